import { and, eq, exists, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branchContact, dinerOrder } from '../db/schema'
import type { Schemas } from './api-types'
import type { ConsoleLocal } from './console-auth'
import { consoleOrderBody, linesOf, localDay } from './console-orders'

/**
 * One order as the console board shows it, or null when it is not on today's board of that local
 * (another local's order, one scheduled for another day, or a local that takes its orders as WhatsApp
 * messages, as listTodayOrders leaves out): the live console socket pushes this.
 */
export async function consoleOrderOnBoard(
  db: Database,
  local: ConsoleLocal,
  orderId: number,
  now = new Date(),
): Promise<Schemas['ConsoleOrder'] | null> {
  const { start, end } = localDay(local.timeZone, now)
  const when = sql`coalesce(${dinerOrder.scheduledAt}, ${dinerOrder.orderedAt})`
  const [order] = await db
    .select()
    .from(dinerOrder)
    .where(
      and(
        eq(dinerOrder.id, orderId),
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
  if (!order) return null
  const lines = await linesOf(db, [order.id])
  return consoleOrderBody(order, lines.get(order.id) ?? [])
}

/** The local of an order, by id or code (null when there is no such order). */
export async function localOfOrder(
  db: Database,
  by: { id: number } | { code: string },
): Promise<{ orderId: number; localId: number } | null> {
  const [row] = await db
    .select({ orderId: dinerOrder.id, localId: dinerOrder.branchContactId })
    .from(dinerOrder)
    .where('id' in by ? eq(dinerOrder.id, by.id) : eq(dinerOrder.code, by.code))
  return row ?? null
}
