import { type CheckoutDraft, deliveryAvailabilityOf } from '../../../../domain/checkout-validation'
import type { CodeDiscount } from '../../../../domain/discount-code'
import type { MoneyFormat } from '../../../../domain/money'
import type { OrderModeType, PaymentMethod, PaymentUpload } from '../../../../domain/order-mode'
import type { OrderPricing } from '../../../../domain/order-pricing'
import { type PhoneCountry, toE164 } from '../../../../domain/phone'
import type { CheckoutContext, CheckoutRequest } from '../../../../machines/checkout.machine'
import type { OrderCreate } from '../api/checkout-api'
import { buildOrderPayload } from './order-payload'

export interface CheckoutRequestInput {
  context: CheckoutContext
  pricing: OrderPricing
  mode: { type: OrderModeType; minDelayInMinutes?: number | null; maxDelayInMinutes?: number | null }
  branchContactId: number
  paymentMethod: PaymentMethod | null
  paymentUpload: PaymentUpload
  phone: { phone: string; country: PhoneCountry; optIn: boolean }
  schedule: { loading: boolean; canOrderNow: boolean; scheduled: boolean; scheduledAt: string | null }
  /** the code that counts, if any */
  code: Pick<CodeDiscount, 'code' | 'id' | 'type' | 'value' | 'externalBenefitType'> | null
  /** at a table or a kiosk: phone and name optional, cash paid exactly at the counter */
  onSite: boolean
  paysAtCounter: boolean
  mandatoryEmail: boolean
  betweenStreetsRequired: boolean
  consoleActive: boolean
  kiosk: boolean
  /** what of the link narrowed the modes offered (allowedOM, a kiosk), so the server offers the same */
  link: Pick<OrderCreate, 'allowedOM' | 'kiosk'>
  money: MoneyFormat
}

/** What one press of 'Realizar pedido' hands the checkout: the submit checks' draft and the order body. */
export function checkoutRequest(input: CheckoutRequestInput): CheckoutRequest {
  const { context, pricing, phone, schedule } = input
  const { form, address, quote } = context
  const { totals } = pricing
  const paysWith = input.paysAtCounter
    ? totals.total
    : form.paysWith.trim() === ''
      ? null
      : Number(form.paysWith)
  const isDelivery = input.mode.type === 'DELIVERY'
  const draft: CheckoutDraft = {
    phone: phone.phone,
    phoneCountry: phone.country,
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerDocument: form.customerDocument,
    tableNumber: form.tableNumber,
    orderModeType: input.mode.type,
    paymentMethod: input.paymentMethod,
    paymentAmount: paysWith,
    itemsSubtotal: totals.itemsSubtotal,
    total: totals.total,
    required: { phone: !input.onSite, name: !input.onSite, email: input.mandatoryEmail },
    delivery: isDelivery
      ? {
          fullAddress: address?.fullAddress ?? '',
          betweenStreets: address?.betweenStreets ?? '',
          betweenStreetsRequired: input.betweenStreetsRequired,
          minimum: quote?.minimumOrderAmount ?? null,
          availability: quote ? deliveryAvailabilityOf(quote) : 'computing',
          cashRidersAvailable: quote?.cashRidersAvailable ?? quote?.cashAllowed ?? true,
        }
      : null,
    // the checkout machine reads the card child for these
    cardComplete: false,
    schedule,
  }
  const payload = {
    items: context.items,
    type: input.mode.type,
    orderModeId: context.orderModeId,
    branchContactId: input.branchContactId,
    paymentTypeId: context.paymentTypeId ?? 0,
    paymentMethod: input.paymentMethod ?? 'CASH',
    totals,
    pricing,
    menuDiscounts: context.figures?.menuDiscounts ?? [],
    phone: toE164(phone.phone, phone.country) ?? null,
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    customerDocument: form.customerDocument,
    tableNumber: form.tableNumber,
    notes: form.notes,
    optIn: phone.optIn,
    // at the counter the diner pays the exact total: no change to prepare
    paysWith,
    address: isDelivery ? address : null,
    scheduledAt: schedule.scheduled ? schedule.scheduledAt : null,
    code: input.code,
    loyaltyPoints: context.loyaltyPoints,
    minDelayInMinutes: quote?.minDelayInMinutes ?? input.mode.minDelayInMinutes ?? null,
    maxDelayInMinutes: quote?.maxDelayInMinutes ?? input.mode.maxDelayInMinutes ?? null,
  }
  return {
    draft,
    order: { ...buildOrderPayload(payload, input.money), ...input.link },
    paymentUpload: input.paymentUpload,
    consoleActive: input.consoleActive,
    kiosk: input.kiosk,
  }
}
