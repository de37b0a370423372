import { type Message, message } from './message'
import { roundMoney } from './totals'

/** A code with limited usage is removed this long after being applied (2-checkout.md §9). */
export const CODE_TIME_LIMIT_MS = 180_000

export const CODE_DISCOUNT_TYPES = ['PERCENT', 'FIXED', 'DELIVERY_FEE'] as const
export type CodeDiscountType = (typeof CODE_DISCOUNT_TYPES)[number]

export interface NamedRef {
  id: number
  showName: string
}

/** POST /api/codediscounts/validate, or the first general discount of an external loyalty partner. */
export interface CodeDiscount {
  id: number
  code: string
  type: CodeDiscountType
  /** percentage for PERCENT, money for FIXED; unused for DELIVERY_FEE */
  value: number
  minimumOrderAmount?: number | null
  /** required product */
  plate?: NamedRef | null
  /** required category */
  category?: NamedRef | null
  maxDiscountAmount?: number | null
  firstTimeOnly?: boolean
  /** a free-delivery coupon */
  deliveryFee?: boolean
  limitedUsage?: boolean
  /** set for a benefit of an external loyalty partner, which the diner cannot delete */
  externalBenefitType?: string | null
  /** payment types the code stays valid for; a code that names none was validated for one method only */
  paymentTypeIds?: number[] | null
}

/** What the conditions of a code read from the checkout; re-sent whenever the cart or the context changes. */
export interface DiscountCart {
  /** items subtotal ('monto en productos') */
  subtotal: number
  /** the delivery fee for the chosen payment method before any coupon; 0 outside delivery or when free */
  deliveryFee: number
  plateIds: number[]
  categoryIds: number[]
  isFirstPurchase: boolean
}

export const EMPTY_DISCOUNT_CART: DiscountCart = {
  subtotal: 0,
  deliveryFee: 0,
  plateIds: [],
  categoryIds: [],
  isFirstPurchase: true,
}

export const isExternalBenefit = (code: CodeDiscount) =>
  typeof code.externalBenefitType === 'string' && code.externalBenefitType.length > 0

export const isFreeDelivery = (code: CodeDiscount) =>
  code.type === 'DELIVERY_FEE' || code.deliveryFee === true

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * Why an applied code does not count for this cart right now ('No aplicado'), in the order of the spec:
 * minimum amount, required product, redundant free delivery, required category, then first purchase only.
 */
export function conditionFailure(code: CodeDiscount, cart: DiscountCart): Message | undefined {
  if (positive(code.minimumOrderAmount) && cart.subtotal < code.minimumOrderAmount)
    return message('discount.minimumAmount', { amount: { money: code.minimumOrderAmount } })
  if (code.plate && !cart.plateIds.includes(code.plate.id))
    return message('discount.requiredProduct', { product: code.plate.showName })
  if (isFreeDelivery(code) && cart.deliveryFee <= 0) return message('discount.alreadyFreeDelivery')
  if (code.category && !cart.categoryIds.includes(code.category.id))
    return message('discount.requiredCategory', { category: code.category.showName })
  if (code.firstTimeOnly && !cart.isFirstPurchase) return message('discount.firstPurchaseOnly')
  return undefined
}

/** The commercial terms shown with an applied code: first purchase only, and its cap. */
export function commercialTerms(code: CodeDiscount): Message[] {
  const terms: Message[] = []
  if (code.firstTimeOnly) terms.push(message('discount.firstPurchaseOnly'))
  if (positive(code.maxDiscountAmount))
    terms.push(message('discount.cap', { amount: { money: code.maxDiscountAmount } }))
  return terms
}

/**
 * The money a code takes off, in whole units, never more than the cap: a percentage of the items subtotal,
 * a fixed amount (at most the subtotal), or for a free-delivery coupon exactly the delivery fee for the
 * chosen payment method. Zero when a condition fails.
 */
export function codeDiscountAmount(code: CodeDiscount, cart: DiscountCart): number {
  if (conditionFailure(code, cart)) return 0
  const subtotal = Math.max(0, cart.subtotal)
  let amount: number
  if (isFreeDelivery(code)) amount = Math.max(0, cart.deliveryFee)
  else if (code.type === 'PERCENT') amount = (subtotal * Math.min(100, Math.max(0, code.value))) / 100
  else amount = Math.min(Math.max(0, code.value), subtotal)
  if (positive(code.maxDiscountAmount)) amount = Math.min(amount, code.maxDiscountAmount)
  return Math.max(0, roundMoney(amount))
}

/** The delete button: a partner's benefit stays (2-checkout.md §4). */
export const isDeletable = (code: CodeDiscount) => !isExternalBenefit(code)

/**
 * A code survives a change of payment method without asking when it is a partner's benefit or when it names
 * the new method among its payment types; otherwise the diner confirms losing it.
 */
export const retainsOnPaymentChange = (code: CodeDiscount, paymentTypeId: number) =>
  isExternalBenefit(code) || (code.paymentTypeIds ?? []).includes(paymentTypeId)

/** Switching to or from a scheduled order, or changing the phone, clears a code unless it is a partner's. */
export const clearedOnScheduleSwitch = (code: CodeDiscount) => !isExternalBenefit(code)
export const clearedOnPhoneChange = (code: CodeDiscount) => !isExternalBenefit(code)
/** Changing the order mode clears any code; a partner's benefit is fetched again for the new mode. */
export const clearedOnOrderModeChange = (_code: CodeDiscount) => true
