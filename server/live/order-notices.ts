import { eq, inArray } from 'drizzle-orm'
import { boardChannel } from '../../domain/counter-board'
import { offersChannel, orderChannel, trackingChannel } from '../../domain/tracking'
import type { Database } from '../db/client'
import { dinerOrder, logisticsOrder, shipment } from '../db/schema'
import type { LiveBus } from './bus'
import { publishConsoleOrder } from './console-channel'

/**
 * Everyone who watches an order hears that it changed (issue 18): its local's console (with the order's
 * id), the diner's follow-up ('order-{code}') and the tracking page of each of its shipments (a staff
 * close or a re-dispatch changes what the tracking page shows). Notices carry no data.
 */
export async function publishOrdersChanged(db: Database, live: LiveBus, orderIds: readonly number[]) {
  if (orderIds.length === 0) return
  const orders = await db
    .select({ id: dinerOrder.id, code: dinerOrder.code, localId: dinerOrder.branchContactId })
    .from(dinerOrder)
    .where(inArray(dinerOrder.id, [...orderIds]))
  const tracked = await db
    .select({ trackingId: shipment.trackingId })
    .from(shipment)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
    .where(inArray(logisticsOrder.orderId, [...orderIds]))
  await publishKnownOrders(
    live,
    orders,
    tracked.map((row) => row.trackingId),
  )
}

/** An order whose local and code the caller already holds (a new one: from its answer). */
export interface KnownOrder {
  id: number
  code: string
  localId: number
}

/**
 * publishOrdersChanged without its queries, for orders the caller knows (and their shipments' tracking
 * ids: none for a new order). Creating an order cost three reads for its notices before (issue 33).
 */
export async function publishKnownOrders(
  live: LiveBus,
  orders: readonly KnownOrder[],
  trackingIds: readonly string[] = [],
) {
  await Promise.all([
    ...orders.map((order) => publishConsoleOrder(live, order.localId, order.id)),
    ...[...new Set(orders.map((order) => order.localId))].map((localId) =>
      live.publish(boardChannel(localId)),
    ),
    ...orders.map((order) => live.publish(orderChannel(order.code))),
    ...trackingIds.map((trackingId) => live.publish(trackingChannel(trackingId))),
  ])
}

/** The orders carried by these shipments (through their logistics orders). */
export async function ordersOfShipments(db: Database, shipmentIds: readonly number[]): Promise<number[]> {
  if (shipmentIds.length === 0) return []
  const rows = await db
    .select({ orderId: logisticsOrder.orderId })
    .from(shipment)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
    .where(inArray(shipment.id, [...shipmentIds]))
  return [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))]
}

/** The riders of a local re-read their list: an offer appeared, was taken or withdrawn. */
export const publishOffersChanged = (live: LiveBus, localId: number) => live.publish(offersChannel(localId))
