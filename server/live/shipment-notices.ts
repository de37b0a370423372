import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { localOfShipments, publishShipmentsChanged, publishStackChanged } from '../services/tracking'
import type { LiveBus } from './bus'
import { ordersOfShipments, publishOffersChanged, publishOrdersChanged } from './order-notices'

/**
 * After a rider moves a shipment or a stack (updateShipment, updateShipmentStack answered 2xx), the
 * customers watching those shipments hear that they changed. Kept beside the routes rather than in the
 * shipment services, so every writer through those operations notifies and the services stay about
 * shipments. A failed notice is logged: the update itself already succeeded.
 */
export function registerShipmentNotices(app: FastifyInstance, db: Database, live: LiveBus): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply) => {
    if (request.method !== 'PUT' || reply.statusCode >= 300) return
    const url = request.routeOptions.url
    const params = request.params as { shipmentId?: number | string; stackId?: number | string }
    try {
      let moved: number[] = []
      if (url === '/api/shipments/:shipmentId') {
        moved = [Number(params.shipmentId)]
        // a shipment of a stack may move its stack-mates (returns set to RETURNED)
        await publishShipmentsChanged(db, live, moved)
      } else if (url === '/api/stacking/:stackId') {
        moved = await publishStackChanged(db, live, Number(params.stackId))
      }
      // the orders they carry may have been delivered or put back (order-lifecycle), and an offer
      // taken or given up changes the local's list
      await publishOrdersChanged(db, live, await ordersOfShipments(db, moved))
      const local = await localOfShipments(db, moved)
      if (local !== null) await publishOffersChanged(live, local)
    } catch (error) {
      request.log.warn({ err: error }, 'live notice after a shipment update failed')
    }
  })
}
