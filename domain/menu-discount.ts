import { type CartItem, itemsSubtotal } from './cart'
import {
  type MenuDiscountRule as LineDiscountRule,
  menuDiscountAmount as lineDiscount,
} from './order-pricing'

/**
 * Menu discounts (1-storefront.md §3) as the menu, the plate detail and 'Mi pedido' show them. Each is a
 * view of the one rule in domain/order-pricing.ts (`menuDiscountAmount` per line, on the plate's or
 * size's own price, not its extras), which POST /api/order also applies — so a price the diner sees is
 * the price the server accepts.
 */
export interface MenuDiscountRule extends LineDiscountRule {
  plates: readonly number[]
}

/** The discount that applies to a plate: the first that lists it. */
export const discountOfPlate = (discounts: readonly MenuDiscountRule[], plateId: number) =>
  discounts.find((discount) => discount.plates.includes(plateId)) ?? null

/**
 * The unit price under a discount, or null when the discount does not lower a single unit (a MULTIPLE
 * discount only pays off by quantity; a final price at or above the price is no discount).
 */
export function discountedUnitPrice(price: number, discount: LineDiscountRule | null): number | null {
  if (!discount || discount.type === 'MULTIPLE' || !(price > 0)) return null
  const off = lineDiscount(discount, price, 1)
  return off > 0 ? price - off : null
}

/** What the menu discounts take off the cart: the order engine's line discount, summed over the lines. */
export function menuDiscountAmount(
  items: readonly CartItem[],
  discounts: readonly MenuDiscountRule[],
): number {
  return items.reduce((sum, item) => {
    const discount = discountOfPlate(discounts, item.referenceId)
    return discount ? sum + lineDiscount(discount, item.priceWithoutModifiers, item.quantity) : sum
  }, 0)
}

/** 'Mi pedido' before fees (the cart page, the kiosk's cart panel): the subtotal, what the menu discounts take off, and what is left. */
export function cartTotals(
  items: readonly CartItem[],
  discounts: readonly MenuDiscountRule[],
): { subtotal: number; discounts: number; total: number } {
  const subtotal = itemsSubtotal(items)
  const off = menuDiscountAmount(items, discounts)
  return { subtotal, discounts: off, total: subtotal - off }
}
