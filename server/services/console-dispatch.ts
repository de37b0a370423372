import { randomInt } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { StackPlacement } from '../../domain/console-stack'
import type { Tx } from '../db/client'
import { logisticsOrder, shipment, shipmentStack } from '../db/schema'
import type { Dispatcher } from './console-orders'

type OrderRow = Parameters<Dispatcher>[1]

/** Shipment ETA when the order mode gives none (the demo's Palermo range). */
const DEFAULT_ETA = { min: 30, max: 45 }

/**
 * Dispatch to the own fleet: the logistics order (customer and destination copied from the order) and
 * one shipment LOOKING_FOR_DRIVER that the local's riders see, in the same transaction as the order's
 * dispatch mark. The delivery key is 4 random digits the diner gives the rider.
 */
export const dispatchToOwnFleet: Dispatcher = async (tx, order) => {
  await writeOwnFleetShipment(tx, order)
}

/**
 * The logistics order and its LOOKING_FOR_DRIVER shipment for one order; inside a stack the shipment
 * takes its place in the route (and the return trip when it carries it), and riders are offered the
 * stack rather than the shipment. Answers the logistics order's id.
 */
export async function writeOwnFleetShipment(
  tx: Tx,
  order: OrderRow,
  placement?: StackPlacement & { stackId: number },
): Promise<number> {
  const destination = order.destination ?? {}
  // a re-dispatch (the previous rider gave it up) adds a shipment to the order's logistics order: the
  // tracking page follows its latest shipment
  const [existing] = await tx
    .select({ id: logisticsOrder.id })
    .from(logisticsOrder)
    .where(
      and(
        eq(logisticsOrder.branchContactId, order.branchContactId),
        eq(logisticsOrder.orderCode, order.code),
      ),
    )
  const [logistics] = existing
    ? [existing]
    : await tx
        .insert(logisticsOrder)
        .values({
          branchContactId: order.branchContactId,
          orderId: order.id,
          orderCode: order.code,
          customerName: order.customerName,
          customerPhone: order.phone,
          destinationAddress:
            destination.fullAddress ?? [destination.street, destination.number].filter(Boolean).join(' '),
          destinationDetails: order.details,
          betweenStreets: order.betweenStreets,
          destinationLat: destination.lat ?? null,
          destinationLng: destination.lng ?? null,
        })
        .returning({ id: logisticsOrder.id })
  if (!logistics) throw new Error('logistics order was not written')
  // the diner may have noted the key already: a re-dispatch keeps it
  const [previous] = existing
    ? await tx
        .select({ key: shipment.securityCode })
        .from(shipment)
        .where(eq(shipment.logisticsOrderId, existing.id))
        .orderBy(desc(shipment.id))
        .limit(1)
    : []
  const previousKey = previous?.key ?? null
  const min = order.minDelayInMinutes ?? DEFAULT_ETA.min
  await tx.insert(shipment).values({
    logisticsOrderId: logistics.id,
    branchContactId: order.branchContactId,
    status: 'LOOKING_FOR_DRIVER',
    providerName: 'OWN_FLEET',
    securityCode: previousKey ?? String(randomInt(0, 10_000)).padStart(4, '0'),
    minEta: min,
    maxEta: Math.max(min, order.maxDelayInMinutes ?? DEFAULT_ETA.max),
    ...(placement
      ? {
          stackId: placement.stackId,
          stackingOrder: placement.stackingOrder,
          returnShipment: placement.returnShipment,
        }
      : {}),
  })
  return logistics.id
}

/** An own-fleet stack LOOKING_FOR_DRIVER at the local: the riders' stack list offers it at once. */
export async function openOwnFleetStack(tx: Tx, branchContactId: number): Promise<number> {
  const [stack] = await tx
    .insert(shipmentStack)
    .values({ branchContactId, status: 'LOOKING_FOR_DRIVER', providerName: 'OWN_FLEET' })
    .returning({ id: shipmentStack.id })
  if (!stack) throw new Error('shipment stack was not written')
  return stack.id
}
