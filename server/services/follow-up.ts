import { and, asc, desc, eq, isNull, or } from 'drizzle-orm'
import { estimatedArrival } from '../../domain/order-eta'
import { canReportError } from '../../domain/order-status'
import { engine } from '../../i18n/es/engine'
import type { Database } from '../db/client'
import {
  branch,
  branchContact,
  dinerOrder,
  dinerOrderLine,
  logisticsOrder,
  paymentType,
  shipment,
} from '../db/schema'
import { conflict, notFound } from '../errors'
import type { Schemas } from './api-types'

type OrderRow = typeof dinerOrder.$inferSelect

/** The order by code, when it was taken by the local (or branch) named by alias or id. */
async function orderAt(db: Database, aliasOrId: string, code: string) {
  // Only an id the integer columns can hold reads as an id; anything else is an alias that matches nothing.
  const id = /^[1-9]\d{0,9}$/.test(aliasOrId) && Number(aliasOrId) <= 2_147_483_647 ? Number(aliasOrId) : null
  const byContact = id !== null ? eq(branchContact.id, id) : eq(branchContact.alias, aliasOrId)
  const byBranch = id !== null ? eq(branch.id, id) : eq(branch.alias, aliasOrId)
  const [row] = await db
    .select({ order: dinerOrder, contact: branchContact, payment: paymentType })
    .from(dinerOrder)
    .innerJoin(branchContact, eq(branchContact.id, dinerOrder.branchContactId))
    .innerJoin(branch, eq(branch.id, dinerOrder.branchId))
    .innerJoin(paymentType, eq(paymentType.id, dinerOrder.paymentTypeId))
    .where(and(eq(dinerOrder.code, code), or(byContact, byBranch)))
  return row
}

/**
 * The logistics order the order was dispatched with (the latest, should there be several) and whether
 * its shipment carries a return trip; none before dispatch. The follow-up opens live tracking with it.
 */
async function logisticsOf(db: Database, order: OrderRow) {
  const [row] = await db
    .select({ id: logisticsOrder.id, returnShipment: shipment.returnShipment })
    .from(logisticsOrder)
    .leftJoin(shipment, eq(shipment.logisticsOrderId, logisticsOrder.id))
    .where(
      and(eq(logisticsOrder.orderId, order.id), eq(logisticsOrder.branchContactId, order.branchContactId)),
    )
    .orderBy(desc(logisticsOrder.id), desc(shipment.id))
    .limit(1)
  return row ? { id: row.id, returnShipment: row.returnShipment === true } : null
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function detailsOf(order: OrderRow): Schemas['DinerOrderDetails'] {
  return { code: order.code, errorType: order.errorType, reportedAt: iso(order.errorReportedAt) }
}

/** GET /api/diner/{aliasOrId}/order/{orderCode}: the order as the follow-up page shows it. */
export async function orderFollowUp(
  db: Database,
  aliasOrId: string,
  code: string,
): Promise<Schemas['Order']> {
  const found = await orderAt(db, aliasOrId, code)
  if (!found) throw notFound(engine.orderNotFound)
  const { order, contact, payment } = found
  const lines = await db
    .select()
    .from(dinerOrderLine)
    .where(eq(dinerOrderLine.orderId, order.id))
    .orderBy(asc(dinerOrderLine.position))
  const logistics = await logisticsOf(db, order)
  const destination = order.destination
  return {
    id: order.id,
    code: order.code,
    displayNumber: order.displayNumber,
    type: order.type,
    status: order.status,
    paymentType: {
      id: payment.id,
      paymentMethod: payment.paymentMethod,
      showName: payment.showName,
      active: payment.active,
      upload: payment.upload,
      onlinePayment:
        payment.paymentMethod === 'CASH'
          ? null
          : {
              paymentMethod: payment.paymentMethod,
              ...(payment.providerName ? { providerName: payment.providerName } : {}),
            },
    },
    paysWith: order.paysWith,
    paymentInfo: {
      status: order.paymentStatus,
      paymentUrl: order.paymentUrl,
      uploadType: order.paymentUpload,
      upload: order.paymentReferenceId,
      amount: order.total,
    },
    orderedAt: order.orderedAt.toISOString(),
    payWindowHours: contact.payWindowHours,
    scheduled: order.scheduled,
    scheduledAt: iso(order.scheduledAt),
    items: lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      notes: line.notes,
      accPrice: line.accPrice,
      extras: line.extras.map((x) => ({
        groupName: x.groupName,
        name: x.name,
        quantity: x.quantity,
        price: x.price,
      })),
    })),
    itemsPrice: order.itemsPrice,
    surcharges: order.surcharges.map((l) => ({ name: l.name, amount: l.amount })),
    discounts: order.discounts.map((l) => ({ name: l.name, amount: l.amount })),
    deliveryFee: order.deliveryFee,
    userServiceFee: order.userServiceFee,
    total: order.total,
    notes: order.notes,
    destination: destination
      ? {
          street: destination.street ?? null,
          number: destination.number ?? null,
          zone: null,
          locality: destination.locality ?? null,
          fullAddress: destination.fullAddress ?? null,
          ...(typeof destination.lat === 'number' ? { lat: destination.lat } : {}),
          ...(typeof destination.lng === 'number' ? { lng: destination.lng } : {}),
        }
      : null,
    details: order.details,
    betweenStreets: order.betweenStreets,
    customerId: order.customerId,
    customerName: order.customerName,
    phone: order.phone,
    takenByWhatsApp: !contact.ordersConsole,
    tableUid: order.tableUid,
    branchContact: {
      id: contact.id,
      alias: contact.alias,
      name: contact.name,
      branchId: contact.branchId,
      whatsAppPhone: contact.whatsAppPhone,
    },
    logisticsOrderId: logistics?.id ?? null,
    eta: estimatedArrival({
      status: order.status,
      orderedAt: order.orderedAt.toISOString(),
      scheduledAt: iso(order.scheduledAt),
      acceptedAt: iso(order.acceptedAt),
      etaMinutes: order.etaMinutes,
      minDelayInMinutes: order.minDelayInMinutes,
      maxDelayInMinutes: order.maxDelayInMinutes,
    }),
    isShipment: order.type === 'DELIVERY',
    returnShipment: logistics?.returnShipment ?? false,
    shipments: [],
    loyaltyPointsRedeemed: order.loyaltyPointsRedeemed,
    loyaltyPointsGained: order.loyaltyPointsGained,
    dinerOrderDetails: order.errorType ? detailsOf(order) : null,
  }
}

/**
 * POST /api/diner/order/details: a diner reports a problem once, within 24 h of a delivered order
 * (domain/order-status canReportError). The update only lands while no error is recorded, so two reports
 * at once record one.
 */
export async function reportError(
  db: Database,
  body: Schemas['OrderErrorReport'],
  now = new Date(),
): Promise<Schemas['DinerOrderDetails']> {
  const [order] = await db.select().from(dinerOrder).where(eq(dinerOrder.code, body.code))
  if (!order) throw notFound(engine.orderNotFound)
  if (order.errorType) throw conflict(engine.errorAlreadyReported)
  const facts = { status: order.status, errorType: order.errorType, orderedAt: order.orderedAt.toISOString() }
  if (!canReportError(facts, now.toISOString())) throw conflict(engine.errorReportNotAllowed)
  const [updated] = await db
    .update(dinerOrder)
    .set({ errorType: body.errorType, errorReportedAt: now, updatedAt: now })
    .where(and(eq(dinerOrder.id, order.id), isNull(dinerOrder.errorType)))
    .returning()
  if (!updated) throw conflict(engine.errorAlreadyReported)
  return detailsOf(updated)
}
