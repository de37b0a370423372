import { and, eq, inArray, isNull } from 'drizzle-orm'
import { decideStack, type StackCandidate } from '../../domain/console-stack'
import { consoleStack as texts } from '../../i18n/es/console-stack'
import { orderConsole as consoleTexts } from '../../i18n/es/order-console'
import { t } from '../../i18n/t'
import type { Database } from '../db/client'
import { dinerOrder } from '../db/schema'
import { conflict, notFound } from '../errors'
import type { Schemas } from './api-types'
import type { ConsoleLocal } from './console-auth'
import { openOwnFleetStack, writeOwnFleetShipment } from './console-dispatch'
import { consoleOrderBody, factsOf, linesOf } from './console-orders'

/**
 * Groups ready delivery orders of the local into one own-fleet stack (domain/console-stack decides,
 * the riders' side offers it through listStacks). The orders are marked dispatched with one conditional
 * UPDATE on the state they were decided from; if any moved meanwhile (another staff member dispatched,
 * canceled or stacked it) nothing is written and the answer is a 409.
 */
export async function stackOrders(
  db: Database,
  local: ConsoleLocal,
  body: Schemas['ConsoleStackRequest'],
): Promise<Schemas['ConsoleStack']> {
  const returnTrip = body.returnTrip ?? false
  const ids = body.orderIds
  const rows = await db
    .select()
    .from(dinerOrder)
    .where(and(inArray(dinerOrder.id, ids), eq(dinerOrder.branchContactId, local.id)))
  // Another local's (or tenant's) order does not exist for this console.
  if (rows.length !== new Set(ids).size) throw notFound(consoleTexts.orderNotFound)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const selection: StackCandidate[] = ids.map((id) => {
    const row = byId.get(id) as (typeof rows)[number]
    return { ...factsOf(row), id, displayNumber: row.displayNumber, localId: row.branchContactId }
  })
  const decision = decideStack(selection, returnTrip)
  if (!decision.ok) throw conflict(t(decision.reason))

  const now = new Date()
  const { stackId, written } = await db.transaction(async (tx) => {
    const marked = await tx
      .update(dinerOrder)
      .set({ dispatchedAt: now, updatedAt: now })
      .where(
        and(
          inArray(dinerOrder.id, ids),
          eq(dinerOrder.branchContactId, local.id),
          eq(dinerOrder.status, 'READY'),
          eq(dinerOrder.type, 'DELIVERY'),
          isNull(dinerOrder.dispatchedAt),
        ),
      )
      .returning()
    // thrown inside the transaction: it rolls back, so an order that moved meanwhile leaves nothing written
    if (marked.length !== ids.length) throw conflict(texts.changedMeanwhile)
    const markedById = new Map(marked.map((row) => [row.id, row]))
    const stackId = await openOwnFleetStack(tx, local.id)
    for (const placement of decision.placements) {
      const order = markedById.get(placement.orderId) as (typeof marked)[number]
      await writeOwnFleetShipment(tx, order, { ...placement, stackId })
    }
    return {
      stackId,
      written: decision.placements.map((p) => markedById.get(p.orderId) as (typeof marked)[number]),
    }
  })
  const lines = await linesOf(
    db,
    written.map((order) => order.id),
  )
  return {
    id: stackId,
    returnTrip,
    orders: written.map((order) => consoleOrderBody(order, lines.get(order.id) ?? [])),
  }
}
