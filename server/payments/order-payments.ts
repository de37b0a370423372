import { and, eq, lt, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { OrderPaymentStatus } from '../../domain/counter-payment'
import type { DbOrTx } from '../db/client'
import { branchContact, dinerOrder } from '../db/schema'

/** Longer than any provider takes to answer a charge. */
export const STALE_PROCESSING_MS = 2 * 60 * 1000

export type { OrderPaymentStatus }

/** What paying needs to know of an order. */
export interface PayableOrder {
  id: number
  code: string
  /** the local's alias, for the follow-up URL */
  alias: string
  branchContactId: number
  total: number
  paymentMethod: string | null
  paymentStatus: OrderPaymentStatus | null
  /** the order's own status (GENERATED … DELIVERED, CANCELED) */
  status: string
  orderedAt: Date
  /** the local's pay window (hours) */
  payWindowHours: number
}

/** The order's side of a payment: read it, and keep its payment status. */
export interface OrderPayments {
  findByCode(db: DbOrTx, code: string): Promise<PayableOrder | null>
  findById(db: DbOrTx, id: number): Promise<PayableOrder | null>
  /** findById holding the order's row until the transaction ends: payment decisions on it take turns. */
  lockById(db: DbOrTx, id: number): Promise<PayableOrder | null>
  /** Adds to what the local owes the diner back (a capture the provider could not void). */
  addRefundDue(db: DbOrTx, orderId: number, amount: number): Promise<void>
  /**
   * Marks the order PROCESSING unless it is already paid or processing; false when another payment holds
   * it. One statement, so two concurrent card payments cannot both charge. A payment left processing
   * longer than STALE_PROCESSING_MS (the server stopped mid-charge) no longer holds the order.
   */
  claim(db: DbOrTx, orderId: number): Promise<boolean>
  setStatus(
    db: DbOrTx,
    orderId: number,
    status: OrderPaymentStatus,
    paymentUrl?: string | null,
  ): Promise<void>
}

const payableColumns = {
  id: dinerOrder.id,
  code: dinerOrder.code,
  alias: branchContact.alias,
  branchContactId: dinerOrder.branchContactId,
  total: dinerOrder.total,
  paymentMethod: dinerOrder.paymentMethod,
  paymentStatus: dinerOrder.paymentStatus,
  status: dinerOrder.status,
  orderedAt: dinerOrder.orderedAt,
  payWindowHours: branchContact.payWindowHours,
}

async function findWhere(db: DbOrTx, where: SQL, lock = false): Promise<PayableOrder | null> {
  const query = db
    .select(payableColumns)
    .from(dinerOrder)
    .innerJoin(branchContact, eq(branchContact.id, dinerOrder.branchContactId))
    .where(where)
  const [row] = lock ? await query.for('update', { of: dinerOrder }) : await query
  return row ?? null
}

/** The orders table's side, as order-engine's schema keeps it. */
export const orderPaymentsInDb: OrderPayments = {
  findByCode: (db, code) => findWhere(db, eq(dinerOrder.code, code)),
  findById: (db, id) => findWhere(db, eq(dinerOrder.id, id)),
  lockById: (db, id) => findWhere(db, eq(dinerOrder.id, id), true),
  async addRefundDue(db, orderId, amount) {
    await db
      .update(dinerOrder)
      .set({ refundDue: sql`${dinerOrder.refundDue} + ${Math.round(amount)}`, updatedAt: new Date() })
      .where(eq(dinerOrder.id, orderId))
  },
  async claim(db, orderId) {
    const claimed = await db
      .update(dinerOrder)
      .set({ paymentStatus: 'PROCESSING', updatedAt: new Date() })
      .where(
        and(
          eq(dinerOrder.id, orderId),
          or(
            notInArray(dinerOrder.paymentStatus, ['PAID', 'PROCESSING']),
            and(
              eq(dinerOrder.paymentStatus, 'PROCESSING'),
              lt(dinerOrder.updatedAt, new Date(Date.now() - STALE_PROCESSING_MS)),
            ),
          ),
        ),
      )
      .returning({ id: dinerOrder.id })
    return claimed.length === 1
  },
  async setStatus(db, orderId, status, paymentUrl) {
    await db
      .update(dinerOrder)
      .set({
        paymentStatus: status,
        updatedAt: new Date(),
        ...(status === 'PAID' ? { paidAt: new Date() } : {}),
        ...(paymentUrl !== undefined ? { paymentUrl } : {}),
      })
      .where(eq(dinerOrder.id, orderId))
  },
}
