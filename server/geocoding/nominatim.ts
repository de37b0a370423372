import { type Geocoder, GeocoderUnavailableError, type Suggestion, type SuggestionCountry } from './geocoder'

interface NominatimPlace {
  lat: string
  lon: string
  display_name: string
  address?: {
    road?: string
    pedestrian?: string
    house_number?: string
    city?: string
    town?: string
    village?: string
    suburb?: string
    state?: string
    country?: string
    country_code?: string
    postcode?: string
  }
}

/**
 * A Nominatim-compatible search service (nominatim.org, a self-hosted Nominatim, Photon's Nominatim
 * facade…) at GEOCODER_URL, asked with format=jsonv2 and a countrycodes filter.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly options: { timeoutMs?: number; userAgent?: string; fetch?: typeof fetch } = {},
  ) {}

  async search(query: string, countries: readonly SuggestionCountry[], limit = 5): Promise<Suggestion[]> {
    const url = this.url('search', {
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(limit),
      countrycodes: countries.join(','),
      'accept-language': 'es',
    })
    const places = await this.get(url)
    if (!Array.isArray(places))
      throw new GeocoderUnavailableError('geocoder answered something other than a list')
    return places.flatMap((place) => toSuggestion(place as NominatimPlace) ?? [])
  }

  async reverse(lat: number, lng: number): Promise<Suggestion | undefined> {
    const url = this.url('reverse', {
      lat: String(lat),
      lon: String(lng),
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'es',
    })
    const place = await this.get(url)
    if (!place || typeof place !== 'object' || 'error' in place) return undefined
    return toSuggestion(place as NominatimPlace)
  }

  private url(endpoint: string, params: Record<string, string>): URL {
    const url = new URL(endpoint, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    return url
  }

  private async get(url: URL): Promise<unknown> {
    const doFetch = this.options.fetch ?? fetch
    let response: Response
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': this.options.userAgent ?? 'tucan-ordering/0.1' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      })
    } catch (cause) {
      throw new GeocoderUnavailableError('geocoder unreachable', { cause })
    }
    if (!response.ok) throw new GeocoderUnavailableError(`geocoder answered ${response.status}`)
    try {
      return await response.json()
    } catch (cause) {
      throw new GeocoderUnavailableError('geocoder answered invalid JSON', { cause })
    }
  }
}

function toSuggestion(place: NominatimPlace): Suggestion | undefined {
  const lat = Number(place.lat)
  const lng = Number(place.lon)
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return undefined
  const a = place.address ?? {}
  return {
    fullAddress: place.display_name,
    street: a.road ?? a.pedestrian ?? null,
    number: a.house_number ?? null,
    city: a.city ?? a.town ?? a.village ?? a.suburb ?? null,
    locality: a.state ?? null,
    country: a.country ?? null,
    countryCode: a.country_code?.toLowerCase() ?? null,
    postalCode: a.postcode ?? null,
    lat,
    lng,
  }
}
