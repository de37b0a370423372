import { authenticateRider } from '../services/riders'
import {
  getShipment,
  getStack,
  listOrderShipments,
  listShipments,
  listStacks,
  shipmentInProgress,
  updateShipment,
  updateStack,
} from '../services/shipments'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `logistics` tag in openapi.yaml (listOrderShipments, listShipments, getShipment,
 * updateShipment, getRiderShipmentInProgress, listShipmentStacks, getShipmentStack, updateShipmentStack,
 * getTrackingInfo). Every rider call answers to the bearer token (header or the signed cookie).
 */
export function logisticsHandlers({ db }: RouteDeps): Handlers {
  return {
    async listOrderShipments(request) {
      const me = await authenticateRider(db, request)
      return { shipments: await listOrderShipments(db, me, request.params.logisticsOrderId) }
    },

    async listShipments(request) {
      const me = await authenticateRider(db, request)
      const q = request.query
      const shipments = await listShipments(db, me, {
        branchContactId: q.branchContactId,
        page: q.page ?? 0,
        pageSize: q.pageSize ?? 20,
        sort: q.sort ?? 'ASC',
        startDate: q.startDate,
        endDate: q.endDate,
        status: q.status,
      })
      return { shipments }
    },

    async getRiderShipmentInProgress(request) {
      const me = await authenticateRider(db, request)
      return { shipment: await shipmentInProgress(db, me) }
    },

    async getShipment(request) {
      const me = await authenticateRider(db, request)
      return getShipment(db, me, request.params.shipmentId)
    },

    async updateShipment(request) {
      const me = await authenticateRider(db, request)
      return updateShipment(db, me, request.params.shipmentId, request.body)
    },

    async listShipmentStacks(request) {
      const me = await authenticateRider(db, request)
      return {
        stacks: await listStacks(db, me, {
          status: request.query.status,
          branchContactId: request.query.branchContactId,
        }),
      }
    },

    async getShipmentStack(request) {
      const me = await authenticateRider(db, request)
      return getStack(db, me, request.params.stackId)
    },

    async updateShipmentStack(request) {
      const me = await authenticateRider(db, request)
      return updateStack(db, me, request.params.stackId, request.body)
    },
  }
}
