import { inject } from 'vitest'
import { shipmentModel } from '../../machines/shipment.model'
import { shipmentListModel } from '../../machines/shipment-list.model'
import { stackModel } from '../../machines/stack.model'
import { shipmentMap } from '../ui-paths/maps/shipment'
import { shipmentListMap } from '../ui-paths/maps/shipment-list'
import { stackMap } from '../ui-paths/maps/stack'
import { replayMaps } from './ui-paths'
import { replayRiderOffShift } from './ui-paths-rider-session'

const baseUrl = inject('baseUrl')

// The rider's offers, shipments and stacks replayed on the real rider screens (tests/ui-paths): one browser for
// this shard. Each path of the list signs in as the shard's own rider (off shift before it); the replay
// answers the rider's reads and writes of shipments itself, so the seed's offers and riders stay as the
// other files expect them, while the offers notice is real (an order of the shard's own, dispatched).
replayMaps(
  'rider shipment machines on the real UI',
  [
    [shipmentListModel, shipmentListMap],
    [shipmentModel, shipmentMap],
    [stackModel, stackMap],
  ],
  {
    // only the list needs a session (its route asks who-am-I); the details have theirs answered
    fixturesOf: async (machine): Promise<Record<string, string>> => {
      if (machine === 'shipment-list') await replayRiderOffShift(baseUrl)
      return {}
    },
  },
)
