import { defineModel } from './graph/model'
import { type ConsoleCardOrder, orderConsoleMachine } from './order-console.machine'

/** 20:00 on the model's day: the order arrives then, the clock starts there */
export const ARRIVED_AT = Date.parse('2026-11-27T20:00:00Z')
const minutesIn = (minutes: number) => ARRIVED_AT + minutes * 60_000

export const newDelivery: ConsoleCardOrder = {
  id: 7,
  status: 'GENERATED',
  type: 'DELIVERY',
  dispatched: false,
  orderedAt: new Date(ARRIVED_AT).toISOString(),
  scheduledAt: null,
  acceptedAt: null,
  etaMinutes: null,
}
export const acceptedDelivery: ConsoleCardOrder = {
  ...newDelivery,
  status: 'ACCEPTED',
  acceptedAt: new Date(minutesIn(2)).toISOString(),
  etaMinutes: 20,
}
export const readyTakeAway: ConsoleCardOrder = { ...newDelivery, status: 'READY', type: 'TAKE_AWAY' }

export const orderConsoleModel = defineModel({
  name: 'order-console',
  description:
    'One order card of the console: accept with an ETA, reject with a reason, mark ready, hand over, dispatch or cancel; the server may answer 409 when someone else moved it first.',
  machine: orderConsoleMachine,
  input: { order: newDelivery, now: ARRIVED_AT },
  events: [
    // past the 22 min the accepted estimate allows
    { type: 'console.tick', now: minutesIn(30) },
    { type: 'console.orderUpdated', order: acceptedDelivery },
    { type: 'console.actionChosen', action: 'accept' },
    { type: 'console.actionChosen', action: 'reject' },
    { type: 'console.actionChosen', action: 'ready' },
    { type: 'console.etaChanged', minutes: 20 },
    { type: 'console.etaChanged', minutes: 0 },
    { type: 'console.reasonChanged', reason: 'Sin stock' },
    { type: 'console.confirmed' },
    { type: 'console.dismissed' },
    { type: 'xstate.done.actor.transition', output: acceptedDelivery },
    { type: 'xstate.error.actor.transition', error: { status: 409 } },
    { type: 'xstate.error.actor.transition', error: { status: 500 } },
  ],
  // The card's order only changes through the server's answer; fold it to its status for the graph. The
  // clock's ticks are folded out too: they move the card's minutes, never its flow.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.order.status,
      snapshot.context.pending,
      snapshot.context.etaMinutes,
      snapshot.context.reason,
    ]),
})
