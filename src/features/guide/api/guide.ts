import { GUIDE_COUNTRY } from '../../../../domain/nearby-guide'
import type { FetchVenuesInput, GuidePoint, VenuesPage } from '../../../../machines/nearby-guide.machine'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

/** POST /api/menu/near: a page of venues of Argentina nearest the point. */
export async function fetchNearbyVenues(input: FetchVenuesInput): Promise<VenuesPage> {
  const body = unwrap(
    await api.POST('/api/menu/near', {
      body: {
        lat: input.lat,
        lng: input.lng,
        filters: {
          country: GUIDE_COUNTRY,
          ...(input.query.trim() ? { branch_contact: input.query.trim() } : {}),
        },
        pagingOption: { pageSize: input.pageSize, offset: input.offset },
      },
    }),
  )
  return {
    total: body.total,
    venues: body.commerces.map(({ branchContact, distanceInMeters }) => ({
      alias: branchContact.alias,
      name: branchContact.name,
      address: [
        [branchContact.address.street, branchContact.address.number].filter(Boolean).join(' '),
        branchContact.address.city,
      ]
        .filter(Boolean)
        .join(', '),
      distanceInMeters,
    })),
  }
}

/** A typed address placed in Argentina through the server's geocoder; null when it cannot be placed. */
export async function geocodeAddress(address: string): Promise<GuidePoint | null> {
  const body = unwrap(
    await api.GET('/api/geocoding/search', { params: { query: { q: address, countries: 'ar', limit: 1 } } }),
  )
  const first = body.suggestions[0]
  return first ? { lat: first.lat, lng: first.lng } : null
}

/** The phone's position, asked once. */
export function locateDevice(): Promise<GuidePoint> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error('geolocation unavailable'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      reject,
      { timeout: 15_000, maximumAge: 60_000 },
    )
  })
}
