import { shipmentModel } from '../../machines/shipment.model'
import { shipmentListModel } from '../../machines/shipment-list.model'
import { sliderModel } from '../../machines/slider.model'
import { stackModel } from '../../machines/stack.model'
import { trackingModel } from '../../machines/tracking.model'
import { shipmentMap } from '../ui-paths/maps/shipment'
import { shipmentListMap } from '../ui-paths/maps/shipment-list'
import { sliderMap } from '../ui-paths/maps/slider'
import { stackMap } from '../ui-paths/maps/stack'
import { trackingMap } from '../ui-paths/maps/tracking'
import { e2eServer } from './e2e-server'
import { replayMaps } from './ui-paths'
import { orderOnItsWay, replayRiderOffShift } from './ui-paths-rider-session'

const baseUrl = e2eServer().baseUrl

// The rider's offers, shipments and stacks replayed on the real rider screens (tests/ui-paths): one browser for
// this shard. Each path of the list signs in as the shard's own rider (off shift before it); the replay
// answers the rider's reads and writes of shipments itself, so the seed's offers and riders stay as the
// other files expect them, while the offers notice is real (an order of the shard's own, dispatched).
// The diner's tracking reads its own order for real, and hears staff close it on its live channel.
replayMaps(
  'rider shipment and tracking machines on the real UI',
  [
    [shipmentListModel, shipmentListMap],
    [shipmentModel, shipmentMap],
    [stackModel, stackMap],
    // the shipment's slide-to-advance, dragged with the pointer on the same detail
    [sliderModel, sliderMap],
    [trackingModel, trackingMap],
  ],
  {
    // only the list needs a session (its route asks who-am-I); the details have theirs answered
    fixturesOf: async (machine): Promise<Record<string, string>> => {
      if (machine === 'shipment-list') await replayRiderOffShift(baseUrl)
      // the diner's tracking follows an order of the path's own, on its way
      return machine === 'tracking' ? { orderCode: await orderOnItsWay(baseUrl) } : {}
    },
  },
)
