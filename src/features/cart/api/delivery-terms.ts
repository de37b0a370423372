import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

/** The delivery numbers the cart page shows: the minimum order and the free-delivery amount. */
export interface DeliveryTerms {
  minimum: number | null
  freeDeliveryFrom: number | null
  fee: number | null
}

export interface DeliveryPoint {
  lat: number
  lng: number
}

/**
 * The diner's stored point (userLocation, written by the address modal), or null. Storage is
 * user-editable, so anything that is not a finite lat/lng pair counts as no address.
 */
export function storedDeliveryPoint(): DeliveryPoint | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem('userLocation') ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { lat, lng } = value as Record<string, unknown>
    return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng }
      : null
  } catch {
    return null
  }
}

/**
 * The one place the cart reads delivery money: getDeliveryFee for a point, restricted to the local. Before
 * the diner gives an address the local's own point stands in, which reads the terms of the zone the local
 * serves; the checkout asks again for the real address.
 */
export const deliveryTermsQueryOptions = (branchId: number, branchContactId: number, point: DeliveryPoint) =>
  queryOptions({
    queryKey: ['deliveryTerms', branchId, branchContactId, point.lat, point.lng],
    queryFn: async ({ signal }): Promise<DeliveryTerms> => {
      const options = unwrap(
        await api.GET('/api/branch/{branchId}/deliveryzones/fee', {
          params: { path: { branchId }, query: { lat: point.lat, lng: point.lng, branchContactId } },
          signal,
        }),
      )
      if (!options.inZone) return { minimum: null, freeDeliveryFrom: null, fee: null }
      return {
        minimum: options.minimumOrderAmount ?? null,
        freeDeliveryFrom: options.freeDeliveryAmount ?? null,
        fee: options.deliveryFee ?? null,
      }
    },
  })
