import type { components } from '../../../../contract/schema'
import type { CartItem } from '../../../../domain/cart'
import { CART_STORAGE_KEY, restoreCart, stampCart } from '../../../../domain/cart-persistence'
import type { OrderModeType } from '../../../../domain/order-mode'

export type WireCartItem = components['schemas']['CartItem']

/** A cart line as it travels: the storefront's `plate` object stays in the browser, an empty source is left out. */
export function toWireItem({ plate: _plate, source, ...line }: CartItem): WireCartItem {
  return { ...line, ...(source ? { source } : {}) }
}

/** A line from the server, completed with the defaults the storefront's cart expects. */
function fromWireItem(line: WireCartItem): Record<string, unknown> {
  return {
    notes: '',
    originalPrice: line.price,
    priceWithoutModifiers: line.price,
    sizeId: null,
    categoryId: 0,
    categoryShowName: '',
    plate: null,
    discount: null,
    source: 'ABANDONED_CART',
    maxQuantity: null,
    upsell: false,
    extras: [],
    ...line,
  }
}

/** The recovered lines read exactly as a stored cart would be, so a malformed line cannot enter the cart. */
export function recoveredCartItems(
  lines: readonly WireCartItem[],
  alias: string,
  now: number,
): CartItem[] | null {
  // stamped as storage stamps a cart, with the lines as they came: the reading below is what makes them
  // cart items (a line it cannot read drops the cart), so they are never taken for items before it
  const stamp = stampCart({ items: [], mode: null, paymentType: null }, alias, now)
  const stored = { ...stamp, cart: { ...stamp.cart, items: lines.map(fromWireItem) } }
  return restoreCart(JSON.parse(JSON.stringify(stored)), alias, now)?.items ?? null
}

/**
 * Puts the recovered cart where the cart machine restores it from (domain/cart-persistence), with the
 * mode it was built in. Written before the local's pages mount, so the cart starts with it.
 */
export function storeRecoveredCart(
  items: CartItem[],
  mode: { id: number; type: OrderModeType },
  alias: string,
  now: number,
): void {
  try {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(stampCart({ items, mode, paymentType: null }, alias, now)),
    )
  } catch {
    // storage full or disabled: the diner lands on an empty cart
  }
}

/** The cart the device holds for this local, or null (nothing, another local's, expired, unreadable). */
export function storedCartOf(alias: string, now: number) {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY)
    return restoreCart(raw ? JSON.parse(raw) : null, alias, now)
  } catch {
    return null
  }
}
