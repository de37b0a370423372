import { TZDate } from '@date-fns/tz'
import { addDays, startOfDay } from 'date-fns'
import { and, asc, eq, exists, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import {
  allowedActions,
  type BoardColumn,
  boardColumnOf,
  type ConsoleAction,
  type ConsoleOrderFacts,
  decideTransition,
} from '../../domain/order-console'
import { SHIPMENT_STATUS_AFTER_STAFF } from '../../domain/order-lifecycle'
import { orderConsole as texts } from '../../i18n/es/order-console'
import type { Database, Tx } from '../db/client'
import { branchContact, dinerOrder, dinerOrderLine } from '../db/schema'
import { badRequest, conflict, notFound } from '../errors'
import type { Schemas } from './api-types'
import type { ConsoleLocal } from './console-auth'
import { endOpenShipmentsOf } from './order-lifecycle'

type OrderRow = typeof dinerOrder.$inferSelect
type LineRow = typeof dinerOrderLine.$inferSelect

const COLUMN_LABEL: Record<BoardColumn, string> = {
  new: texts.columnNew,
  accepted: texts.columnAccepted,
  ready: texts.columnReady,
  dispatched: texts.columnDispatched,
  delivered: texts.columnDelivered,
  canceled: texts.columnCanceled,
}

export const factsOf = (order: OrderRow): ConsoleOrderFacts => ({
  status: order.status,
  type: order.type,
  dispatched: order.dispatchedAt !== null,
})

/** The local's calendar day around `now`, as instants. */
export function localDay(timeZone: string, now = new Date()): { start: Date; end: Date } {
  const start = startOfDay(new TZDate(now.getTime(), timeZone))
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) }
}

export function consoleOrderBody(order: OrderRow, lines: LineRow[]): Schemas['ConsoleOrder'] {
  const facts = factsOf(order)
  return {
    id: order.id,
    code: order.code,
    displayNumber: order.displayNumber,
    type: order.type,
    status: order.status,
    column: boardColumnOf(facts),
    actions: allowedActions(facts),
    orderedAt: order.orderedAt.toISOString(),
    scheduled: order.scheduled,
    scheduledAt: order.scheduledAt ? order.scheduledAt.toISOString() : null,
    tableUid: order.tableUid,
    items: lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      notes: line.notes,
      accPrice: line.accPrice,
      unitPrice: line.unitPrice,
      discount: line.discountAmount,
      extras: line.extras.map((x) => ({
        groupName: x.groupName,
        name: x.name,
        quantity: x.quantity,
        price: x.price,
      })),
    })),
    itemsPrice: order.itemsPrice,
    deliveryFee: order.deliveryFee,
    userServiceFee: order.userServiceFee,
    discountTotal: order.discounts.reduce((sum, line) => sum + line.amount, 0),
    total: order.total,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    refundDue: order.refundDue,
    customerName: order.customerName,
    phone: order.phone,
    address: order.destination?.fullAddress ?? null,
    notes: order.notes,
    etaMinutes: order.etaMinutes,
    acceptedAt: order.acceptedAt ? order.acceptedAt.toISOString() : null,
    reason: order.consoleReason,
  }
}

export async function linesOf(db: Database, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const byOrder = new Map<number, LineRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(dinerOrderLine)
    .where(inArray(dinerOrderLine.orderId, orderIds))
    .orderBy(asc(dinerOrderLine.orderId), asc(dinerOrderLine.position))
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row])
  return byOrder
}

/**
 * Today's orders of the local: by scheduled time when scheduled, else by ordered time. A local that
 * takes orders as WhatsApp messages (ordersConsole off) has none on the console.
 */
export async function listTodayOrders(
  db: Database,
  local: ConsoleLocal,
  now = new Date(),
): Promise<Schemas['ConsoleOrder'][]> {
  const { start, end } = localDay(local.timeZone, now)
  const when = sql`coalesce(${dinerOrder.scheduledAt}, ${dinerOrder.orderedAt})`
  const orders = await db
    .select()
    .from(dinerOrder)
    .where(
      and(
        eq(dinerOrder.branchContactId, local.id),
        gte(when, start),
        lt(when, end),
        exists(
          db
            .select({ id: branchContact.id })
            .from(branchContact)
            .where(and(eq(branchContact.id, local.id), eq(branchContact.ordersConsole, true))),
        ),
      ),
    )
    .orderBy(asc(when), asc(dinerOrder.id))
  const lines = await linesOf(
    db,
    orders.map((o) => o.id),
  )
  return orders.map((order) => consoleOrderBody(order, lines.get(order.id) ?? []))
}

async function orderAtLocal(db: Database, local: ConsoleLocal, orderId: number) {
  const [order] = await db
    .select()
    .from(dinerOrder)
    .where(and(eq(dinerOrder.id, orderId), eq(dinerOrder.branchContactId, local.id)))
  if (!order) throw notFound(texts.orderNotFound)
  return order
}

const columnText = (order: OrderRow) => COLUMN_LABEL[boardColumnOf(factsOf(order))]

/** Writes what a dispatch needs beyond the order row (the shipment); set by the delivery side. */
export type Dispatcher = (tx: Tx, order: OrderRow) => Promise<void>

// thrown inside the transaction so the shipments it ended roll back with the order it could not move
const staleOrder = new Error('the order changed meanwhile')

/**
 * One transition, checked with domain/order-console and written with one conditional UPDATE on the
 * status (and dispatch mark) it was decided from: of two staff acting at once one wins, the other
 * gets 409 naming where the order is now.
 */
export async function transitionOrder(
  db: Database,
  local: ConsoleLocal,
  orderId: number,
  body: Schemas['ConsoleTransition'],
  dispatcher: Dispatcher,
): Promise<Schemas['ConsoleOrder']> {
  const order = await orderAtLocal(db, local, orderId)
  const action: ConsoleAction = body.action
  const decision = decideTransition(factsOf(order), action, body)
  if (!decision.ok) {
    if (decision.reason.key === 'orderConsole.etaRequired')
      throw badRequest(texts.etaRequired.replace('{min}', '1').replace('{max}', '240'), [
        { field: 'etaMinutes', message: texts.etaRequired.replace('{min}', '1').replace('{max}', '240') },
      ])
    if (decision.reason.key === 'orderConsole.reasonRequired')
      throw badRequest(texts.reasonRequired, [{ field: 'reason', message: texts.reasonRequired }])
    if (decision.reason.key === 'orderConsole.closeReasonRequired')
      throw badRequest(texts.closeReasonRequired, [{ field: 'reason', message: texts.closeReasonRequired }])
    throw conflict(texts.notAllowed.replace('{column}', columnText(order)))
  }

  const now = new Date()
  const updated = await db
    .transaction(async (tx) => {
      // a dispatched order's shipment ends first, as a rider's step would: same lock order, no deadlock
      if (order.dispatchedAt !== null && (action === 'deliver' || action === 'cancel'))
        await endOpenShipmentsOf(tx, order.id, SHIPMENT_STATUS_AFTER_STAFF[action])
      const [row] = await tx
        .update(dinerOrder)
        .set({
          status: decision.to,
          updatedAt: now,
          ...(decision.etaMinutes !== null ? { etaMinutes: decision.etaMinutes, acceptedAt: now } : {}),
          ...(decision.reason !== null ? { consoleReason: decision.reason } : {}),
          ...(action === 'dispatch' ? { dispatchedAt: now } : {}),
          ...(action === 'ready' ? { readyAt: now } : {}),
        })
        .where(
          and(
            eq(dinerOrder.id, order.id),
            eq(dinerOrder.status, order.status),
            order.dispatchedAt === null
              ? isNull(dinerOrder.dispatchedAt)
              : eq(dinerOrder.dispatchedAt, order.dispatchedAt),
          ),
        )
        .returning()
      if (!row) throw staleOrder
      if (action === 'dispatch') await dispatcher(tx, row)
      return row
    })
    .catch((error: unknown) => {
      if (error === staleOrder) return undefined
      throw error
    })
  if (!updated) {
    const now = await orderAtLocal(db, local, orderId)
    throw conflict(texts.changedMeanwhile.replace('{column}', columnText(now)))
  }
  const lines = await linesOf(db, [updated.id])
  return consoleOrderBody(updated, lines.get(updated.id) ?? [])
}
