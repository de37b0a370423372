import { KIOSK_IDLE_AFTER_MS, KIOSK_ORDER_SHOWN_MS, KIOSK_TICK_MS } from '../../../domain/kiosk'
import { message } from '../../../domain/message'
import type { KioskSessionContext } from '../../../machines/kiosk-session.machine'
import { type Cause, type Check, render, type UiMap } from '../ui-map'

const TABLE = '12'
const attract = {
  role: 'button',
  name: message('kiosk.tableTouchToStart', { table: TABLE }),
} as const
const toggle = { role: 'button', name: message('kiosk.accessibilityMode') } as const
const warning = { role: 'alertdialog', name: message('kiosk.idleTitle') } as const
const keepOrdering = { role: 'button', name: message('kiosk.keepOrdering') } as const
const newOrder = { role: 'button', name: message('kiosk.newOrder') } as const
const placeOrder = { role: 'button', name: message('checkout.placeOrder'), prefix: true } as const

/** What every kiosk screen says of the context: 'Sin conexión' while offline. */
const connection: Check = {
  seeIf: { context: 'online', is: false },
  target: { text: message('kiosk.offlineDetail') },
}
/** The table the bar shows the staff, the context's (a kiosk keeps it across resets). */
const tableShown: Check = {
  figure: { testId: 'kiosk-table', says: 'la mesa en la barra' },
  is: (snapshot) => {
    const { tableNumber } = snapshot.context as KioskSessionContext
    return tableNumber ? render(message('kiosk.table', { table: tableNumber })) : null
  },
  what: 'la mesa en la barra',
}
/** 'Modo accesible' pressed exactly while the mode is on (not on the attract screen, which has no toggle). */
const accessible: Check = { pressed: toggle, shows: { context: 'accessible' } }

// A diner's first order from the menu: a burger with extra cheddar, to the checkout, paid at the counter.
const toCheckout: Cause[] = [
  { tap: { role: 'link', name: 'Hamburguesa Completa', prefix: true } },
  { tap: { role: 'button', name: 'Sumar uno: Cheddar' } },
  { tap: { role: 'button', name: 'Agregar ', prefix: true } },
  { tap: { role: 'link', name: 'Ver mi pedido', prefix: true } },
  { tap: { role: 'link', name: 'Continuar' } },
  { tap: { role: 'button', name: message('kiosk.payAtCounter') } },
]

/**
 * The table kiosk of Palermo (table 12, a 1080×1920 totem): attract screen, ordering, the idle warning and
 * its countdown, the order number. The clock is the replay's; the order goes to the real server.
 */
export const kioskSessionMap: UiMap = {
  machine: 'kiosk-session',
  where: 'Kiosco de la mesa 12 del local Palermo (tótem vertical)',
  url: `/menu/pizzeria-demo-palermo/table?tableNumber=${TABLE}`,
  viewport: { width: 1080, height: 1920 },
  clock: true,
  held: { order: { name: 'el envío del pedido', method: 'POST', path: '^/api/order$' } },
  events: [
    { event: 'kiosk.touched', cause: [{ tap: attract }] },
    // during the warning, its button; otherwise any touch on the page (the table's label in the bar)
    { event: 'kiosk.interacted', in: 'idleWarning', cause: [{ tap: keepOrdering }] },
    { event: 'kiosk.interacted', cause: [{ tap: { text: message('kiosk.table', { table: TABLE }) } }] },
    {
      event: 'kiosk.submissionStarted',
      // after a refused submission the diner is still on the checkout, the cart intact
      cause: [{ unless: placeOrder, steps: toCheckout }, { tap: placeOrder }],
      unreachableWhen: [
        {
          in: 'idleWarning',
          reason:
            "the warning covers the page: the touch that reaches 'Realizar pedido' ends the warning first",
        },
      ],
      unreachableIf: [
        {
          context: { online: false },
          reason: 'offline, a fresh kiosk cannot open the plate and checkout pages it never loaded',
        },
      ],
    },
    {
      event: 'kiosk.orderPlaced',
      cause: [{ release: 'order' }],
      unreachableWhen: [
        {
          in: 'kioskSession.ordering',
          reason: 'the checkout always reports the submission before its order',
        },
      ],
    },
    // the local refuses the order: a problem answer, which the checkout never retries
    {
      event: 'kiosk.submissionEnded',
      cause: [{ answer: 'order', status: 409, title: 'El local no recibe pedidos' }],
    },
    {
      event: 'kiosk.wentOffline',
      cause: [{ offline: true }],
      unreachableIf: [
        { context: { online: false }, reason: 'the browser reports only a change of connection' },
      ],
    },
    {
      event: 'kiosk.wentOnline',
      cause: [{ offline: false }],
      unreachableIf: [
        { context: { online: true }, reason: 'the browser reports only a change of connection' },
      ],
    },
    {
      event: 'kiosk.accessibilityToggled',
      cause: [{ tap: toggle }],
      unreachableWhen: [
        { in: 'attract', reason: "the attract screen has no 'Modo accesible'" },
        {
          in: 'idleWarning',
          reason: 'the warning covers the page: the touch on the toggle ends the warning first',
        },
      ],
    },
    { event: 'kiosk.newOrder', cause: [{ tap: newOrder }] },
    { event: 'xstate.after.idleAfter.kioskSession.ordering', cause: [{ clock: KIOSK_IDLE_AFTER_MS }] },
    { event: 'xstate.after.tick.kioskSession.warning.counting', cause: [{ clock: KIOSK_TICK_MS }] },
    { event: 'xstate.after.orderShown.kioskSession.orderPlaced', cause: [{ clock: KIOSK_ORDER_SHOWN_MS }] },
  ],
  states: {
    kioskSession: [connection],
    'kioskSession.attract': [
      { see: attract },
      { gone: toggle },
      // a table kiosk calls the diner with its table, not the venue's highlights
      { gone: { role: 'region', name: message('storefront.highlights') } },
    ],
    'kioskSession.ordering': [{ gone: attract }, { see: toggle }, accessible, { gone: newOrder }, tableShown],
    'kioskSession.submitting': [
      { see: { role: 'button', name: message('checkout.placingOrder'), prefix: true } },
      accessible,
    ],
    'kioskSession.warning': [
      { see: warning },
      // the countdown's seconds, the context's (kiosk.idleWarning)
      { message: { context: 'notice' }, within: warning },
      tableShown,
      accessible,
    ],
    'kioskSession.warning.counting': [{ see: keepOrdering }],
    'kioskSession.orderPlaced': [
      // the number is the server's: the heading reads it after the thanks
      { see: { role: 'heading', name: '¡Gracias! Tu número de pedido es ', prefix: true } },
      { see: { text: message('kiosk.pickUp') } },
      { see: newOrder },
      accessible,
    ],
  },
}
