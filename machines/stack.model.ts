import type { AnyMachineSnapshot } from 'xstate'
import { advanceStack, cancelStack } from '../domain/stack'
import { defineModel } from './graph/model'
import { type StackContext, stackMachine } from './stack.machine'

const me = { riderId: 7, name: 'Rider Demo', phone: '1155550001' }
const mine = { id: 70, riderId: 7, name: 'Rider Demo', phone: '1155550001' }
const other = { id: 80, riderId: 8, name: 'Otro Repartidor', phone: '1155550009' }

const shipments = (status: string, riderInfo: typeof mine | null) => [
  { id: 601, status, riderInfo, stackingOrder: 1, returnShipment: false, customerName: 'Cliente Uno' },
  { id: 602, status, riderInfo, stackingOrder: 2, returnShipment: true, customerName: 'Cliente Dos' },
]

/** Stacks the fetch may answer: open with a return trip, mine on the way (plural spelling), taken. */
const fetched = [
  { id: 900, status: 'LOOKING_FOR_DRIVER', shipments: shipments('LOOKING_FOR_DRIVER', null) },
  { id: 900, status: 'ON_ROUTE_TO_DROP_OFFS', shipments: shipments('ON_ROUTE_TO_DROP_OFFS', mine) },
  { id: 900, status: 'IN_STORE', shipments: shipments('IN_STORE', other) },
]

/** The update answers with what was written, assigned to this rider or to one who got there first. */
function updateOutcomes(snapshot: AnyMachineSnapshot) {
  const { stack, pending } = snapshot.context as StackContext
  if (!stack || !pending) return []
  const after = pending === 'DRIVER_CANCELED' ? cancelStack(stack) : advanceStack(stack)
  const assigned = (riderInfo: typeof mine) => ({
    ...after,
    shipments: after.shipments.map((s) => ({ ...s, riderInfo })),
  })
  return [
    { type: 'xstate.done.actor.update', output: assigned(mine) },
    { type: 'xstate.done.actor.update', output: assigned(other) },
    { type: 'xstate.error.actor.update', error: { status: 500 } },
    // the diner's key refused, or refused once too often (issue 18)
    { type: 'xstate.error.actor.update', error: { status: 422 } },
    { type: 'xstate.error.actor.update', error: { status: 429 } },
  ]
}

export const stackModel = defineModel({
  name: 'stack',
  description:
    "Rider's multi-delivery: load the stack, move it to the store, deliver each point, return to the store, cancel it whole, lose it to another rider.",
  machine: stackMachine,
  input: { alias: 'pizzeria-demo-palermo', stackId: 900 },
  events: (snapshot) => [
    { type: 'xstate.done.actor.whoAmI', output: me },
    { type: 'xstate.error.actor.whoAmI', error: { status: 401 } },
    ...fetched.map((output) => ({ type: 'xstate.done.actor.stack', output })),
    { type: 'xstate.error.actor.stack', error: { status: 500 } },
    ...updateOutcomes(snapshot),
    { type: 'stack.keyChanged', key: '48-21' },
    { type: 'stack.keyChanged', key: '12' },
  ],
})
