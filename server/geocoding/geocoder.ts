/** Address search behind one interface: the offline gazetteer or a Nominatim-compatible service. */

/** Country codes the storefront may search in (1-storefront.md §5). */
export const suggestionCountries = ['ar', 'uy', 'cl', 'br', 'pe', 'co', 've', 'py', 'mx', 'ec', 'bo'] as const
export type SuggestionCountry = (typeof suggestionCountries)[number]

export interface Suggestion {
  fullAddress: string
  street: string | null
  number: string | null
  city: string | null
  /** The province. */
  locality: string | null
  country: string | null
  countryCode: string | null
  postalCode: string | null
  lat: number
  lng: number
}

export interface Geocoder {
  /** Suggestions for a typed address, best first, only in the given countries. */
  search(query: string, countries: readonly SuggestionCountry[], limit?: number): Promise<Suggestion[]>
  reverse?(lat: number, lng: number): Promise<Suggestion | undefined>
}

/** The geocoder could not answer (network, timeout, bad upstream reply): a 503, never a 500. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GeocoderUnavailableError'
  }
}
