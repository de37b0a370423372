import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { checkDeliveryKey, MAX_DELIVERY_KEY_ATTEMPTS } from '../../domain/delivery-key'
import { OPEN_SHIPMENT_STATUSES, orderAfterShipment } from '../../domain/order-lifecycle'
import type { ShipmentStatus } from '../../domain/shipment'
import { shipment as shipmentTexts } from '../../i18n/es/shipment'
import { fillTemplate } from '../../i18n/render'
import type { Database, DbOrTx, Tx } from '../db/client'
import { dinerOrder, logisticsOrder, shipment } from '../db/schema'
import { conflict, HttpProblem } from '../errors'

type ShipmentRow = typeof shipment.$inferSelect

/**
 * After shipments moved (a rider's step, cancel or a stack's drop-off), the orders they carry follow
 * domain/order-lifecycle, in the rider's transaction: each order update is conditional on the status
 * and dispatch mark it was decided from, so a staff close racing the rider makes one of them 409.
 * Shipments of no order (an outside logistics order) change nothing. Answers the orders changed.
 */
export async function settleOrdersOf(
  tx: DbOrTx,
  changes: readonly { shipmentId: number; status: ShipmentStatus }[],
): Promise<number[]> {
  const changed: number[] = []
  for (const change of changes) {
    const [found] = await tx
      .select({ order: dinerOrder })
      .from(shipment)
      .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
      .innerJoin(dinerOrder, eq(dinerOrder.id, logisticsOrder.orderId))
      .where(eq(shipment.id, change.shipmentId))
    if (!found) continue
    const { order } = found
    const facts = { status: order.status, type: order.type, dispatched: order.dispatchedAt !== null }
    const after = orderAfterShipment(facts, change.status)
    if (!after) continue
    const [written] = await tx
      .update(dinerOrder)
      .set({
        status: after.status,
        updatedAt: new Date(),
        ...(after.dispatched ? {} : { dispatchedAt: null }),
      })
      .where(
        and(
          eq(dinerOrder.id, order.id),
          eq(dinerOrder.status, order.status),
          isNotNull(dinerOrder.dispatchedAt),
        ),
      )
      .returning({ id: dinerOrder.id })
    if (!written) throw conflict(shipmentTexts.apiOrderClosed)
    changed.push(order.id)
  }
  return changed
}

/**
 * Staff closing (deliver) or cancelling a dispatched order: its shipments still on the road end with
 * it, written before the order (riders' steps lock the shipment first too, so the two never deadlock).
 * Answers the shipments it ended.
 */
export async function endOpenShipmentsOf(
  tx: Tx,
  orderId: number,
  status: 'DELIVERED' | 'BRANCH_CANCELED',
): Promise<number[]> {
  const ids = await tx
    .select({ id: shipment.id })
    .from(shipment)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
    .where(and(eq(logisticsOrder.orderId, orderId), inArray(shipment.status, [...OPEN_SHIPMENT_STATUSES])))
  if (ids.length === 0) return []
  const ended = await tx
    .update(shipment)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        inArray(
          shipment.id,
          ids.map((row) => row.id),
        ),
        inArray(shipment.status, [...OPEN_SHIPMENT_STATUSES]),
      ),
    )
    .returning({ id: shipment.id })
  return ended.map((row) => row.id)
}

/**
 * The delivery key of the drop-off a step delivers (domain/delivery-key). A wrong key is counted
 * outside the step's transaction, since the step itself is refused: 422 naming securityCode, then
 * 429 once the shipment is locked. The count only moves from the value read, so two wrong keys at
 * once count twice, never lose one.
 */
export async function ensureDeliveryKey(
  db: Database,
  row: Pick<ShipmentRow, 'id' | 'securityCode' | 'keyAttempts'>,
  given: string | null | undefined,
): Promise<void> {
  const check = checkDeliveryKey(row.securityCode, given, row.keyAttempts)
  if (check.ok) return
  const detail =
    check.reason === 'locked'
      ? shipmentTexts.keyLocked
      : check.reason === 'invalid'
        ? shipmentTexts.keyInvalid
        : fillTemplate(shipmentTexts.keyWrong, { left: check.attemptsLeft })
  if (check.reason !== 'invalid' && row.keyAttempts < MAX_DELIVERY_KEY_ATTEMPTS) {
    await db
      .update(shipment)
      .set({ keyAttempts: row.keyAttempts + 1 })
      .where(and(eq(shipment.id, row.id), eq(shipment.keyAttempts, row.keyAttempts)))
  }
  const errors = [{ field: 'securityCode', message: detail, code: check.reason }]
  throw new HttpProblem(check.reason === 'locked' ? 429 : 422, detail, { errors })
}
