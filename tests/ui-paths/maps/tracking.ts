import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const order = { role: 'region', name: 'Pedido', prefix: true } as const
const refresh = { role: 'button', name: message('tracking.refresh') } as const
const deliveryKey = { role: 'heading', name: message('tracking.deliveryCode') } as const

const LOGGED_ONLY =
  'the page only logs it (console.error) and keeps the last data on screen, so a screen replay has nothing to check after it, and the replay fails any page that logs an error'
const GIVES_UP =
  'the live channel says it is gone only after five failed reconnects in a row (1 + 2 + 4 + 8 + 16 s), and the page then only logs it (console.error) and keeps the screen as it was'

/**
 * The diner's live tracking of an order of its own (placed, dispatched by staff and taken by the tracking
 * replay's rider up to 'En camino' for each path): every read is the real server's, and staff closing the
 * order by hand reaches the page on its live channel.
 */
export const trackingMap: UiMap = {
  machine: 'tracking',
  where: 'Seguimiento en vivo de un pedido a domicilio en camino, con su clave de entrega',
  url: '/logistics/tracking/order/pizzeria-demo-palermo/{orderCode}',
  viewport: { width: 390, height: 844 },
  // the delivery key's dialog opens over the page first; the diner closes it to see the tracking
  setup: [{ tap: { role: 'button', name: message('tracking.continue') } }],
  events: [
    {
      event: 'xstate.done.actor.fetch',
      cause: [{ happens: 'Espera a que la página muestre el seguimiento' }],
    },
    {
      event: 'xstate.error.actor.fetch',
      unreachable:
        "the first read is the route loader's answer, read again from its cache: when the read fails the route shows the 404 (or error) page before the tracking page and its machine exist",
    },
    { event: 'tracking.refresh', cause: [{ tap: refresh }] },
    {
      event: 'xstate.done.actor.refresh',
      cause: [{ happens: 'Espera a que la página vuelva a leer el seguimiento' }],
    },
    { event: 'xstate.error.actor.refresh', unreachable: `a failed re-read: ${LOGGED_ONLY}` },
    {
      event: 'xstate.after.subscribeDelay.tracking.loaded.waiting',
      cause: [{ happens: 'Espera un segundo: la página se suscribe al seguimiento en vivo' }],
    },
    {
      event: 'tracking.updated',
      cause: [
        {
          server: 'staffDeliversOrder',
          says: "En la consola, el local marca el pedido como entregado ('Marcar entregado', el repartidor no tiene señal)",
        },
      ],
    },
    { event: 'tracking.disconnected', unreachable: GIVES_UP },
    {
      event: 'xstate.error.actor.live',
      unreachable:
        "the live actor (src/features/tracking/lib/live-channel.ts) never fails itself: the channel's failures reach the machine as tracking.disconnected",
    },
  ],
  states: {
    tracking: [{ see: order }, { see: refresh }],
    // the loader's answer is read at once: the page never shows it loading
    'tracking.initial': [],
    // a real re-read passes before a person could look
    'tracking.refreshing': [],
    'tracking.loaded': [
      { message: { context: 'statusLabel' }, within: order },
      // the key shows only while the order is on its way
      {
        when: { context: 'data.status' },
        is: 'DELIVERED',
        checks: [{ gone: deliveryKey }],
        otherwise: [{ see: deliveryKey }, { see: { text: message('tracking.deliveryCodeHint') } }],
      },
    ],
    'tracking.loaded.deciding': [],
    // waiting a second, then subscribed: nothing on the screen tells them apart
    'tracking.loaded.waiting': [],
    'tracking.loaded.live': [],
    'tracking.loaded.offline': {
      unreachable:
        'reached only when the live channel gives up (see tracking.disconnected) or after a failed first read, whose empty data has no id (see xstate.error.actor.fetch)',
    },
  },
}
