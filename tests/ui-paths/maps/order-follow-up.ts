import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const heading = { role: 'heading', name: 'Pedido', prefix: true } as const

const SCREEN_ONLY_LOG =
  'it leaves the screen as it was (the machine only logs it), so a screen replay has nothing to check after it'

/**
 * The diner's follow-up of an order of its own (placed through the API for each path, paid cash): the
 * page reads it for real, and staff moving it on through the console's API reach the page on its live
 * channel.
 */
export const orderFollowUpMap: UiMap = {
  machine: 'order-follow-up',
  where: 'Seguimiento de un pedido a domicilio recién hecho, pagado en efectivo',
  url: '/menu/pizzeria-demo-palermo/order/{orderCode}',
  events: [
    {
      event: 'xstate.done.actor.fetchOrder',
      match: { output: { order: { paymentStatus: 'PAID' } } },
      cause: [{ happens: 'Espera a que la página lea el pedido' }],
    },
    {
      event: 'xstate.done.actor.fetchOrder',
      match: { output: { order: { paymentStatus: 'PENDING' } } },
      unreachable:
        'the pay prompt and its expiry need an unpaid ONLINE_CARD order, which only the card provider can place; the replay follows cash orders (domain paymentPromptOf is unit-tested)',
    },
    {
      event: 'xstate.error.actor.fetchOrder',
      unreachable:
        "the replay opens an order that exists; a code that does not is tests/e2e/follow-up-survey.test.ts's 'say so on the follow-up (with a retry)'",
    },
    // the page reads the order again after a change; the read is the real server's
    {
      event: 'xstate.done.actor.refreshOrder',
      cause: [{ happens: 'Espera a que la página vuelva a leer el pedido' }],
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
    },
    {
      event: 'page.visible',
      cause: [{ tabReturn: true }],
      unreachableWhen: [
        {
          in: 'order-follow-up.loaded.waitingToRefresh',
          reason: 'the page never waits to refresh here (see order.paymentUpdated)',
        },
      ],
    },
    {
      event: 'xstate.after.refreshAfterUpdate.order-follow-up.loaded.waitingToRefresh',
      unreachable: 'the page never waits to refresh here (see order.paymentUpdated)',
    },
    { event: 'order.retried', unreachable: 'only on the order-error screen (see fetchOrder error)' },
    {
      event: 'order.refreshRequested',
      unreachable: 'nothing on the follow-up sends it: the page re-reads on changes and visibility only',
    },
    {
      event: 'order.paymentUpdated',
      unreachable:
        "sent only as the page opens with ?refreshAfterUpdate=true (the card provider's return); tests/e2e/follow-up-survey.test.ts opens it so",
    },
    {
      event: 'order.payRequested',
      unreachable:
        "the follow-up shows the pay prompt as a label only: no card form nor 'Pagar pedido' button sends it (noted in the report)",
    },
    { event: 'xstate.done.actor.createCardToken', unreachable: 'no payment starts (see order.payRequested)' },
    {
      event: 'xstate.error.actor.createCardToken',
      unreachable: 'no payment starts (see order.payRequested)',
    },
    { event: 'xstate.done.actor.sendCardPayment', unreachable: 'no payment starts (see order.payRequested)' },
    {
      event: 'xstate.error.actor.sendCardPayment',
      unreachable: 'no payment starts (see order.payRequested)',
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
      { gone: { role: 'alert' } },
      // a cash order has nothing to pay here
      { gone: { text: message('order.payPending') } },
    ],
    'order-follow-up.loaded.idle': [],
    'order-follow-up.loaded.waitingToRefresh': {
      unreachable:
        'reached only after a payment update or a card payment (see order.paymentUpdated, payRequested)',
    },
    // a re-read keeps the order on screen while it is read
    'order-follow-up.loaded.refreshing': [],
    'order-follow-up.loaded.paying': { unreachable: 'no payment starts (see order.payRequested)' },
    'order-follow-up.loaded.paying.creatingToken': { unreachable: 'no payment starts' },
    'order-follow-up.loaded.paying.sendingPayment': { unreachable: 'no payment starts' },
  },
}
