import { defineModel } from './graph/model'
import { shipmentListMachine } from './shipment-list.machine'

const single = {
  id: 501,
  status: 'LOOKING_FOR_DRIVER',
  createdAt: '2025-03-01T10:00:00.000Z',
  customerName: 'Cliente Demo',
}
const stack = {
  id: 900,
  status: 'LOOKING_FOR_DRIVER',
  createdAt: '2025-03-01T10:05:00.000Z',
  shipments: [
    { id: 602, status: 'LOOKING_FOR_DRIVER', stackingOrder: 2, returnShipment: true },
    { id: 601, status: 'LOOKING_FOR_DRIVER', stackingOrder: 1 },
  ],
}

export const shipmentListModel = defineModel({
  name: 'shipment-list',
  description:
    "Rider's list of available shipments and stacks: load, refresh, live changes (a new offer vibrates and rings), empty, failure, no permission.",
  machine: shipmentListMachine,
  events: [
    { type: 'xstate.done.actor.available', output: { shipments: [single], stacks: [stack] } },
    { type: 'xstate.done.actor.available', output: { shipments: [], stacks: [] } },
    { type: 'xstate.error.actor.available', error: { status: 500 } },
    { type: 'xstate.error.actor.available', error: { status: 403 } },
    { type: 'shipmentList.refresh' },
    // the offers channel said the list changed: read in place, a new offer is announced
    { type: 'shipmentList.changed' },
    { type: 'xstate.done.actor.refresh', output: { shipments: [single], stacks: [stack] } },
    { type: 'xstate.done.actor.refresh', output: { shipments: [], stacks: [] } },
    { type: 'xstate.error.actor.refresh', error: { status: 500 } },
  ],
})
