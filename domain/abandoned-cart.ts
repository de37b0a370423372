import type { CartItem } from './cart'
import { type Message, message } from './message'
import { cleanPhone } from './phone-dial'

/**
 * Abandoned carts (1-storefront.md §4, 2-checkout.md §4): a diner with a stored phone who leaves the page
 * with items is reported so the venue can recover the sale; coming back cancels the report. A recovery
 * link brings the cart back.
 */

/** navigationEvent values (the specs do not name them). */
export const PAGE_HIDDEN = 'PAGE_HIDDEN'
export const PAGE_VISIBLE = 'PAGE_VISIBLE'

/** What the page knows when it is hidden. */
export interface CartOnHide {
  /** the phone stored on the device, null when none */
  phone: string | null
  email: string | null
  items: readonly CartItem[]
  branchId: number
  branchContactId: number
  orderModeId: number | null
}

/** POST /api/abandoned/cart/ */
export interface AbandonedCartNotice {
  items: readonly CartItem[]
  branchContactId: number
  branchId: number
  phone: string
  email: string | null
  orderModeId: number | null
  navigationEvent: typeof PAGE_HIDDEN
}

/** PUT /api/abandoned/cart/cancel/ */
export interface AbandonedCartCancel {
  email: string | null
  phone: string
  branchContactId: number
  branchId: number
  navigationEvent: typeof PAGE_VISIBLE
}

const storedPhoneOf = (cart: Pick<CartOnHide, 'phone'>) => cleanPhone(cart.phone ?? '')

export const shouldReportAbandonedCart = (cart: CartOnHide) =>
  storedPhoneOf(cart) !== '' && cart.items.length > 0

export const abandonedCartNotice = (cart: CartOnHide): AbandonedCartNotice => ({
  items: cart.items,
  branchContactId: cart.branchContactId,
  branchId: cart.branchId,
  phone: storedPhoneOf(cart),
  email: cart.email?.trim() || null,
  orderModeId: cart.orderModeId,
  navigationEvent: PAGE_HIDDEN,
})

export const abandonedCartCancel = (cart: CartOnHide): AbandonedCartCancel => ({
  email: cart.email?.trim() || null,
  phone: storedPhoneOf(cart),
  branchContactId: cart.branchContactId,
  branchId: cart.branchId,
  navigationEvent: PAGE_VISIBLE,
})

/** A recovery link as the storefront reads it at start: ?abandoned&phone= on a known local. */
export interface RecoveryLink {
  abandoned: boolean
  phone: string | null
  /** the local the link opened, null when the alias did not resolve to one */
  branchContactId: number | null
  /** the order modes the local offers now */
  orderModeIds: readonly number[]
}

export const canRecoverCart = (link: RecoveryLink) =>
  link.abandoned && cleanPhone(link.phone ?? '') !== '' && link.branchContactId !== null

/** GET /api/recovery/cart/{phone}/{branchContactId}; null when there is no cart. */
export interface RecoveredCart {
  orderModeId: number
  items: CartItem[]
  /** lines the server left out because their plate is no longer on the menu */
  unavailableItems?: number
}

/** The cart to restore: found, not empty, and its order mode still offered by the local. */
export function restorableCart(found: RecoveredCart | null, link: RecoveryLink): RecoveredCart | null {
  if (!found || found.items.length === 0) return null
  return link.orderModeIds.includes(found.orderModeId) ? found : null
}

/**
 * What the diner reads about lines that could not come back: some of them (the rest was restored) or all
 * of them (nothing was). Null when every line came back, or when there was no cart at all.
 */
export function unavailableLinesMessage(found: RecoveredCart | null, restored: boolean): Message | null {
  const count = found?.unavailableItems ?? 0
  if (count <= 0) return null
  return restored
    ? message('engagement.someItemsUnavailable', { count })
    : message('engagement.allItemsUnavailable')
}

export const recoveryPhone = (link: RecoveryLink) => cleanPhone(link.phone ?? '')

/** The cart page, where a recovered cart lands. */
export const previewPath = (alias: string) => `/menu/${encodeURIComponent(alias)}/preview`
