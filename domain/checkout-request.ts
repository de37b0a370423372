import type { CartItem } from './cart'
import { type CheckoutDraft, type DeliveryQuote, deliveryAvailabilityOf } from './checkout-validation'
import type { MenuDiscountRule } from './menu-discount'
import type { MoneyFormat } from './money'
import type { OrderModeType, PaymentMethod, PaymentUpload } from './order-mode'
import { buildOrderPayload, type CheckoutAddress, type OrderCode, type OrderCreate } from './order-payload'
import type { OrderPricing } from './order-pricing'
import { type PhoneCountry, toE164 } from './phone'

/** The form's own fields (2-checkout.md §3 "Checkout form state"). */
export interface CheckoutForm {
  customerName: string
  customerEmail: string
  customerDocument: string
  tableNumber: string
  notes: string
  /** '¿Con cuánto abonas?', as typed */
  paysWith: string
}

/** The current mode as the order carries it: its kind and the delays the local promises for it. */
export interface CheckoutModeFacts {
  type: OrderModeType
  minDelayInMinutes: number | null
  maxDelayInMinutes: number | null
}

/** What the page knows and the order needs, handed to the checkout once when it starts. */
export interface CheckoutPageFacts {
  /** at a table or a kiosk: phone and name optional, cash paid exactly at the counter */
  onSite: boolean
  mandatoryEmail: boolean
  betweenStreetsRequired: boolean
  /** the local receives orders in the orders console, else by WhatsApp */
  consoleActive: boolean
  kiosk: boolean
  /** what of the link narrowed the modes offered (allowedOM, a kiosk), so the server offers the same */
  link: Pick<OrderCreate, 'allowedOM' | 'kiosk'>
  money: MoneyFormat
}

/** The phone field as its child holds it. */
export interface CheckoutPhoneFacts {
  phone: string
  country: PhoneCountry
  optIn: boolean
}

/** The schedule section as its child holds it. */
export interface CheckoutScheduleFacts {
  loading: boolean
  canOrderNow: boolean
  scheduled: boolean
  scheduledAt: string | null
}

/** Everything one press of 'Realizar pedido' reads: the checkout's context and what its children hold. */
export interface CheckoutRequestInput {
  items: readonly CartItem[]
  orderModeId: number
  mode: CheckoutModeFacts
  branchContactId: number
  paymentTypeId: number | null
  /** the chosen payment's method as the local offers it (a bank redirect is not one the app knows) */
  paymentMethod: string | null
  paymentUpload: PaymentUpload
  form: CheckoutForm
  address: CheckoutAddress | null
  quote: DeliveryQuote | null
  menuDiscounts: readonly MenuDiscountRule[]
  pricing: OrderPricing
  phone: CheckoutPhoneFacts
  schedule: CheckoutScheduleFacts
  /** the code that counts, if any */
  code: OrderCode | null
  loyaltyPoints: number
  page: CheckoutPageFacts
}

/** What one press of 'Realizar pedido' hands the submission: the submit checks' draft and the order body. */
export interface CheckoutRequest {
  draft: CheckoutDraft
  order: OrderCreate
  paymentUpload: PaymentUpload
  consoleActive: boolean
  kiosk: boolean
}

/** At a table or a self-service kiosk the diner pays at the counter: the exact total, nothing to type. */
export const paysAtCounter = (onSite: boolean, type: OrderModeType) =>
  onSite && (type === 'TABLE' || type === 'SELF_SERVICE')

/**
 * The draft's method: one the app knows, or the local's own (a bank redirect), which the checks read as
 * no cash and no card, as before.
 */
const draftMethod = (method: string | null) => method as PaymentMethod | null

function draftOf(input: CheckoutRequestInput, paysWith: number | null): CheckoutDraft {
  const { form, address, quote, phone, page, pricing } = input
  return {
    phone: phone.phone,
    phoneCountry: phone.country,
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerDocument: form.customerDocument,
    tableNumber: form.tableNumber,
    orderModeType: input.mode.type,
    paymentMethod: draftMethod(input.paymentMethod),
    paymentAmount: paysWith,
    itemsSubtotal: pricing.totals.itemsSubtotal,
    total: pricing.totals.total,
    required: { phone: !page.onSite, name: !page.onSite, email: page.mandatoryEmail },
    delivery:
      input.mode.type === 'DELIVERY'
        ? {
            fullAddress: address?.fullAddress ?? '',
            betweenStreets: address?.betweenStreets ?? '',
            betweenStreetsRequired: page.betweenStreetsRequired,
            minimum: quote?.minimumOrderAmount ?? null,
            availability: quote ? deliveryAvailabilityOf(quote) : 'computing',
            cashRidersAvailable: quote?.cashRidersAvailable ?? quote?.cashAllowed ?? true,
          }
        : null,
    // the checkout machine reads the card child for this
    cardComplete: false,
    schedule: input.schedule,
  }
}

/** The submit checks' draft and the POST /api/order body of one press of 'Realizar pedido'. */
export function checkoutRequest(input: CheckoutRequestInput): CheckoutRequest {
  const { form, quote, phone, page, pricing } = input
  const { totals } = pricing
  // at the counter the diner pays the exact total: no change to prepare
  const paysWith = paysAtCounter(page.onSite, input.mode.type)
    ? totals.total
    : form.paysWith.trim() === ''
      ? null
      : Number(form.paysWith)
  const payload = {
    items: input.items,
    type: input.mode.type,
    orderModeId: input.orderModeId,
    branchContactId: input.branchContactId,
    paymentTypeId: input.paymentTypeId ?? 0,
    paymentMethod: input.paymentMethod ?? 'CASH',
    totals,
    pricing,
    menuDiscounts: input.menuDiscounts,
    phone: toE164(phone.phone, phone.country) ?? null,
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerDocument: form.customerDocument,
    tableNumber: form.tableNumber,
    notes: form.notes,
    optIn: phone.optIn,
    paysWith,
    address: input.mode.type === 'DELIVERY' ? input.address : null,
    scheduledAt: input.schedule.scheduled ? input.schedule.scheduledAt : null,
    code: input.code,
    loyaltyPoints: input.loyaltyPoints,
    minDelayInMinutes: quote?.minDelayInMinutes ?? input.mode.minDelayInMinutes,
    maxDelayInMinutes: quote?.maxDelayInMinutes ?? input.mode.maxDelayInMinutes,
  }
  return {
    draft: draftOf(input, paysWith),
    order: { ...buildOrderPayload(payload, page.money), ...page.link },
    paymentUpload: input.paymentUpload,
    consoleActive: page.consoleActive,
    kiosk: page.kiosk,
  }
}
