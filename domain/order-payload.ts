import type { components } from '../contract/schema'
import type { CartItem } from './cart'
import { cleanDocument } from './checkout-validation'
import type { CodeDiscount } from './discount-code'
import type { MenuDiscountRule } from './menu-discount'
import { discountOfPlate } from './menu-discount'
import type { MoneyFormat } from './money'
import { formatMoney } from './money'
import type { OrderModeType } from './order-mode'
import type { OrderPricing } from './order-pricing'
import type { Totals } from './totals'

/** The POST /api/order body (2-checkout.md §3 "Order payload"). */
export type OrderCreate = components['schemas']['OrderCreate']

/** Where to deliver: a found or saved address, with the diner's own notes on it. */
export interface CheckoutAddress {
  fullAddress: string
  street: string | null
  city: string | null
  locality: string | null
  lat: number
  lng: number
  betweenStreets: string
  details: string
}

/** The code of an order: a validated code, or a partner's benefit (externalBenefitType set). */
export type OrderCode = Pick<CodeDiscount, 'code' | 'id' | 'type' | 'value' | 'externalBenefitType'>

export interface OrderPayloadInput {
  items: readonly CartItem[]
  type: OrderModeType
  orderModeId: number
  branchContactId: number
  paymentTypeId: number
  /** a method the app knows, or another one the local offers (a bank redirect) */
  paymentMethod: string
  totals: Totals
  /** the order engine's pricing of this cart (domain/order-pricing): line discounts, general lines */
  pricing: Pick<OrderPricing, 'lineDiscounts' | 'discountLines' | 'surchargeLines'>
  menuDiscounts: readonly MenuDiscountRule[]
  /** E.164 phone, or null */
  phone: string | null
  customerName: string
  customerEmail: string
  customerDocument: string
  tableNumber: string
  notes: string
  optIn: boolean
  paysWith: number | null
  address: CheckoutAddress | null
  scheduledAt: string | null
  /** a validated code, or a partner's benefit (externalBenefitType set) */
  code: OrderCode | null
  loyaltyPoints: number
  minDelayInMinutes: number | null
  maxDelayInMinutes: number | null
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/**
 * The cart line as the contract takes it, with the menu discount the order engine gives it; the view's own
 * plate reference stays behind.
 */
function contractItem(
  item: CartItem,
  lineDiscount: number,
  menuDiscounts: readonly MenuDiscountRule[],
): OrderCreate['items'][number] {
  const { plate: _plate, source, notes, ...line } = item
  const rule = discountOfPlate(menuDiscounts, item.referenceId)
  const discount =
    rule && lineDiscount > 0
      ? { itemId: item.referenceId, type: rule.type, discountReferenceId: rule.id, amount: lineDiscount }
      : null
  return { ...line, discount, notes: orNull(notes), ...(source ? { source } : {}) }
}

/**
 * The payload's orderText (2-checkout.md §3): each line after its menu discount, then the total. The
 * WhatsApp message is not this: it is built from the order's answer (domain/whatsapp.ts).
 */
export function orderText(input: OrderPayloadInput, money: MoneyFormat): string {
  return [
    ...input.items.map((item, i) => {
      const total = item.price * item.quantity - (input.pricing.lineDiscounts[i] ?? 0)
      return `${item.quantity} x ${item.name} ${formatMoney(total, money)}`
    }),
    `Total: ${formatMoney(input.totals.total, money)}`,
  ].join('\n')
}

/** POST /api/order (2-checkout.md §3 'Order payload'); the server recomputes every figure. */
export function buildOrderPayload(input: OrderPayloadInput, money: MoneyFormat): OrderCreate {
  const { totals, pricing } = input
  const general: OrderCreate['discounts'] = pricing.discountLines.map((line) => ({
    name: line.name,
    type: line.type,
    value: line.value,
    amount: line.amount,
    discountReferenceId: line.referenceId,
    ...(line.externalBenefitType ? { externalBenefitType: line.externalBenefitType } : {}),
  }))
  const discounts: OrderCreate['discounts'] = input.code
    ? [
        ...general,
        input.code.externalBenefitType
          ? {
              name: input.code.code,
              type: input.code.type,
              value: input.code.value,
              amount: totals.codeDiscount,
              discountReferenceId: input.code.id,
              externalBenefitType: input.code.externalBenefitType,
            }
          : {
              name: input.code.code,
              type: 'CODE',
              amount: totals.codeDiscount,
              discountReferenceId: input.code.id,
              code: input.code.code,
            },
      ]
    : general
  const surcharges: OrderCreate['surcharges'] = pricing.surchargeLines.map((line) => ({
    name: line.name,
    type: line.type,
    value: line.value,
    amount: line.amount,
    surchargeReferenceId: line.referenceId,
  }))
  return {
    orderText: orderText(input, money),
    items: input.items.map((item, i) =>
      contractItem(item, pricing.lineDiscounts[i] ?? 0, input.menuDiscounts),
    ),
    type: input.type,
    price: totals.price,
    userServiceFee: totals.userServiceFee,
    paymentType: input.paymentTypeId,
    branchContact: input.branchContactId,
    source: 'DIRECT',
    tableUid: input.type === 'TABLE' ? orNull(input.tableNumber) : null,
    destination:
      input.type === 'DELIVERY' && input.address
        ? {
            fullAddress: input.address.fullAddress,
            street: input.address.street,
            city: input.address.city,
            locality: input.address.locality,
            lat: input.address.lat,
            lng: input.address.lng,
            betweenStreets: orNull(input.address.betweenStreets),
            details: orNull(input.address.details),
          }
        : null,
    phone: input.phone,
    customerName: orNull(input.customerName),
    optIn: input.optIn,
    installedApp: false,
    discounts,
    surcharges,
    notes: orNull(input.notes),
    deliveryFee: totals.deliveryFee,
    paysWith: input.paymentMethod === 'CASH' ? input.paysWith : null,
    orderModeId: input.orderModeId,
    scheduled: input.scheduledAt !== null,
    scheduledAt: input.scheduledAt,
    customerEmail: orNull(input.customerEmail),
    loyaltyInfo: input.loyaltyPoints > 0 ? { redeemedPoints: input.loyaltyPoints } : null,
    minDelayInMinutes: input.minDelayInMinutes,
    maxDelayInMinutes: input.maxDelayInMinutes,
    document: orNull(cleanDocument(input.customerDocument)),
    paymentInfo: { status: 'PENDING', amount: totals.total },
  }
}

/**
 * The Idempotency-Key of an order: one per page visit and body, so a press repeated after a lost answer
 * is the same order, and a changed cart is a new one.
 */
export function idempotencyKeyOf(visit: string, order: OrderCreate): string {
  const text = JSON.stringify(order)
  // FNV-1a, twice with different offsets: enough to tell bodies of one visit apart.
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193) >>> 0
    b = Math.imul(b ^ c, 0x811c9dc5) >>> 0
  }
  return `${visit}-${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`
}
