import { message } from '../../../domain/message'
import type { Check, Target, UiMap } from '../ui-map'
import { consoleLive, staffSignIn } from './console-board'

/** The replay's own order (tests/e2e/ui-paths-board.test.ts places it): the model's order 7. */
export const CONSOLE_CUSTOMER = 'Consola Uno'
const card = { card: `${CONSOLE_CUSTOMER} · 011 5555-0123 · Av. Santa Fe 3500` } as const
const inCard = (target: Target): Target => ({ within: card, target })
const button = (key: Parameters<typeof message>[0], params?: Record<string, number>) =>
  inCard({ role: 'button', name: message(key, params) })

const accept = button('orderConsole.actionAccept')
const reject = button('orderConsole.actionReject')
const ready = button('orderConsole.actionReady')
const cancel = button('orderConsole.actionCancel')
const confirm = button('orderConsole.confirm')
const back = button('orderConsole.back')
const eta = inCard({ label: message('orderConsole.etaLabel') })
const reason = inCard({ label: message('orderConsole.reasonLabel') })

// the model's one tick is 30 minutes after the order arrived (machines/order-console.model.ts)
const TICK_MS = 30 * 60_000
const remounted =
  'an order accepted elsewhere changes column, and the board shows it as a new card in that column, its actor idle: the form or send under way on the old card is gone with it'

/** The card's buttons for the order's status (the way forward, the way back). */
const buttons: Check = {
  when: { context: 'order.status' },
  is: 'GENERATED',
  checks: [{ see: accept }, { see: reject }, { gone: ready }],
  otherwise: [{ see: ready }, { see: cancel }, { gone: accept }],
}

/**
 * One order's card on the console board (/consola/:alias), once staff signed in: its buttons, the ETA or
 * reason form, and the card's clock. The card is found by its customer's line; the transition request is
 * held so the path says when the server answers. The replay's clock moves the card's minutes.
 */
export const orderConsoleMap: UiMap = {
  machine: 'order-console',
  where: 'Una tarjeta del tablero de la consola de pedidos del local Palermo, con el encargado ya ingresado',
  url: '/consola/pizzeria-demo-palermo',
  viewport: { width: 1400, height: 900 },
  clock: true,
  notices: true,
  held: {
    transition: {
      name: 'el cambio del pedido',
      method: 'POST',
      path: '^/api/console/[^/]+/orders/\\d+/transition$',
    },
  },
  socket: consoleLive,
  setup: staffSignIn,
  events: [
    // The card's minutes move on, but no check follows them: the model folds its clock out of its states
    // (order-console.model.ts), so a path's snapshot may carry another path's tick and its minutes would
    // be no promise of this path's screen. The chip's minutes are unit-tested (domain/console-lateness).
    { event: 'console.tick', cause: [{ clock: TICK_MS }] },
    {
      event: 'console.orderUpdated',
      cause: [
        {
          server: 'staffAcceptsOrder',
          says: 'Otra persona acepta el pedido (con 20 minutos de demora) desde otra consola',
        },
        { deliver: 'live', kind: 'order', says: 'Espera a que el cambio llegue en vivo a la consola' },
      ],
      // found by this replay: the board keys a card by its column's list, so the order accepted elsewhere
      // moves to 'Aceptados' as a new card whose actor starts idle; the model keeps the open form or send
      unreachableWhen: [
        { in: 'order-console.askingDetails', reason: remounted },
        { in: 'order-console.sending', reason: remounted },
      ],
      unreachableIf: [
        {
          when: { context: 'order.status' },
          is: 'ACCEPTED',
          reason:
            'the board passes the card its order only when one of its facts changes: the same accepted order again sends nothing',
        },
      ],
    },
    { event: 'console.actionChosen', match: { action: 'accept' }, cause: [{ tap: accept }] },
    { event: 'console.actionChosen', match: { action: 'reject' }, cause: [{ tap: reject }] },
    { event: 'console.actionChosen', match: { action: 'ready' }, cause: [{ tap: ready }] },
    {
      event: 'console.etaChanged',
      match: { minutes: 20 },
      cause: [{ tap: button('orderConsole.etaQuick', { minutes: 20 }) }],
      unreachableIf: [
        { when: { context: 'pending' }, is: 'reject', reason: 'the reason’s form has no estimate' },
      ],
    },
    {
      event: 'console.etaChanged',
      cause: [{ fill: eta, with: '0' }],
      unreachableIf: [
        { when: { context: 'pending' }, is: 'reject', reason: 'the reason’s form has no estimate' },
      ],
    },
    {
      event: 'console.reasonChanged',
      cause: [{ fill: reason, with: { event: 'reason' } }],
      unreachableIf: [
        { when: { context: 'pending' }, is: 'accept', reason: 'the estimate’s form has no reason' },
      ],
    },
    { event: 'console.confirmed', cause: [{ tap: confirm }] },
    { event: 'console.dismissed', cause: [{ tap: back }] },
    {
      event: 'xstate.done.actor.transition',
      cause: [{ release: 'transition' }],
      // the model's one answer is the order accepted (20 min): the real server answers so only to an accept
      unreachableIf: [
        {
          when: { context: 'pending' },
          is: 'reject',
          reason:
            'the server answers a rejection with the order cancelled, never accepted as the model’s one answer says',
        },
        {
          when: { context: 'pending' },
          is: 'ready',
          reason: 'the server answers a ready order as ready, never accepted as the model’s one answer says',
        },
        {
          when: { context: 'order.status' },
          is: 'ACCEPTED',
          reason:
            'once someone else accepted the order the server answers an accept with 409, never accepted',
        },
      ],
    },
    {
      event: 'xstate.error.actor.transition',
      match: { error: { status: 409 } },
      cause: [{ answer: 'transition', status: 409, title: 'Conflict' }],
    },
    {
      event: 'xstate.error.actor.transition',
      cause: [{ answer: 'transition', status: 500, title: 'Internal Server Error' }],
    },
  ],
  states: {
    'order-console': [{ see: card }],
    'order-console.idle': [buttons, { gone: confirm }],
    'order-console.askingDetails': [
      { see: confirm },
      { see: back },
      {
        when: { context: 'pending' },
        is: 'accept',
        checks: [{ field: eta, shows: { context: 'etaMinutes' } }],
        otherwise: [{ field: reason, shows: { context: 'reason' } }],
      },
    ],
    // while the server answers the card offers nothing to tap
    'order-console.sending': [{ gone: accept }, { gone: reject }, { gone: ready }, { gone: confirm }],
  },
}
