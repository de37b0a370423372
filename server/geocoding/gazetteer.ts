import type { Geocoder, Suggestion, SuggestionCountry } from './geocoder'

const caba = 'Ciudad Autónoma de Buenos Aires'
const argentina = { country: 'Argentina', countryCode: 'ar', locality: caba, city: caba }

type Entry = Suggestion & { aliases?: string[] }

function address(
  street: string,
  number: string,
  zone: string,
  postalCode: string,
  lat: number,
  lng: number,
): Entry {
  return {
    ...argentina,
    fullAddress: `${street} ${number}, ${zone}, ${caba}, Argentina`,
    street,
    number,
    postalCode,
    lat,
    lng,
  }
}

function landmark(name: string, zone: string, lat: number, lng: number, aliases: string[] = []): Entry {
  return {
    ...argentina,
    fullAddress: `${name}, ${zone}, ${caba}, Argentina`,
    street: null,
    number: null,
    postalCode: null,
    lat,
    lng,
    aliases,
  }
}

/**
 * The built-in offline geocoder: a small gazetteer of Buenos Aires with the addresses the demo and the
 * acceptance journeys type (demo-tenant.md), so neither needs the internet.
 */
export const gazetteerEntries: Entry[] = [
  // The four typed addresses of the demo tenant.
  address('Av. Santa Fe', '3500', 'Palermo', 'C1425', -34.5866, -58.4136),
  landmark('Plaza Italia', 'Palermo', -34.581, -58.421),
  address('Av. Corrientes', '1000', 'San Nicolás', 'C1043', -34.6037, -58.3816),
  address('Av. Cabildo', '2500', 'Belgrano', 'C1428', -34.558, -58.46),
  // The demo locals.
  address('Av. Santa Fe', '3253', 'Palermo', 'C1425', -34.5882, -58.4108),
  address('Av. Cabildo', '2040', 'Belgrano', 'C1428', -34.5606, -58.4566),
  address('Florida', '500', 'San Nicolás', 'C1005', -34.601, -58.375),
  // A few landmarks, inside and outside the demo zones.
  landmark('Obelisco', 'San Nicolás', -34.6037, -58.3816, ['Av. 9 de Julio y Corrientes']),
  landmark('Plaza de Mayo', 'Monserrat', -34.6083, -58.3712, ['Casa Rosada']),
  landmark('Congreso de la Nación', 'Balvanera', -34.6096, -58.392, ['Congreso']),
  landmark('Planetario Galileo Galilei', 'Palermo', -34.5696, -58.4116, ['Planetario']),
  landmark('Jardín Japonés', 'Palermo', -34.5794, -58.4095),
  landmark('Barrancas de Belgrano', 'Belgrano', -34.5622, -58.4503),
  landmark('Estadio Monumental', 'Belgrano', -34.5453, -58.4498, ['River Plate']),
  landmark('Caminito', 'La Boca', -34.6394, -58.3628),
  landmark('Teatro Colón', 'San Nicolás', -34.601, -58.3831),
]

const synonyms: Record<string, string> = { avenida: 'av', avda: 'av', 'av.': 'av', pza: 'plaza', pl: 'plaza' }

/** Lower case, no accents, no punctuation, common abbreviations folded. */
export function normalizeAddress(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => synonyms[token] ?? token)
}

function score(queryTokens: string[], entry: Entry): number {
  let best = 0
  for (const text of [entry.fullAddress, ...(entry.aliases ?? [])]) {
    const tokens = normalizeAddress(text)
    const joined = tokens.join(' ')
    const query = queryTokens.join(' ')
    if (joined.startsWith(query)) best = Math.max(best, 3)
    else if (joined.includes(query)) best = Math.max(best, 2)
    else if (queryTokens.every((q) => tokens.some((t) => t.startsWith(q)))) best = Math.max(best, 1)
  }
  return best
}

export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly entries: Entry[] = gazetteerEntries) {}

  async search(query: string, countries: readonly SuggestionCountry[], limit = 5): Promise<Suggestion[]> {
    const queryTokens = normalizeAddress(query)
    if (queryTokens.length === 0) return []
    return this.entries
      .filter((entry) => countries.includes(entry.countryCode as SuggestionCountry))
      .map((entry, index) => ({ entry, index, score: score(queryTokens, entry) }))
      .filter((match) => match.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit)
      .map(({ entry: { aliases: _aliases, ...suggestion } }) => suggestion)
  }

  async reverse(lat: number, lng: number): Promise<Suggestion | undefined> {
    // Nearest entry within about 300 m; the gazetteer knows nothing further away.
    let nearest: { entry: Entry; distance: number } | undefined
    for (const entry of this.entries) {
      const distance = Math.hypot(entry.lat - lat, (entry.lng - lng) * Math.cos((lat * Math.PI) / 180))
      if (!nearest || distance < nearest.distance) nearest = { entry, distance }
    }
    if (!nearest || nearest.distance > 0.003) return undefined
    const { aliases: _aliases, ...suggestion } = nearest.entry
    return suggestion
  }
}
