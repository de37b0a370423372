import { and, count, desc, eq, isNotNull } from 'drizzle-orm'
import { phoneKey } from '../../domain/phone'
import type { Database } from '../db/client'
import { branchContact, customer, dinerOrder, loyaltyAccount, loyaltyProgram } from '../db/schema'
import { invalidField } from '../errors'
import type { Schemas } from './api-types'

/** domain/phone.ts phoneKey for a request field: an invalid phone is a 400 naming the field (with `detail`). */
export function phoneKeyOf(phone: string, field = 'phone', detail?: string): string {
  const key = phoneKey(phone)
  if (!key) throw invalidField(field, detail)
  return key
}

export async function findCustomer(db: Database, phoneKey: string) {
  const [row] = await db.select().from(customer).where(eq(customer.phoneKey, phoneKey))
  return row
}

/** The customer's balance in the branch's programme (0 without programme or membership). */
export async function balanceAt(db: Database, branchId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyAccount.balance })
    .from(loyaltyAccount)
    .innerJoin(loyaltyProgram, eq(loyaltyProgram.id, loyaltyAccount.programId))
    .where(and(eq(loyaltyProgram.branchId, branchId), eq(loyaltyAccount.customerId, customerId)))
  return row?.balance ?? 0
}

/**
 * GET /api/orderingcustomer/{phone}?branchId: the customer as the branch sees them, with the delivery
 * addresses of their past orders there (newest first, each once) and their points balance. Undefined
 * when the phone has never ordered nor signed up.
 */
export async function orderingCustomer(
  db: Database,
  phone: string,
  branchId: number,
): Promise<Schemas['OrderingCustomer'] | undefined> {
  const found = await findCustomer(db, phoneKeyOf(phone))
  if (!found) return undefined
  const [balance, firstPurchase, destinations] = await Promise.all([
    balanceAt(db, branchId, found.id),
    isFirstPurchase(db, found.phoneKey),
    db
      .select({
        destination: dinerOrder.destination,
        details: dinerOrder.details,
        betweenStreets: dinerOrder.betweenStreets,
      })
      .from(dinerOrder)
      .where(
        and(
          eq(dinerOrder.customerId, found.id),
          eq(dinerOrder.branchId, branchId),
          isNotNull(dinerOrder.destination),
        ),
      )
      .orderBy(desc(dinerOrder.orderedAt))
      .limit(50),
  ])
  const seen = new Set<string>()
  const addressesRegistered: Schemas['UserLocation'][] = []
  for (const { destination, details, betweenStreets } of destinations) {
    if (!destination) continue
    const key = (destination.fullAddress ?? `${destination.street ?? ''} ${destination.number ?? ''}`)
      .trim()
      .toLowerCase()
    if (!key || seen.has(key)) continue
    seen.add(key)
    addressesRegistered.push({ ...destination, details, betweenStreets })
  }
  return {
    id: found.id,
    optIn: found.optIn,
    addressesRegistered,
    name: found.name,
    phone: found.phoneKey,
    email: found.email,
    loyaltyPointsBalance: balance,
    firstPurchase,
  }
}

/** GET /api/orders: a page of the customer's orders at a local, newest first. */
export async function customerOrders(
  db: Database,
  query: { phone: string; branchContactId: number; offset: number; pageSize: number },
): Promise<Schemas['CustomerOrders']> {
  const phoneKey = phoneKeyOf(query.phone)
  const page = Math.floor(query.offset / query.pageSize)
  const found = await findCustomer(db, phoneKey)
  if (!found) return { dinerOrders: { orders: [], page, pageSize: query.pageSize, total: 0 } }
  const where = and(
    eq(dinerOrder.customerId, found.id),
    eq(dinerOrder.branchContactId, query.branchContactId),
  )
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: dinerOrder.id,
        code: dinerOrder.code,
        type: dinerOrder.type,
        status: dinerOrder.status,
        orderedAt: dinerOrder.orderedAt,
        scheduled: dinerOrder.scheduled,
        scheduledAt: dinerOrder.scheduledAt,
        total: dinerOrder.total,
        branchContactAlias: branchContact.alias,
      })
      .from(dinerOrder)
      .innerJoin(branchContact, eq(branchContact.id, dinerOrder.branchContactId))
      .where(where)
      .orderBy(desc(dinerOrder.orderedAt), desc(dinerOrder.id))
      .limit(query.pageSize)
      .offset(query.offset),
    db.select({ n: count() }).from(dinerOrder).where(where),
  ])
  return {
    dinerOrders: {
      orders: rows.map((r) => ({
        ...r,
        orderedAt: r.orderedAt.toISOString(),
        scheduledAt: r.scheduledAt?.toISOString() ?? null,
      })),
      page,
      pageSize: query.pageSize,
      total: totalRow?.n ?? 0,
    },
  }
}

/** A customer's first purchase: no order under that phone yet. */
export async function isFirstPurchase(db: Database, phoneKey: string | null): Promise<boolean> {
  if (!phoneKey) return true
  const [row] = await db
    .select({ n: count() })
    .from(dinerOrder)
    .innerJoin(customer, eq(customer.id, dinerOrder.customerId))
    .where(eq(customer.phoneKey, phoneKey))
  return (row?.n ?? 0) === 0
}
