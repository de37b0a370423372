import { type CartItem, itemsSubtotal } from './cart'

/**
 * The order's money (2-checkout.md §9):
 *   Total = items + surcharges − discounts − code discount − loyalty points + user service fee + delivery fee
 * with the cash delivery fee when paying cash. Amounts are whole currency units: the goods part is rounded
 * once (half away from zero) and never goes below 0, the service fee is rounded on its own, so
 *   price = round(goods) + delivery fee   (the payload's price)
 *   total = price + user service fee
 * The server recomputes all of this with the same functions and rejects a mismatch.
 */

/** A discount or surcharge line as the checkout holds it; only the amount counts here. */
export interface AmountLine {
  amount: number
}

/** GET /api/ordermodes/{id}/fees: a fixed fee plus a percentage of the items subtotal. */
export interface ServiceFeeConfig {
  userFee: number
  percentageUserFee: number
}

/** The delivery option chosen for the address; null outside delivery. */
export interface DeliveryFeeOption {
  fee: number
  /** the fee when paying cash, when it differs */
  cashFee?: number | null
  /** items subtotal from which delivery is free */
  freeDeliveryFrom?: number | null
}

export interface TotalsInput {
  items: readonly CartItem[]
  surcharges: readonly AmountLine[]
  discounts: readonly AmountLine[]
  codeDiscount: number
  loyaltyPoints: number
  serviceFee: ServiceFeeConfig | null
  delivery: DeliveryFeeOption | null
  payingCash: boolean
}

export interface Totals {
  itemsSubtotal: number
  surcharges: number
  discounts: number
  codeDiscount: number
  loyaltyPoints: number
  userServiceFee: number
  deliveryFee: number
  /** rounded goods plus delivery fee: the order payload's price */
  price: number
  total: number
}

/** Whole currency units, half away from zero; toFixed first so 0.5-style binary artefacts round as read. */
export const roundMoney = (amount: number) => {
  const rounded = Math.round(Number(Math.abs(amount).toFixed(6)))
  return amount < 0 ? -rounded : rounded
}

const sum = (lines: readonly AmountLine[]) => lines.reduce((acc, line) => acc + line.amount, 0)
const nonNegative = (amount: number) => (Number.isFinite(amount) && amount > 0 ? amount : 0)

/** Fixed fee plus the percentage of the items subtotal, in whole units; 0 shows as '(Bonificada)'. */
export function userServiceFee(config: ServiceFeeConfig | null, subtotal: number): number {
  if (!config) return 0
  return roundMoney(nonNegative(config.userFee) + (nonNegative(config.percentageUserFee) * subtotal) / 100)
}

/**
 * The delivery fee for the payment method: the cash fee when paying cash and the option has one; nothing
 * once the items reach the free-delivery amount. A free-delivery coupon is worth exactly this.
 */
export function deliveryFeeFor(
  option: DeliveryFeeOption | null,
  context: { itemsSubtotal: number; payingCash: boolean },
): number {
  if (!option) return 0
  const free = option.freeDeliveryFrom
  if (typeof free === 'number' && free > 0 && context.itemsSubtotal >= free) return 0
  const fee = context.payingCash && typeof option.cashFee === 'number' ? option.cashFee : option.fee
  return roundMoney(nonNegative(fee))
}

export function computeTotals(input: TotalsInput): Totals {
  const subtotal = itemsSubtotal(input.items)
  const surcharges = sum(input.surcharges)
  const discounts = sum(input.discounts)
  const codeDiscount = nonNegative(input.codeDiscount)
  const loyaltyPoints = nonNegative(input.loyaltyPoints)
  const goods = Math.max(0, roundMoney(subtotal + surcharges - discounts - codeDiscount - loyaltyPoints))
  const fee = userServiceFee(input.serviceFee, subtotal)
  const deliveryFee = deliveryFeeFor(input.delivery, {
    itemsSubtotal: subtotal,
    payingCash: input.payingCash,
  })
  const price = goods + deliveryFee
  return {
    itemsSubtotal: subtotal,
    surcharges,
    discounts,
    codeDiscount,
    loyaltyPoints,
    userServiceFee: fee,
    deliveryFee,
    price,
    total: price + fee,
  }
}

/** The delivery minimum compares the items subtotal, in delivery mode only (2-checkout.md §5). */
export const isBelowMinimum = (subtotal: number, minimum: number | null | undefined) =>
  typeof minimum === 'number' && minimum > 0 && subtotal < minimum
