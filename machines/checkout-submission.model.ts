import type { CardSubmission } from '../domain/card'
import type { CheckoutDraft, DeliveryDraft } from '../domain/checkout-validation'
import {
  type CheckoutSubmissionInput,
  checkoutSubmissionMachine,
  type OrderPayload,
  type PlacedOrder,
  type SubmissionRequest,
} from './checkout-submission.machine'
import { defineModel } from './graph/model'

/** A large muzzarella delivered to Av. Santa Fe 3500 from Palermo, paid cash with $20.000. */
export const validDraft: CheckoutDraft = {
  phone: '11 2345-6789',
  phoneCountry: 'ar',
  customerName: 'Cliente Demo',
  customerEmail: '',
  customerDocument: '',
  tableNumber: '',
  orderModeType: 'DELIVERY',
  paymentMethod: 'CASH',
  paymentAmount: 20_000,
  itemsSubtotal: 13_500,
  total: 15_470,
  required: { phone: true, name: true, email: false },
  delivery: {
    fullAddress: 'Av. Santa Fe 3500',
    betweenStreets: '',
    betweenStreetsRequired: false,
    minimum: 8000,
    availability: 'available',
    cashRidersAvailable: true,
  },
  cardComplete: false,
  schedule: { loading: false, canOrderNow: true, scheduled: false, scheduledAt: null },
}

const delivery = (over: Partial<DeliveryDraft>): Partial<CheckoutDraft> => ({
  delivery: { ...(validDraft.delivery as DeliveryDraft), ...over },
})

/** One draft per submit check, failing that check alone (the toast QA should see). */
export const invalidDrafts: Record<string, Partial<CheckoutDraft>> = {
  phoneRequired: { phone: '' },
  phoneInvalid: { phone: '123' },
  nameRequired: { customerName: '' },
  tableRequired: { orderModeType: 'TABLE', delivery: null },
  emailRequired: { required: { phone: true, name: true, email: true } },
  emailInvalid: { customerEmail: 'cliente@demo' },
  documentInvalid: { customerDocument: '1.234' },
  cashAmountRequired: { paymentAmount: null },
  cashAmountTooLow: { paymentAmount: 15_000 },
  addressRequired: delivery({ fullAddress: '' }),
  betweenStreetsRequired: delivery({ betweenStreetsRequired: true }),
  minimumNotReached: { itemsSubtotal: 7000 },
  noRiders: delivery({ availability: 'noRiders' }),
  outsideArea: delivery({ availability: 'outsideArea' }),
  deliveryFeeComputing: delivery({ availability: 'computing' }),
  noCashRiders: delivery({ cashRidersAvailable: false }),
  cardFieldsRequired: { paymentMethod: 'ONLINE_CARD' },
  scheduleLoading: { schedule: { loading: true, canOrderNow: true, scheduled: false, scheduledAt: null } },
  scheduleRequired: { schedule: { loading: false, canOrderNow: false, scheduled: false, scheduledAt: null } },
}

/** An order body as the contract takes it; the submission only passes it on. */
export const sampleOrder = (type: OrderPayload['type'], paymentType: number): OrderPayload => ({
  optIn: true,
  items: [],
  type,
  price: 15_000,
  paymentType,
  branchContact: 1,
  orderModeId: 1,
})

const request = (
  over: Partial<SubmissionRequest>,
  draft: Partial<CheckoutDraft> = {},
): SubmissionRequest => ({
  draft: { ...validDraft, ...draft },
  order: sampleOrder('DELIVERY', 1),
  card: null,
  paymentUpload: 'APP',
  consoleActive: false,
  ...over,
})

export const requests = {
  cashByWhatsApp: request({}),
  linkInConsole: request(
    { consoleActive: true, paymentUpload: 'API', order: sampleOrder('TAKE_AWAY', 3) },
    { orderModeType: 'TAKE_AWAY', paymentMethod: 'PAYMENT_LINK', paymentAmount: null, delivery: null },
  ),
  cardInConsole: request(
    {
      consoleActive: true,
      order: sampleOrder('DELIVERY', 2),
      card: {
        providerReady: true,
        cardName: 'Ana Pérez',
        cardDocument: '30.123.456',
        paymentMethodId: 'visa',
      },
    },
    { paymentMethod: 'ONLINE_CARD', paymentAmount: null, cardComplete: true },
  ),
  cardOnKiosk: request(
    {
      consoleActive: true,
      kiosk: true,
      order: sampleOrder('SELF_SERVICE', 2),
      card: {
        providerReady: true,
        cardName: 'Cliente Kiosco',
        cardDocument: '30123456',
        paymentMethodId: 'visa',
      },
    },
    {
      orderModeType: 'SELF_SERVICE',
      paymentMethod: 'ONLINE_CARD',
      paymentAmount: null,
      cardComplete: true,
      required: { phone: false, name: false, email: false },
      delivery: null,
    },
  ),
}

/** Another card typed in after a rejection on the kiosk, complete, and one whose number is not readable. */
export const retriedCards = {
  ready: {
    providerReady: true,
    cardName: 'Cliente Kiosco',
    cardDocument: '30123456',
    paymentMethodId: 'master',
  },
  unreadable: {
    providerReady: true,
    cardName: 'Cliente Kiosco',
    cardDocument: '30123456',
    paymentMethodId: null,
  },
} satisfies Record<string, CardSubmission>

/** The order as the server answers it after creating it, read back for its WhatsApp message. */
export const placedOrder: PlacedOrder = {
  id: 501,
  code: 'PD-1001',
  type: 'DELIVERY',
  status: 'GENERATED',
  orderedAt: '2026-11-29T12:00:00.000Z',
  items: [{ id: 1, name: 'Pizza Muzzarella (Grande)', quantity: 1, accPrice: 13_500 }],
  itemsPrice: 13_500,
  total: 15_470,
}

export const submissionInput: CheckoutSubmissionInput = {
  alias: 'pizzeria-demo-palermo',
  branchContactId: 10,
  whatsAppPhone: '+5491140000001',
  invalidCustomRedirect: true,
}

export const checkoutSubmissionModel = defineModel({
  name: 'checkout-submission',
  description:
    'Order button: the submit checks (one toast), then create the order, payment link or card payment, WhatsApp or console, and the follow-up page; a second press meanwhile is ignored.',
  machine: checkoutSubmissionMachine,
  input: submissionInput,
  events: [
    ...Object.values(requests).map((r) => ({ type: 'checkout.submitted', request: r })),
    ...Object.values(invalidDrafts).map((draft) => ({
      type: 'checkout.submitted',
      request: request({}, draft),
    })),
    { type: 'xstate.done.actor.createOrder', output: { id: 501, code: 'PD-1001' } },
    { type: 'xstate.error.actor.createOrder', error: { status: 500 } },
    {
      type: 'xstate.error.actor.createOrder',
      error: { status: 409, errors: [{ type: 'DISCOUNT_EXPIRED' }] },
    },
    { type: 'xstate.done.actor.createPaymentUrl', output: { url: 'https://pagos.example/l/PD-1001' } },
    { type: 'xstate.error.actor.createPaymentUrl', error: { status: 502 } },
    { type: 'xstate.done.actor.createCardToken', output: { token: 'tok_1', paymentMethodId: 'visa' } },
    { type: 'xstate.error.actor.createCardToken', error: { message: 'invalid card' } },
    { type: 'xstate.error.actor.sendCardPayment', error: { status: 402 } },
    ...Object.values(retriedCards).map((card) => ({ type: 'checkout.paymentRetried', card })),
    { type: 'checkout.payAtCounterChosen' },
    { type: 'xstate.done.actor.fetchPlacedOrder', output: placedOrder },
    { type: 'xstate.error.actor.fetchPlacedOrder', error: { status: 503 } },
    { type: 'xstate.done.actor.changePaymentMethod' },
    { type: 'xstate.error.actor.changePaymentMethod', error: { status: 409 } },
  ],
})
