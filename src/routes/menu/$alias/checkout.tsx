import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { CheckoutAddress } from '../../../../domain/order-payload'
import type { UserLocation } from '../../../../domain/user-location'
import { CheckoutPage } from '../../../features/checkout/components/checkout-page'
import { branchContactQueryOptions } from '../../../features/menu/api/branch-contact'
import { menuHashesQueryOptions, menuQueryOptions } from '../../../features/menu/api/menu'
import { menuPlatesForCart } from '../../../features/menu/lib/plate-for-cart'
import { useUserLocation } from '../../../lib/user-location'

/** 'code' and 'rewardId' are the checkout's own query parameters; the rest come from the storefront's. */
export interface CheckoutOwnSearch {
  code?: string
  rewardId?: number
}

// autoCodeSplitting (vite.config.ts) loads this component lazily: a diner browsing the menu does not
// download the checkout.
export const Route = createFileRoute('/menu/$alias/checkout')({
  validateSearch: (raw: Record<string, unknown>): CheckoutOwnSearch => {
    const code = typeof raw.code === 'string' && raw.code.trim() !== '' ? raw.code.trim() : undefined
    const reward = Number(raw.rewardId)
    return {
      ...(code ? { code } : {}),
      ...(Number.isInteger(reward) && reward > 0 ? { rewardId: reward } : {}),
    }
  },
  component: CheckoutRoute,
})

/** The storefront's address (the address modal's userLocation) as the checkout delivers to it. */
function checkoutAddressOf(location: UserLocation | null): CheckoutAddress | null {
  if (!location || location.lat === null || location.lng === null || !location.fullAddress.trim()) return null
  return {
    fullAddress: location.fullAddress,
    street: location.street,
    city: location.city,
    locality: location.locality,
    lat: location.lat,
    lng: location.lng,
    betweenStreets: location.betweenStreets ?? '',
    details: location.details ?? '',
  }
}

// Composes the local (menu feature) and the diner's stored address with the checkout feature.
function CheckoutRoute() {
  const { alias } = Route.useParams()
  const search = Route.useSearch()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  const location = useUserLocation()
  const queryClient = useQueryClient()
  // the menu as it is now (a cheap 304 when unchanged), for the checkout to check the cart before sending
  const menu = {
    loadPlates: (orderModeId: number) =>
      queryClient
        .fetchQuery({ ...menuQueryOptions(alias, orderModeId), staleTime: 0 })
        .then(menuPlatesForCart),
    // the same answer the menu's mode tabs compare
    loadHashes: async (orderModeIds: readonly number[]) =>
      // one mode (or a fixed one: none) has nothing to compare
      orderModeIds.length < 2
        ? {}
        : queryClient
            .fetchQuery({ ...menuHashesQueryOptions(alias, orderModeIds), retry: false })
            .then((hashes) => Object.fromEntries(hashes.map((h) => [String(h.orderModeId), h.hash]))),
  }
  return (
    <CheckoutPage contact={contact} search={search} savedAddress={checkoutAddressOf(location)} menu={menu} />
  )
}
