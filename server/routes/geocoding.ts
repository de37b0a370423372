import { common } from '../../i18n/es/common'
import { HttpProblem } from '../errors'
import { createGeocoder } from '../geocoding/create-geocoder'
import { GeocoderUnavailableError, type SuggestionCountry, suggestionCountries } from '../geocoding/geocoder'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `geocoding` tag in openapi.yaml (searchAddresses). */
export function geocodingHandlers({ env }: RouteDeps): Handlers {
  const geocoder = createGeocoder(env)

  return {
    async searchAddresses(request) {
      const { q, countries, limit = 5 } = request.query
      // The contract's pattern already limits the codes to the storefront's list.
      const filter = countries ? (countries.split(',') as SuggestionCountry[]) : suggestionCountries
      try {
        return { suggestions: await geocoder.search(q, filter, limit) }
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw new HttpProblem(503, common.genericError)
        throw error
      }
    },
  }
}
