import type { StackCandidate } from '../domain/console-stack'
import { consoleStackMachine } from './console-stack.machine'
import { defineModel } from './graph/model'

const order = (id: number, over: Partial<StackCandidate> = {}): StackCandidate => ({
  id,
  displayNumber: id,
  localId: 1,
  status: 'READY',
  type: 'DELIVERY',
  dispatched: false,
  ...over,
})

/** Two ready delivery orders, one ready take-away (never stackable). */
export const boardOrders: StackCandidate[] = [order(1), order(2), order(3, { type: 'TAKE_AWAY' })]
/** The board after order 2 was dispatched by someone else. */
export const secondDispatched: StackCandidate[] = [
  order(1),
  order(2, { dispatched: true }),
  boardOrders[2] as StackCandidate,
]

export const consoleStackModel = defineModel({
  name: 'console-stack',
  description:
    'Stacking on the console board: pick ready delivery orders in route order, optionally a return trip, confirm; the server may answer 409 when an order moved meanwhile.',
  machine: consoleStackMachine,
  input: { orders: boardOrders },
  events: [
    { type: 'stack.ordersUpdated', orders: secondDispatched },
    { type: 'stack.orderToggled', orderId: 1 },
    { type: 'stack.orderToggled', orderId: 2 },
    { type: 'stack.orderToggled', orderId: 3 },
    { type: 'stack.returnTripToggled' },
    { type: 'stack.confirmed' },
    { type: 'stack.cleared' },
    { type: 'xstate.done.actor.createStack', output: { id: 9 } },
    { type: 'xstate.error.actor.createStack', error: { status: 409 } },
    { type: 'xstate.error.actor.createStack', error: { status: 500 } },
  ],
  // Fold the board to which orders are still stackable, so the graph stays small.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      (snapshot.context.orders as StackCandidate[]).map((o) => o.dispatched),
      snapshot.context.selected,
      snapshot.context.returnTrip,
    ]),
})
