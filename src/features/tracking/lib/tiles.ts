/**
 * Where the map's tiles come from. The specs name an open map service; a deployment may point
 * VITE_MAP_TILES_URL at another one, or set it to 'offline' for a plain grid that needs no network
 * (the tests and an offline demo). A remote source that fails to load falls back to the grid too.
 */
export type TileSource =
  | { kind: 'remote'; url: string; attribution: string; maxZoom: number }
  | { kind: 'offline' }

const OPEN_STREET_MAP: Extract<TileSource, { kind: 'remote' }> = {
  kind: 'remote',
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  maxZoom: 19,
}

export function tileSource(configured: string | undefined = import.meta.env.VITE_MAP_TILES_URL): TileSource {
  const value = configured?.trim()
  if (!value) return OPEN_STREET_MAP
  if (value === 'offline') return { kind: 'offline' }
  return { ...OPEN_STREET_MAP, url: value, attribution: '' }
}
