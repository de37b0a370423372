import type { AnyMachineSnapshot } from 'xstate'
import { defineModel } from './graph/model'
import { type GuideVenue, nearbyGuideMachine } from './nearby-guide.machine'

const venue = (alias: string, name: string, distanceInMeters: number): GuideVenue => ({
  alias,
  name,
  address: 'Av. Santa Fe 3253, CABA',
  distanceInMeters,
})
export const palermoVenue = venue('pizzeria-demo-palermo', 'Pizzería Demo Palermo', 1200)
export const belgranoVenue = venue('pizzeria-demo-belgrano', 'Pizzería Demo Belgrano', 4100)
const plazaItalia = { lat: -34.581, lng: -58.421 }

export const nearbyGuideModel = defineModel({
  name: 'nearby-guide',
  description:
    "'La carta está en Tucán': a location from a typed address or the phone, venues of Argentina nearest " +
    'first, a search text 500 ms after typing stops, further pages appended, a failed search toasted.',
  machine: nearbyGuideMachine,
  events: [
    { type: 'guide.addressSubmitted', address: 'Plaza Italia' },
    { type: 'guide.myLocationRequested' },
    { type: 'xstate.done.actor.geocode', output: plazaItalia },
    { type: 'xstate.done.actor.geocode', output: null },
    { type: 'xstate.error.actor.geocode', error: { status: 503 } },
    { type: 'xstate.done.actor.locate', output: plazaItalia },
    { type: 'xstate.error.actor.locate', error: { code: 1 } },
    { type: 'xstate.done.actor.fetchVenues', output: { venues: [palermoVenue], total: 2 } },
    { type: 'xstate.done.actor.fetchVenues', output: { venues: [], total: 0 } },
    { type: 'xstate.error.actor.fetchVenues', error: { status: 500 } },
    { type: 'xstate.done.actor.fetchMoreVenues', output: { venues: [belgranoVenue], total: 2 } },
    { type: 'xstate.error.actor.fetchMoreVenues', error: { status: 500 } },
    { type: 'guide.queryChanged', query: 'café' },
    { type: 'guide.nextPageRequested' },
    { type: 'guide.retried' },
  ],
  // one appended page shows appending; more would repeat it
  stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.context.venues.length > 1,
})
