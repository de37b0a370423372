import { defineModel } from './graph/model'
import { type FetchedOrder, type FollowUpOrder, orderFollowUpMachine } from './order-follow-up.machine'

const ORDERED_AT = '2025-05-10T20:00:00.000Z'
const HOUR = 3_600_000
export const hoursAfterOrder = (hours: number) =>
  new Date(Date.parse(ORDERED_AT) + hours * HOUR).toISOString()

export const unpaidCardOrder: FollowUpOrder = {
  id: 501,
  code: 'PD-1001',
  status: 'GENERATED',
  type: 'DELIVERY',
  paymentMethod: 'ONLINE_CARD',
  paymentStatus: 'PENDING',
  orderedAt: ORDERED_AT,
  scheduled: false,
  scheduledAt: null,
  errorType: null,
  contactAcceptsOnlinePayment: true,
  branchContactId: 1,
  total: 20700,
}

const fetched = (over: Partial<FollowUpOrder>, hours: number): FetchedOrder => ({
  order: { ...unpaidCardOrder, ...over },
  now: hoursAfterOrder(hours),
})

export const samples = {
  payNow: fetched({}, 1),
  payExpired: fetched({}, 49),
  paid: fetched({ status: 'ACCEPTED', paymentStatus: 'PAID' }, 1),
  /** the replay's usual order: cash, nothing to pay here */
  cash: fetched({ paymentMethod: 'CASH' }, 1),
  linkPayNow: fetched({ paymentMethod: 'PAYMENT_LINK' }, 1),
  processing: fetched({ paymentStatus: 'PROCESSING' }, 1),
}

export const readyCard = {
  providerReady: true,
  cardName: 'Ana Pérez',
  cardDocument: '30.123.456',
  paymentMethodId: 'visa' as const,
}

export const orderFollowUpModel = defineModel({
  name: 'order-follow-up',
  description:
    "Order follow-up: loading, order-error screen or the order; refresh on a live change, on visibility, 5 s after a payment update (the provider return is one); 'Pagar pedido' inside the window opens the card provider for a card order or a fresh link for a payment-link order.",
  machine: orderFollowUpMachine,
  input: { alias: 'pizzeria-demo-palermo', orderCode: 'PD-1001' },
  events: [
    { type: 'xstate.done.actor.fetchOrder', output: samples.payNow },
    { type: 'xstate.done.actor.fetchOrder', output: samples.payExpired },
    { type: 'xstate.done.actor.fetchOrder', output: samples.cash },
    { type: 'xstate.done.actor.fetchOrder', output: samples.linkPayNow },
    { type: 'xstate.done.actor.fetchOrder', output: samples.processing },
    { type: 'xstate.error.actor.fetchOrder', error: { status: 404 } },
    { type: 'xstate.done.actor.refreshOrder', output: samples.cash },
    { type: 'xstate.done.actor.refreshOrder', output: samples.paid },
    { type: 'xstate.error.actor.refreshOrder', error: { status: 500 } },
    { type: 'order.payRequested', card: readyCard },
    { type: 'order.payRequested', card: { ...readyCard, cardName: '' } },
    { type: 'xstate.done.actor.createPaymentUrl', output: { url: '/pago-sandbox/ws_1' } },
    { type: 'xstate.error.actor.createPaymentUrl', error: { status: 409 } },
    { type: 'xstate.done.actor.createCardToken', output: { token: 'tok_1', paymentMethodId: 'visa' } },
    { type: 'xstate.error.actor.createCardToken', error: { message: 'invalid card' } },
    { type: 'xstate.error.actor.sendCardPayment', error: { status: 402 } },
    { type: 'order.changed' },
  ],
})
