import type { CartItem, MenuDiscountType } from './cart'
import { type CodeDiscount, codeDiscountAmount, type DiscountCart } from './discount-code'
import {
  computeTotals,
  type DeliveryFeeOption,
  deliveryFeeFor,
  roundMoney,
  type ServiceFeeConfig,
  type Totals,
} from './totals'

/**
 * Every figure of an order from its parts, the one rule the checkout and POST /api/order share
 * (2-checkout.md §9). Menu discounts are per line, on the plate's own price (not its extras); general
 * discounts and surcharges of the order mode are a percentage of the items or a fixed amount, limited to
 * some payment methods when they say so; the code is worth codeDiscountAmount; points are pesos. The
 * total is then domain/totals.ts computeTotals over the lines net of their menu discount.
 */

/** A menu discount (GET /api/diner/{alias}/discounts) as it applies to one plate. */
export interface MenuDiscountRule {
  id: number
  type: MenuDiscountType
  percentage?: number | null
  buy?: number | null
  pay?: number | null
  fixedDiscount?: number | null
  finalPrice?: number | null
}

/** How an adjustment counts, in the order of the database's adjustment_type enum (server/db/tables/discounts.ts). */
export const ADJUSTMENT_TYPES = ['PERCENT', 'FIXED'] as const
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number]

/** A general discount or surcharge of the order mode. */
export interface Adjustment {
  id: number
  name: string
  type: AdjustmentType
  value: number
  /** empty or absent: every payment method */
  paymentMethods?: readonly string[] | null
  externalBenefitType?: string | null
}

export interface AdjustmentLine {
  name: string
  type: AdjustmentType
  value: number
  amount: number
  referenceId: number
  externalBenefitType?: string | null
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n)

/**
 * What a menu discount takes off a whole line of `quantity` units whose plate (or size) costs `unitBase`:
 * PERCENT of the base, FIXED per unit (never below 0), FINAL_PRICE down to the final price, MULTIPLE
 * 'buy N pay M' on each complete group of N.
 */
export function menuDiscountAmount(rule: MenuDiscountRule, unitBase: number, quantity: number): number {
  if (!(unitBase > 0) || !(quantity > 0)) return 0
  let perLine = 0
  switch (rule.type) {
    case 'PERCENT':
      perLine = finite(rule.percentage)
        ? (unitBase * Math.min(100, Math.max(0, rule.percentage)) * quantity) / 100
        : 0
      break
    case 'FIXED':
      perLine = finite(rule.fixedDiscount)
        ? Math.min(unitBase, Math.max(0, rule.fixedDiscount)) * quantity
        : 0
      break
    case 'FINAL_PRICE':
      perLine = finite(rule.finalPrice) ? Math.max(0, unitBase - Math.max(0, rule.finalPrice)) * quantity : 0
      break
    case 'MULTIPLE': {
      const { buy, pay } = rule
      if (finite(buy) && finite(pay) && buy > pay && pay > 0)
        perLine = Math.floor(quantity / buy) * (buy - pay) * unitBase
      break
    }
  }
  return Math.max(0, Math.min(roundMoney(perLine), roundMoney(unitBase * quantity)))
}

/** Whether a general discount or surcharge applies with this payment method. */
export const appliesTo = (adjustment: Adjustment, paymentMethod: string | null) => {
  const methods = adjustment.paymentMethods ?? []
  return methods.length === 0 || (paymentMethod !== null && methods.includes(paymentMethod))
}

/** The money of a general discount or surcharge on the items subtotal. */
export function adjustmentAmount(adjustment: Adjustment, itemsSubtotal: number): number {
  const value = finite(adjustment.value) ? Math.max(0, adjustment.value) : 0
  const amount =
    adjustment.type === 'PERCENT' ? (Math.max(0, itemsSubtotal) * Math.min(100, value)) / 100 : value
  return Math.max(0, roundMoney(amount))
}

export function adjustmentLines(
  adjustments: readonly Adjustment[],
  itemsSubtotal: number,
  paymentMethod: string | null,
): AdjustmentLine[] {
  return adjustments
    .filter((a) => appliesTo(a, paymentMethod))
    .map((a) => ({
      name: a.name,
      type: a.type,
      value: a.value,
      amount: adjustmentAmount(a, itemsSubtotal),
      referenceId: a.id,
      ...(a.externalBenefitType ? { externalBenefitType: a.externalBenefitType } : {}),
    }))
}

/** A cart line reduced to what its money needs. */
export type PricedLine = Pick<CartItem, 'price' | 'quantity' | 'priceWithoutModifiers'> & {
  menuDiscount: MenuDiscountRule | null
}

/** What a line costs under its menu discount: the one figure the plate's button, 'Mi pedido', the checkout and the server show. */
export function linePrice(line: PricedLine): { discount: number; total: number } {
  const discount = line.menuDiscount
    ? menuDiscountAmount(line.menuDiscount, line.priceWithoutModifiers, line.quantity)
    : 0
  return { discount, total: line.price * line.quantity - discount }
}

export interface OrderPricingInput {
  lines: readonly PricedLine[]
  generalDiscounts: readonly Adjustment[]
  generalSurcharges: readonly Adjustment[]
  paymentMethod: string | null
  code: CodeDiscount | null
  /** what the code's conditions read besides money */
  codeContext: Pick<DiscountCart, 'plateIds' | 'categoryIds' | 'isFirstPurchase'>
  loyaltyPoints: number
  serviceFee: ServiceFeeConfig | null
  delivery: DeliveryFeeOption | null
}

export interface OrderPricing {
  /** the menu discount of each line, whole line */
  lineDiscounts: number[]
  /** each line's price × quantity − its menu discount */
  lineTotals: number[]
  discountLines: AdjustmentLine[]
  surchargeLines: AdjustmentLine[]
  /** the code's money (0 when a condition fails) */
  codeDiscount: number
  /** the delivery fee before a free-delivery code: what the code's conditions and amount read */
  deliveryFeeBeforeCode: number
  totals: Totals
}

export function priceOrder(input: OrderPricingInput): OrderPricing {
  const priced = input.lines.map(linePrice)
  const lineDiscounts = priced.map((line) => line.discount)
  const lineTotals = priced.map((line) => line.total)
  const subtotal = lineTotals.reduce((a, b) => a + b, 0)
  const payingCash = input.paymentMethod === 'CASH'
  const discountLines = adjustmentLines(input.generalDiscounts, subtotal, input.paymentMethod)
  const surchargeLines = adjustmentLines(input.generalSurcharges, subtotal, input.paymentMethod)
  const deliveryFeeBeforeCode = deliveryFeeFor(input.delivery, { itemsSubtotal: subtotal, payingCash })
  const codeDiscount = input.code
    ? codeDiscountAmount(input.code, { ...input.codeContext, subtotal, deliveryFee: deliveryFeeBeforeCode })
    : 0
  const totals = computeTotals({
    items: lineTotals.map((total) => ({ price: total, quantity: 1 }) as CartItem),
    surcharges: surchargeLines,
    discounts: discountLines,
    codeDiscount,
    loyaltyPoints: input.loyaltyPoints,
    serviceFee: input.serviceFee,
    delivery: input.delivery,
    payingCash,
  })
  return {
    lineDiscounts,
    lineTotals,
    discountLines,
    surchargeLines,
    codeDiscount,
    deliveryFeeBeforeCode,
    totals,
  }
}

/**
 * The order amount loyalty limits read (the most points usable is a percentage of it): the goods after
 * general discounts, surcharges and the code, before points, delivery and service fee.
 */
export function amountBeforePoints(pricing: Pick<OrderPricing, 'totals'>): number {
  const t = pricing.totals
  return Math.max(0, roundMoney(t.itemsSubtotal + t.surcharges - t.discounts - t.codeDiscount))
}
