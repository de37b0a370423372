import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import type { AddressSuggestion, SuggestionCountry } from '../../../../domain/address'
import type { UserLocation } from '../../../../domain/user-location'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type DeliveryOptions = components['schemas']['DeliveryOptions']
export type MenuCustomization = components['schemas']['MenuCustomization']

/** Address predictions through our own geocoding route (the gazetteer offline, Nominatim when configured). */
export async function searchAddresses(
  query: string,
  countries: readonly SuggestionCountry[],
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const answer = unwrap(
    await api.GET('/api/geocoding/search', {
      params: { query: { q: query, countries: countries.join(',') } },
      ...(signal ? { signal } : {}),
    }),
  )
  return answer.suggestions
}

/** getDeliveryFee for the stored address: by its point when it has one, else by its words (geocoded). */
export const deliveryFeeQueryOptions = (branchId: number, branchContactId: number, location: UserLocation) =>
  queryOptions({
    queryKey: ['deliveryFee', branchId, branchContactId, location.lat, location.lng, location.fullAddress],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/branch/{branchId}/deliveryzones/fee', {
          params: {
            path: { branchId },
            query: {
              branchContactId,
              ...(location.lat !== null && location.lng !== null
                ? { lat: location.lat, lng: location.lng }
                : {}),
              fullAddress: location.fullAddress,
              ...(location.city ? { city: location.city } : {}),
            },
          },
          signal,
        }),
      ),
    retry: false,
    staleTime: 60_000,
  })

/** The branch's storefront customizations; a failure reads as none (storefront spec §8). */
export const customizationsQueryOptions = (branchId: number) =>
  queryOptions({
    queryKey: ['menuCustomizations', branchId],
    queryFn: async ({ signal }): Promise<MenuCustomization[]> => {
      try {
        return unwrap(
          await api.GET('/api/menucustomization/{branchId}', { params: { path: { branchId } }, signal }),
        )
      } catch {
        return []
      }
    },
    staleTime: 5 * 60_000,
  })
