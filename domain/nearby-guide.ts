/** The nearby-venue guide 'La carta está en Tucán' (3-delivery.md §2.9). */

/** The guide lists venues of this country only (§5). */
export const GUIDE_COUNTRY = 'Argentina'
/** The shared page size the spec leaves open (§9). */
export const GUIDE_PAGE_SIZE = 10
export const GUIDE_SEARCH_DEBOUNCE_MS = 500

/** '1,2 km': kilometres with one decimal, written the Argentine way. */
export function distanceKm(metres: number): string {
  const km = Math.round(Math.max(0, metres) / 100) / 10
  return `${km.toFixed(1).replace('.', ',')} km`
}
