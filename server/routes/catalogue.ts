import { api } from '../../i18n/es/api'
import { common } from '../../i18n/es/common'
import { badRequest, HttpProblem, notFound } from '../errors'
import { createGeocoder } from '../geocoding/create-geocoder'
import { GeocoderUnavailableError, type SuggestionCountry } from '../geocoding/geocoder'
import { loadBranch } from '../services/branches'
import { branchCustomizations, findCountry, findFileUrl } from '../services/catalogue'
import { deliveryOptions, localOfBranch } from '../services/delivery'
import { branchExists } from '../services/diner'
import { optionalPoint } from '../services/point-query'
import { sendCached } from '../services/read-cache'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `catalogue` tag in openapi.yaml (getCountry, getFileUrl, listMenuCustomizations,
 * getDeliveryFee).
 */
export function catalogueHandlers({ db, env }: RouteDeps): Handlers {
  const geocoder = createGeocoder(env)

  return {
    async getCountry(request, reply) {
      const code = request.params.code.toUpperCase()
      const sent = await sendCached(db, `country:${code}`, request, reply, () => findCountry(db, code))
      if (!sent) throw notFound(common.notFound)
      return reply
    },

    async getFileUrl(request) {
      const url = await findFileUrl(db, request.params.fileId, request.query.type)
      if (url === undefined) throw notFound(common.notFound)
      return { url }
    },

    async listMenuCustomizations(request, reply) {
      const { branchId } = request.params
      const sent = await sendCached(db, `customizations:${branchId}`, request, reply, async () =>
        (await branchExists(db, branchId)) ? branchCustomizations(db, branchId) : undefined,
      )
      if (!sent) throw notFound(common.notFound)
      return reply
    },

    async getDeliveryFee(request) {
      const { branchId } = request.params
      const { branchContactId, fullAddress, city } = request.query
      const branch = await loadBranch(db, branchId)
      if (!branch) throw notFound(common.notFound)
      if (branchContactId !== undefined && !(await localOfBranch(db, branchId, branchContactId))) {
        throw notFound(common.notFound)
      }

      let point = optionalPoint(request.query)
      if (!point) {
        const address = fullAddress?.trim()
        if (!address) {
          // Neither a point nor an address to place: name both ways of giving one.
          const missing = (field: string) => api.missingField.replace('{field}', field)
          throw badRequest(missing('fullAddress'), [
            { field: 'fullAddress', message: missing('fullAddress'), code: 'required' },
            { field: 'lat', message: missing('lat'), code: 'required' },
            { field: 'lng', message: missing('lng'), code: 'required' },
          ])
        }
        const countries = [(branch.countryCode ?? 'AR').toLowerCase() as SuggestionCountry]
        const query =
          city?.trim() && !address.toLowerCase().includes(city.trim().toLowerCase())
            ? `${address}, ${city.trim()}`
            : address
        let found: Awaited<ReturnType<typeof geocoder.search>>
        try {
          found = await geocoder.search(query, countries, 1)
        } catch (error) {
          if (error instanceof GeocoderUnavailableError) throw new HttpProblem(503, common.genericError)
          throw error
        }
        const [best] = found
        // An address nobody can place is one we cannot deliver to.
        if (!best) return { inZone: false, fullAddress: address }
        point = { lat: best.lat, lng: best.lng }
      }
      return deliveryOptions(db, branchId, point, { branchContactId, fullAddress: fullAddress ?? null })
    },
  }
}
