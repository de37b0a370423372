import { searchNearby } from '../services/nearby'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `guide` tag in openapi.yaml (searchNearbyVenues). */
export function guideHandlers({ db }: RouteDeps): Handlers {
  return {
    async searchNearbyVenues(request) {
      const { lat, lng, filters, pagingOption } = request.body
      return searchNearby(db, {
        lat,
        lng,
        country: filters?.country,
        text: filters?.branch_contact,
        pageSize: pagingOption.pageSize,
        offset: pagingOption.offset,
      })
    },
  }
}
