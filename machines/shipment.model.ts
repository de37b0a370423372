import type { AnyMachineSnapshot } from 'xstate'
import { defineModel } from './graph/model'
import { type ShipmentContext, shipmentMachine } from './shipment.machine'

const me = { riderId: 7, name: 'Rider Demo', phone: '1155550001' }
const mine = { id: 70, riderId: 7, name: 'Rider Demo', phone: '1155550001' }
const other = { id: 80, riderId: 8, name: 'Otro Repartidor', phone: '1155550009' }
const customer = { customerName: 'Cliente Demo', customerPhone: '1123456789' }

/** Shipments the fetch may answer: open, mine on the way (the plural spelling), a return trip, taken. */
const fetched = [
  { id: 501, status: 'LOOKING_FOR_DRIVER', riderInfo: null, returnShipment: false, ...customer },
  { id: 501, status: 'ON_ROUTE_TO_DROP_OFFS', riderInfo: mine, returnShipment: false, ...customer },
  { id: 501, status: 'DELIVERED', riderInfo: mine, returnShipment: true, ...customer },
  { id: 501, status: 'IN_STORE', riderInfo: other, returnShipment: false, ...customer },
]

/** The update answers with the status written, assigned to this rider, or to a rider who got there first. */
function updateOutcomes(snapshot: AnyMachineSnapshot) {
  const { shipment, pending } = snapshot.context as ShipmentContext
  if (!shipment || !pending) return []
  return [
    { type: 'xstate.done.actor.update', output: { ...shipment, status: pending, riderInfo: mine } },
    { type: 'xstate.done.actor.update', output: { ...shipment, status: pending, riderInfo: other } },
    { type: 'xstate.error.actor.update', error: { status: 500 } },
    // the diner's key refused, or refused once too often (issue 18)
    { type: 'xstate.error.actor.update', error: { status: 422 } },
    { type: 'xstate.error.actor.update', error: { status: 429 } },
  ]
}

export const shipmentModel = defineModel({
  name: 'shipment',
  description:
    "Rider's shipment detail: identify the rider, load the shipment, slide through its statuses, cancel with confirmation, lose it to another rider.",
  machine: shipmentMachine,
  input: { alias: 'pizzeria-demo-palermo', shipmentId: 501 },
  events: (snapshot) => [
    { type: 'xstate.done.actor.whoAmI', output: me },
    { type: 'xstate.error.actor.whoAmI', error: { status: 401 } },
    ...fetched.map((output) => ({ type: 'xstate.done.actor.shipment', output })),
    { type: 'xstate.error.actor.shipment', error: { status: 500 } },
    ...updateOutcomes(snapshot),
    { type: 'shipment.keyChanged', key: '48-21' },
    { type: 'shipment.keyChanged', key: '12' },
  ],
})
