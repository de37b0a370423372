import type { AnyEventObject, AnyMachineSnapshot } from 'xstate'
import { defineModel } from './graph/model'
import { trackingMachine } from './tracking.machine'

const onTheWay = {
  id: 77,
  status: 'ON_ROUTE_TO_DROP_OFFS',
  orderCode: 'A1B2',
  rider: { name: 'Rider Demo', phone: '+541155550001', lastLocation: { lat: -34.585, lng: -58.415 } },
  eta: '20:45',
  securityCode: '4821',
  branchAddress: { lat: -34.5882, lng: -58.4108 },
  destinationAddress: { lat: -34.581, lng: -58.421 },
}
const delivered = { ...onTheWay, status: 'DELIVERED', eta: null }

function samples(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const loadedOnce = snapshot.matches('refreshing')
  return [
    { type: 'xstate.done.actor.fetch', output: onTheWay },
    { type: 'xstate.error.actor.fetch', error: { status: 500 } },
    // a refresh answers the same data, so the graph closes instead of growing with every refresh
    {
      type: 'xstate.done.actor.refresh',
      output: loadedOnce ? (snapshot.context as { data: object }).data : onTheWay,
    },
    { type: 'xstate.error.actor.refresh', error: { status: 503 } },
    { type: 'tracking.updated', data: delivered },
    { type: 'tracking.disconnected', error: { reason: 'disconnected' } },
    { type: 'xstate.error.actor.live', error: { reason: 'unavailable' } },
  ]
}

export const trackingModel = defineModel({
  name: 'tracking',
  description:
    "Customer's live tracking: first fetch, refresh, live subscription to tracking-{id} one second after loading, updates, disconnects.",
  machine: trackingMachine,
  input: { alias: 'pizzeria-demo-palermo', orderCode: 'A1B2', websocketsEnabled: true },
  events: samples,
})
