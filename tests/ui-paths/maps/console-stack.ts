import { message } from '../../../domain/message'
import type { Check, EventEntry, Target, UiMap } from '../ui-map'
import { consoleLive, staffSignIn } from './console-board'

/**
 * The replay's own two orders (tests/e2e/ui-paths-board.test.ts places them and staff take them to
 * 'Listos' through the API): the model's orders 1 and 2. Their numbers are known only once they are
 * placed, so the path's fixtures give them ({firstNumber}, {secondNumber}); `orderCode` is the second's.
 */
export const STACK_FIRST = 'Pila Uno'
export const STACK_SECOND = 'Pila Dos'

const panel: Target = { role: 'region', name: message('consoleStack.heading') }
const inPanel = (target: Target): Target => ({ within: panel, target })
// other e2e files' ready orders share the panel: each box is found by its own order's number
const box = (number: string) => inPanel({ role: 'checkbox', name: `N.º {${number}} · Av. Santa Fe 3500` })
const first = box('firstNumber')
const second = box('secondNumber')
const returnTrip = inPanel({ role: 'checkbox', name: message('consoleStack.returnTrip') })
const confirm = (count: number) =>
  inPanel({ role: 'button', name: message('consoleStack.confirm', { count }) })
const sending = inPanel({ role: 'button', name: message('consoleStack.sending') })
const clear = inPanel({ role: 'button', name: message('consoleStack.clear') })

/** The confirm button counts the picked orders; 'Limpiar selección' shows while any is picked. */
const byCount = (count: number): Check => ({
  when: { context: 'selected.length' },
  is: count,
  checks: [{ see: confirm(count) }, ...(count === 0 ? [{ gone: clear }] : [{ see: clear }])],
  otherwise: count < 2 ? [byCount(count + 1)] : [],
})

const disabled = 'while the stack is sent the boxes and buttons of the panel are disabled'
const whileSending = [{ in: 'busy', reason: disabled }]
const secondGone = {
  when: { context: 'orders.1.dispatched' },
  is: true,
  reason:
    'an order dispatched elsewhere leaves the panel (it offers only orders that may go in a stack): its box is gone',
}

const stackAnswer = (status: number, title: string, json?: unknown) => ({
  answer: 'stack',
  status,
  title,
  ...(json === undefined ? {} : { json }),
})

const tap = (target: Target): EventEntry['cause'] => [{ tap: target }]

/**
 * Stacking on the orders console (/consola/:alias), below the board once staff signed in: the replay's two
 * ready delivery orders are picked in route order, a return trip asked for, and the stack confirmed. The
 * stack's request is held and answered by the replay (a stack written for real would take the orders to
 * 'Despachados' for good and hand riders an offer; tests/e2e/console-stack.test.ts writes one for real).
 * The second order dispatched by someone else reaches the page on the board's live socket.
 */
export const consoleStackMap: UiMap = {
  machine: 'console-stack',
  where:
    'Panel «Armar pila de envíos» de la consola del local Palermo, con el encargado ya ingresado y dos pedidos de delivery propios en «Listos» (sus números: {firstNumber} y {secondNumber})',
  url: '/consola/pizzeria-demo-palermo',
  viewport: { width: 1400, height: 900 },
  notices: true,
  held: {
    stack: { name: 'el armado de la pila', method: 'POST', path: '^/api/console/[^/]+/stacks$' },
  },
  socket: consoleLive,
  setup: staffSignIn,
  events: [
    {
      event: 'stack.ordersUpdated',
      cause: [
        {
          server: 'staffDispatchesOrder',
          says: `Otra persona despacha el pedido de ${STACK_SECOND} desde otra consola`,
        },
        { deliver: 'live', kind: 'order', says: 'Espera a que el cambio llegue en vivo a la consola' },
      ],
      unreachableIf: [
        {
          when: { context: 'orders.1.dispatched' },
          is: true,
          reason:
            'the model’s one board update is the second order dispatched: once dispatched it cannot be dispatched again',
        },
      ],
    },
    {
      event: 'stack.orderToggled',
      match: { orderId: 3 },
      unreachable:
        'the panel offers only orders that may go in a stack: the model’s take-away order has no box to tick',
    },
    {
      event: 'stack.orderToggled',
      match: { orderId: 2 },
      cause: tap(second),
      unreachableWhen: whileSending,
      unreachableIf: [secondGone],
    },
    { event: 'stack.orderToggled', match: { orderId: 1 }, cause: tap(first), unreachableWhen: whileSending },
    { event: 'stack.returnTripToggled', cause: tap(returnTrip), unreachableWhen: whileSending },
    {
      event: 'stack.confirmed',
      cause: [{ tapAt: (from) => confirm((from.context.selected as number[]).length) }],
      unreachableWhen: whileSending,
    },
    {
      event: 'stack.cleared',
      cause: tap(clear),
      unreachableWhen: whileSending,
      unreachableIf: [
        {
          when: { context: 'selected.length' },
          is: 0,
          reason: 'the button «Limpiar selección» shows only while an order is picked',
        },
      ],
    },
    {
      event: 'xstate.done.actor.createStack',
      cause: [stackAnswer(201, 'Created', { id: 9, returnTrip: false, orders: [] })],
    },
    {
      event: 'xstate.error.actor.createStack',
      match: { error: { status: 409 } },
      cause: [stackAnswer(409, 'Conflict')],
    },
    { event: 'xstate.error.actor.createStack', cause: [stackAnswer(500, 'Internal Server Error')] },
  ],
  states: {
    'console-stack': [
      { see: panel },
      { ticked: first, shows: { context: 'selected', includes: 1 } },
      {
        when: { context: 'orders.1.dispatched' },
        is: true,
        checks: [{ gone: second }],
        otherwise: [{ ticked: second, shows: { context: 'selected', includes: 2 } }],
      },
      { ticked: returnTrip, shows: { context: 'returnTrip' } },
    ],
    'console-stack.picking': [byCount(0)],
    'console-stack.sending': [{ see: sending }, { gone: confirm(2) }],
  },
}
