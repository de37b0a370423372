import { randomInt } from 'node:crypto'
import { logisticsOrder, shipment } from '../db/schema'
import type { Dispatcher } from './console-orders'

/** Shipment ETA when the order mode gives none (the demo's Palermo range). */
const DEFAULT_ETA = { min: 30, max: 45 }

/**
 * Dispatch to the own fleet: the logistics order (customer and destination copied from the order) and
 * one shipment LOOKING_FOR_DRIVER that the local's riders see, in the same transaction as the order's
 * dispatch mark. The delivery key is 4 random digits the diner gives the rider.
 */
export const dispatchToOwnFleet: Dispatcher = async (tx, order) => {
  const destination = order.destination ?? {}
  const [logistics] = await tx
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
  const min = order.minDelayInMinutes ?? DEFAULT_ETA.min
  await tx.insert(shipment).values({
    logisticsOrderId: logistics.id,
    branchContactId: order.branchContactId,
    status: 'LOOKING_FOR_DRIVER',
    providerName: 'OWN_FLEET',
    securityCode: String(randomInt(0, 10_000)).padStart(4, '0'),
    minEta: min,
    maxEta: Math.max(min, order.maxDelayInMinutes ?? DEFAULT_ETA.max),
  })
}
