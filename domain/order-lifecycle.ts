import type { ConsoleOrderFacts } from './order-console'
import type { OrderStatus } from './order-status'
import { normalizeShipmentStatus, type ShipmentStatus } from './shipment'

/**
 * One order lifecycle across the console and the delivery side (issue 18). A dispatched order stays
 * READY while its own-fleet shipment moves; the shipment's end decides where the order goes:
 * delivered (a drop-off, also one of a stack) closes the order as DELIVERED; the rider giving it up
 * (DRIVER_CANCELED, one shipment or a whole stack) puts it back in «Listos», undispatched, where staff
 * re-dispatch it or cancel it with a reason. RETURNED follows DELIVERED (the rider's way back to the
 * local), so it leaves a delivered order as it is. Server and machines read it from here.
 */
export type OrderAfterShipment = { status: OrderStatus; dispatched: boolean }

const finalStatuses: readonly OrderStatus[] = ['DELIVERED', 'CANCELED']
export const isFinalOrderStatus = (status: OrderStatus) => finalStatuses.includes(status)

/** Null: the shipment's new status leaves the order as it is. */
export function orderAfterShipment(
  order: ConsoleOrderFacts,
  shipmentStatus: ShipmentStatus | string,
): OrderAfterShipment | null {
  if (order.status !== 'READY' || !order.dispatched) return null
  const status = normalizeShipmentStatus(shipmentStatus)
  if (status === 'DELIVERED' || status === 'RETURNED') return { status: 'DELIVERED', dispatched: true }
  if (status === 'DRIVER_CANCELED') return { status: 'READY', dispatched: false }
  return null
}

/**
 * What staff closing a dispatched order by hand does to its shipment that is still open: 'deliver'
 * (the rider could not, or the key was locked) writes it DELIVERED, 'cancel' writes BRANCH_CANCELED,
 * the venue's own cancel, so the rider's screen shows it cancelled and the tracking page stops.
 */
export const SHIPMENT_STATUS_AFTER_STAFF = {
  deliver: 'DELIVERED',
  cancel: 'BRANCH_CANCELED',
} as const

/** A shipment still open on the road: what staff's close or cancel may still end. */
export const OPEN_SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  'LOOKING_FOR_DRIVER',
  'ON_ROUTE_TO_PICK_UP',
  'IN_STORE',
  'ON_ROUTE_TO_DROP_OFF',
]
