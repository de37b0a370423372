import { defineModel } from './graph/model'
import { type ConsoleCardOrder, orderConsoleMachine } from './order-console.machine'

export const newDelivery: ConsoleCardOrder = {
  id: 7,
  status: 'GENERATED',
  type: 'DELIVERY',
  dispatched: false,
}
export const acceptedDelivery: ConsoleCardOrder = { ...newDelivery, status: 'ACCEPTED' }
export const readyTakeAway: ConsoleCardOrder = { ...newDelivery, status: 'READY', type: 'TAKE_AWAY' }

export const orderConsoleModel = defineModel({
  name: 'order-console',
  description:
    'One order card of the console: accept with an ETA, reject with a reason, mark ready, hand over, dispatch or cancel; the server may answer 409 when someone else moved it first.',
  machine: orderConsoleMachine,
  input: { order: newDelivery },
  events: [
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
  // The card's order only changes through the server's answer; fold it to its status for the graph.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.order.status,
      snapshot.context.pending,
      snapshot.context.etaMinutes,
      snapshot.context.reason,
    ]),
})
