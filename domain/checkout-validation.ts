import { isCardPayment, isCashPayment } from './card'
import { type Message, message } from './message'
import type { OrderModeType, PaymentMethod } from './order-mode'
import { isValidPhone, type PhoneCountry } from './phone'
import { isBelowMinimum, roundMoney } from './totals'

export const DOCUMENT_MIN_LENGTH = 7
export const DOCUMENT_MAX_LENGTH = 11
/** An email this long or longer is refused whatever its shape. */
export const EMAIL_MAX_LENGTH = 100

/** The document input drops dots, commas, plus and minus signs (and spaces a paste may bring). */
export const cleanDocument = (raw: string) => raw.replace(/[.,+\-\s]/g, '')

export const isValidDocument = (raw: string) => {
  const length = cleanDocument(raw).length
  return length >= DOCUMENT_MIN_LENGTH && length <= DOCUMENT_MAX_LENGTH
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export const isValidEmail = (raw: string) => {
  const email = raw.trim()
  return email.length < EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email)
}

/** What the fee call said about delivering to the address ('failed' when the providers did not answer). */
export type DeliveryAvailability = 'computing' | 'available' | 'outsideArea' | 'noRiders' | 'failed'

/** The delivery options quoted for an address (GET /api/branch/{id}/deliveryzones/fee), as the checkout reads them. */
export interface DeliveryQuote {
  inZone: boolean
  ridersAvailable?: boolean
  cashRidersAvailable?: boolean
  cashAllowed?: boolean
  deliveryFee?: number
  cashDeliveryFee?: number | null
  freeDeliveryAmount?: number | null
  minimumOrderAmount?: number
  minDelayInMinutes?: number
  maxDelayInMinutes?: number
}

/** Outside the zone, or inside with no rider: the order is blocked with its label (2-checkout.md §4 Delivery). */
export const deliveryAvailabilityOf = (quote: DeliveryQuote): DeliveryAvailability =>
  !quote.inZone ? 'outsideArea' : quote.ridersAvailable === false ? 'noRiders' : 'available'

export interface DeliveryDraft {
  fullAddress: string
  betweenStreets: string
  betweenStreetsRequired: boolean
  /** minimum items subtotal, null when the zone has none */
  minimum: number | null
  availability: DeliveryAvailability
  /** some available rider takes cash */
  cashRidersAvailable: boolean
}

/** Everything the submit checks read, gathered by the checkout form. */
export interface CheckoutDraft {
  phone: string
  phoneCountry: PhoneCountry
  customerName: string
  customerEmail: string
  customerDocument: string
  tableNumber: string
  orderModeType: OrderModeType
  paymentMethod: PaymentMethod | null
  /** '¿Con cuánto abonas?': null when empty */
  paymentAmount: number | null
  itemsSubtotal: number
  total: number
  /** what the local forces: phone and name by its settings, email by mandatoryEmail */
  required: { phone: boolean; name: boolean; email: boolean }
  /** null outside delivery */
  delivery: DeliveryDraft | null
  /** the card provider is ready and its fields and the holder fields are complete */
  cardComplete: boolean
  schedule: { loading: boolean; canOrderNow: boolean; scheduled: boolean; scheduledAt: string | null }
}

interface Check {
  name: string
  fails: (draft: CheckoutDraft) => boolean
  message: (draft: CheckoutDraft) => Message
}

const blank = (text: string) => text.trim() === ''
const deliveryOf = (d: CheckoutDraft) => (d.orderModeType === 'DELIVERY' ? d.delivery : null)
const hasAddress = (d: CheckoutDraft) => !blank(deliveryOf(d)?.fullAddress ?? '')
const availabilityIs = (d: CheckoutDraft, ...states: DeliveryAvailability[]) =>
  hasAddress(d) && states.includes(deliveryOf(d)?.availability ?? 'computing')
const fixed = (key: string) => () => message(key)

/**
 * The checks of 2-checkout.md §5 in the order the spec lists them. The spec says later checks override
 * earlier ones, so the toast shows the LAST failing check of this list: the conditions that block the
 * order whatever the diner types (schedule, card, delivery) come before a typo in their data.
 * Availability checks need an address to be about.
 */
export const CHECKOUT_CHECKS: readonly Check[] = [
  {
    name: 'phoneRequired',
    fails: (d) => d.required.phone && blank(d.phone),
    message: fixed('checkout.phoneRequired'),
  },
  {
    name: 'phoneInvalid',
    fails: (d) => !blank(d.phone) && !isValidPhone(d.phone, d.phoneCountry),
    message: fixed('checkout.phoneInvalid'),
  },
  {
    name: 'nameRequired',
    fails: (d) => d.required.name && blank(d.customerName),
    message: fixed('checkout.nameRequired'),
  },
  {
    name: 'tableRequired',
    fails: (d) => d.orderModeType === 'TABLE' && blank(d.tableNumber),
    message: fixed('checkout.tableRequired'),
  },
  {
    name: 'emailRequired',
    fails: (d) => d.required.email && blank(d.customerEmail),
    message: fixed('checkout.emailRequired'),
  },
  {
    name: 'emailInvalid',
    fails: (d) => !blank(d.customerEmail) && !isValidEmail(d.customerEmail),
    message: fixed('checkout.emailInvalid'),
  },
  {
    name: 'documentInvalid',
    fails: (d) => !blank(cleanDocument(d.customerDocument)) && !isValidDocument(d.customerDocument),
    message: fixed('checkout.documentInvalid'),
  },
  {
    name: 'cashAmountRequired',
    fails: (d) =>
      isCashPayment(d.paymentMethod) && (d.paymentAmount === null || !Number.isFinite(d.paymentAmount)),
    message: fixed('checkout.cashAmountRequired'),
  },
  {
    name: 'cashAmountTooLow',
    fails: (d) =>
      isCashPayment(d.paymentMethod) &&
      d.paymentAmount !== null &&
      Number.isFinite(d.paymentAmount) &&
      d.paymentAmount < d.total,
    message: fixed('checkout.cashAmountTooLow'),
  },
  {
    name: 'addressRequired',
    fails: (d) => d.orderModeType === 'DELIVERY' && !hasAddress(d),
    message: fixed('checkout.addressRequired'),
  },
  {
    name: 'betweenStreetsRequired',
    fails: (d) => {
      const delivery = deliveryOf(d)
      return !!delivery?.betweenStreetsRequired && blank(delivery.betweenStreets)
    },
    message: fixed('checkout.betweenStreetsRequired'),
  },
  {
    name: 'minimumNotReached',
    fails: (d) => isBelowMinimum(d.itemsSubtotal, deliveryOf(d)?.minimum),
    message: (d) =>
      message('checkout.minimumNotReached', { minimum: { money: roundMoney(deliveryOf(d)?.minimum ?? 0) } }),
  },
  {
    name: 'noRiders',
    fails: (d) => availabilityIs(d, 'noRiders', 'failed'),
    message: fixed('checkout.noRiders'),
  },
  {
    name: 'outsideArea',
    fails: (d) => availabilityIs(d, 'outsideArea'),
    message: fixed('checkout.outsideArea'),
  },
  {
    name: 'deliveryFeeComputing',
    fails: (d) => availabilityIs(d, 'computing'),
    message: fixed('checkout.deliveryFeeComputing'),
  },
  {
    name: 'noCashRiders',
    fails: (d) =>
      availabilityIs(d, 'available') && isCashPayment(d.paymentMethod) && !deliveryOf(d)?.cashRidersAvailable,
    message: fixed('checkout.noCashRiders'),
  },
  {
    name: 'cardFieldsRequired',
    fails: (d) => isCardPayment(d.paymentMethod) && !d.cardComplete,
    message: fixed('checkout.cardFieldsRequired'),
  },
  {
    name: 'scheduleLoading',
    fails: (d) => d.schedule.loading,
    message: fixed('checkout.scheduleLoading'),
  },
  {
    name: 'scheduleRequired',
    fails: (d) =>
      !d.schedule.loading && (!d.schedule.canOrderNow || d.schedule.scheduled) && !d.schedule.scheduledAt,
    message: fixed('checkout.scheduleRequired'),
  },
]

/** The names of every failing check, in list order (for marking fields). */
export const failingChecks = (draft: CheckoutDraft) =>
  CHECKOUT_CHECKS.filter((check) => check.fails(draft)).map((check) => check.name)

/** The one toast a submit shows: the last failing check of CHECKOUT_CHECKS, or null when the draft may go. */
export function validateCheckout(draft: CheckoutDraft): Message | null {
  for (let i = CHECKOUT_CHECKS.length - 1; i >= 0; i--) {
    const check = CHECKOUT_CHECKS[i] as Check
    if (check.fails(draft)) return check.message(draft)
  }
  return null
}
