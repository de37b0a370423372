import { message } from '../../../domain/message'
import type { Check, Target, UiMap } from '../ui-map'

const heading = { role: 'heading', name: 'Pedido', prefix: true } as const
const payButton = { role: 'button', name: message('order.payNow') } as const
const cardHeading = { role: 'heading', name: message('payment.payCardHeading') } as const
const number = { label: message('payment.cardNumber') }
const expiry = { label: message('payment.cardExpiry') }
const code = { label: message('payment.cardSecurityCode') }
const holder = { role: 'textbox', name: message('checkout.cardNameLabel') } as const
const document = { role: 'textbox', name: message('checkout.cardDocumentLabel') } as const
// 'Pagar $ 11.600': the card form's own button ('Pagar pedido' is gone while the form is open)
const payConfirm = { role: 'button', name: 'Pagar $', prefix: true } as const
const cancel = { role: 'button', name: message('common.cancel') } as const
const text = (key: string): Target => ({ text: message(key) })
const FOLLOW_UP = '/menu/pizzeria-demo-palermo/order/{orderCode}'

const SCREEN_ONLY_LOG =
  'it leaves the screen as it was (the machine only logs it), so a screen replay has nothing to check after it'
const ONLINE_ORDERS_STAY_UNPAID =
  "a re-read of an online order nobody paid reads it unpaid again, where the model's re-read after a payment update is the paid order: the card payment made on the page is the path there"

const online = (reason: string) => [
  { context: { order: { paymentMethod: 'ONLINE_CARD' } }, reason },
  { context: { order: { paymentMethod: 'PAYMENT_LINK' } }, reason },
]
const notPayable = (reason: string) =>
  (['none', 'expired', 'processing'] as const).map((prompt) => ({
    context: { paymentPrompt: prompt },
    reason,
  }))

/** The card fields of the sandbox filled with its approving Visa; the holder's name as given. */
const fillCard = (name: string) => [
  { fill: number, with: '4509 9535 6623 3704' },
  { fill: expiry, with: '12/30' },
  { fill: code, with: '123' },
  { fill: holder, with: name },
  { fill: document, with: '30123456' },
  { tap: payConfirm },
]

// What the page says about paying, from the order it last read. A payment just made (its update awaited, or
// being read again) is already read by the real page, which the live channel told at once: skipped there.
const paymentChecks: Check = {
  unlessIn: 'paymentUpdated',
  checks: [
    {
      unlessIn: 'refreshing',
      checks: [
        {
          when: { context: 'paymentPrompt' },
          is: 'pay',
          checks: [{ see: text('order.payPending') }],
          otherwise: [{ gone: text('order.payPending') }],
        },
        {
          when: { context: 'paymentPrompt' },
          is: 'expired',
          checks: [{ see: text('order.payExpired') }, { gone: payButton }],
          otherwise: [{ gone: text('order.payExpired') }],
        },
        {
          when: { context: 'paymentPrompt' },
          is: 'processing',
          checks: [{ see: text('payment.payProcessing') }, { gone: payButton }],
          otherwise: [{ gone: text('payment.payProcessing') }],
        },
        { when: { context: 'paymentPrompt' }, is: 'none', checks: [{ gone: payButton }] },
        {
          when: { context: 'paymentOutcome' },
          is: 'approved',
          checks: [{ see: text('payment.payApproved') }],
          otherwise: [{ gone: text('payment.payApproved') }],
        },
      ],
    },
  ],
}

/**
 * The diner's follow-up of an order of its own, placed through the API for each path as the path's first
 * read says (tests/e2e/ui-paths-delivery.test.ts): paid cash, by card or by payment link and unpaid, or
 * (shared, read only) a card order past the pay window or with its payment under way. The page reads it for
 * real; staff moving a cash order on through the console's API reach the page on its live channel. 'Pagar
 * pedido' pays a card order with the sandbox's card (its token and payment held, let through or answered
 * as refused), and sends a payment-link order to the sandbox's page, from where the diner comes back.
 */
export const orderFollowUpMap: UiMap = {
  machine: 'order-follow-up',
  where: 'Seguimiento de un pedido recién hecho: en efectivo, o con tarjeta o link de pago sin pagar',
  url: FOLLOW_UP,
  held: {
    link: { name: 'el pedido de un link de pago', method: 'POST', path: '^/api/paymenturl$' },
    token: {
      name: 'el token de la tarjeta',
      method: 'POST',
      path: '^/api/payments/sandbox/card-tokens$',
    },
    payment: { name: 'el pago con tarjeta', method: 'POST', path: '^/api/order/payment$' },
  },
  // a refused card or link is a toast
  notices: true,
  events: [
    { event: 'xstate.done.actor.fetchOrder', cause: [{ happens: 'Espera a que la página lea el pedido' }] },
    {
      event: 'xstate.error.actor.fetchOrder',
      unreachable:
        "the replay opens an order that exists; a code that does not is tests/e2e/follow-up-survey.test.ts's 'say so on the follow-up (with a retry)'",
    },
    // the page reads the order again after a change; the read is the real server's
    {
      event: 'xstate.done.actor.refreshOrder',
      match: { output: { order: { paymentMethod: 'CASH' } } },
      cause: [{ happens: 'Espera a que la página vuelva a leer el pedido' }],
      unreachableIf: online('a re-read of an online order is not a cash order'),
    },
    {
      event: 'xstate.done.actor.refreshOrder',
      match: { output: { order: { paymentStatus: 'PAID' } } },
      cause: [{ happens: 'Espera a que la página vuelva a leer el pedido, ya pagado' }],
      unreachableIf: [
        { context: { order: { paymentMethod: 'CASH' } }, reason: 'the cash order is read again unpaid' },
        { context: { outcomeAwaited: false }, reason: ONLINE_ORDERS_STAY_UNPAID },
      ],
    },
    { event: 'xstate.error.actor.refreshOrder', unreachable: `a failed re-read: ${SCREEN_ONLY_LOG}` },
    {
      event: 'order.changed',
      cause: [{ server: 'staffAdvancesOrder', says: 'En la consola, el local avanza el pedido un paso' }],
      unreachableWhen: [
        {
          in: 'order-follow-up.loaded.refreshing',
          reason:
            'a change in the middle of a real re-read cannot be timed by a person, and the second read shows the same screen',
        },
      ],
      unreachableIf: online(
        "the replay's staff move its cash orders; an online order's change on this page is its payment",
      ),
    },
    { event: 'page.visible', cause: [{ tabReturn: true }] },
    {
      event: 'xstate.after.refreshAfterUpdate.order-follow-up.loaded.waitingToRefresh',
      cause: [{ happens: 'Espera 5 s: la página vuelve a leer el pedido' }],
    },
    { event: 'order.retried', unreachable: 'only on the order-error screen (see fetchOrder error)' },
    // the provider's return (refreshAfterUpdate=true) opens the page again
    {
      event: 'order.paymentUpdated',
      cause: [{ open: `${FOLLOW_UP}?refreshAfterUpdate=true` }],
      unreachableIf: online(ONLINE_ORDERS_STAY_UNPAID),
    },
    {
      event: 'order.payOpened',
      cause: [{ tap: payButton }],
      unreachableIf: notPayable("'Pagar pedido' shows only on the pay prompt"),
    },
    { event: 'order.payCanceled', cause: [{ tap: cancel }] },
    {
      event: 'order.payRequested',
      match: { card: { cardName: '' } },
      cause: fillCard(''),
      shows: [{ see: text('checkout.fieldIncomplete') }],
    },
    { event: 'order.payRequested', cause: fillCard('Ana Pérez') },
    { event: 'xstate.done.actor.createCardToken', cause: [{ release: 'token' }] },
    {
      event: 'xstate.error.actor.createCardToken',
      cause: [{ answer: 'token', status: 422, title: 'Unprocessable Entity' }],
    },
    // the sandbox approves the Visa for real; a refusal is the replay's answer
    { event: 'xstate.done.actor.sendCardPayment', cause: [{ release: 'payment' }] },
    {
      event: 'xstate.error.actor.sendCardPayment',
      cause: [{ answer: 'payment', status: 402, title: 'Payment Required' }],
    },
    {
      event: 'xstate.done.actor.createPaymentUrl',
      cause: [
        { release: 'link' },
        { lands: '^/pago-sandbox/', says: 'La página abre el pago del proveedor (sandbox)' },
        { open: FOLLOW_UP },
      ],
    },
    {
      event: 'xstate.error.actor.createPaymentUrl',
      cause: [{ answer: 'link', status: 409, title: 'Conflict' }],
    },
  ],
  states: {
    'order-follow-up': [],
    // the real read passes before a person could look
    'order-follow-up.loading': [],
    'order-follow-up.failed': { unreachable: 'the replay opens an order that exists (see fetchOrder error)' },
    'order-follow-up.loaded': [
      { see: heading },
      { see: { role: 'region', name: message('order.status') } },
      { gone: text('order.loadFailed') },
      paymentChecks,
    ],
    'order-follow-up.loaded.idle': [
      { when: { context: 'paymentPrompt' }, is: 'pay', checks: [{ see: payButton }] },
      { gone: cardHeading },
    ],
    // the real page has usually read the paid order already (its live channel)
    'order-follow-up.loaded.waitingToRefresh': [{ gone: cardHeading }],
    // a re-read keeps the order on screen while it is read
    'order-follow-up.loaded.refreshing': [],
    'order-follow-up.loaded.requestingLink': [{ see: payButton }],
    'order-follow-up.loaded.payingByCard': [{ see: cardHeading }, { gone: payButton }],
    'order-follow-up.loaded.payingByCard.entering': [{ see: number }, { see: payConfirm }, { see: cancel }],
    'order-follow-up.loaded.payingByCard.creatingToken': [{ see: number }],
    'order-follow-up.loaded.payingByCard.sendingPayment': [{ see: number }],
  },
}
