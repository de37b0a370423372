import { and, eq, like, sql } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import {
  analyticsEvent,
  customer,
  dinerOrder,
  logisticsOrder,
  loyaltyAccount,
  loyaltyMovement,
  rider,
  riderShift,
} from '../db/schema'
import { bulkInsert } from './history-bulk'
import { type HistoryContext, loadHistoryContext } from './history-context'
import { HISTORY_PHONE_PREFIX, historyCustomerName, historyPhone } from './history-people'
import {
  orderTimes,
  type PlannedEvent,
  type PlannedOrder,
  type PlanState,
  planDays,
  planEvents,
  planOrder,
} from './history-plan'
import { seededRandom } from './history-random'
import { writeOrderBatch } from './history-write'

export const DEFAULT_HISTORY_LOCAL = 'pizzeria-demo-palermo'
/** History orders' codes start with 'H', events' sessions with 'hist-'. */
export const HISTORY_ORDER_PREFIX = 'H'

export interface HistoryOptions {
  days: number
  alias?: string
  seed?: number
  /** the end of the history (defaults to the current time) */
  now?: Date
}

export interface HistorySummary {
  alias: string
  days: number
  orders: number
  lines: number
  customers: number
  events: number
  ms: number
}

const RIDER_NAMES = [
  'Julián Ríos',
  'Carla Méndez',
  'Tomás Ledesma',
  'Sofía Acosta',
  'Matías Paz',
  'Lucía Herrera',
]
const ORDER_BATCH = 2000
const EVENT_BATCH = 10_000

/**
 * `npm run seed -- --history N`: N days of orders at one local (Palermo by default), deterministic for a
 * seed. A run first removes the history it wrote before at that local, so it can be run again.
 */
export async function writeHistory(db: Database, options: HistoryOptions): Promise<HistorySummary> {
  const started = performance.now()
  const alias = options.alias ?? DEFAULT_HISTORY_LOCAL
  const summary = await db.transaction(async (tx) => {
    const context = await loadHistoryContext(tx, alias)
    await clearHistory(tx, context.localId)
    const riders = await historyRiders(tx, context.localId)
    const state: PlanState = {
      random: seededRandom(options.seed ?? 37),
      context,
      customers: 0,
      balances: new Map(),
      riders: riders.length,
      sequence: 0,
    }
    const days = planDays(options.days, options.now ?? new Date(), context.timeZone, state.random)
    const now = (options.now ?? new Date()).getTime()
    const orders: PlannedOrder[] = []
    const events: PlannedEvent[] = []
    const visits = { n: 0 }
    for (const day of days) {
      for (const at of orderTimes(day, state.random)) {
        if (at.getTime() > now) break
        const order = planOrder(state, day, at)
        // An order still on its way at the end of the history would not be history yet.
        if (order.finishedAt.getTime() > now) continue
        orders.push(order)
        events.push(...planEvents(state, order, visits))
      }
    }
    const customerIds = await writeCustomers(tx, state.customers)
    await writeAccounts(tx, context, state, customerIds)
    let lines = 0
    const balances = new Map<number, number>()
    for (let i = 0; i < orders.length; i += ORDER_BATCH) {
      const batch = orders.slice(i, i + ORDER_BATCH)
      lines += await writeOrderBatch(tx, { context, riders, customerIds, balances }, batch)
    }
    await writeShifts(tx, days, riders, now)
    for (let i = 0; i < events.length; i += EVENT_BATCH) {
      await bulkInsert(
        tx,
        analyticsEvent,
        events.slice(i, i + EVENT_BATCH).map((event) => ({
          ...event,
          branchId: context.branchId,
          branchContactId: context.localId,
          receivedAt: event.occurredAt,
        })),
      )
    }
    return {
      alias,
      days: options.days,
      orders: orders.length,
      lines,
      customers: state.customers,
      events: events.length,
      ms: 0,
    }
  })
  // Fresh statistics: without them the planner guesses a handful of rows and the reports' joins take minutes.
  await db.execute(
    sql`analyze diner_order, diner_order_line, analytics_event, survey_response, survey_answer, shipment, logistics_order, customer`,
  )
  return { ...summary, ms: Math.round(performance.now() - started) }
}

/** What an earlier run wrote at this local (lines, surveys and shipments go with their rows). */
async function clearHistory(tx: Tx, localId: number) {
  const codes = `${HISTORY_ORDER_PREFIX}${localId}-%`
  await tx.delete(loyaltyMovement).where(like(loyaltyMovement.orderCode, codes))
  await tx
    .delete(logisticsOrder)
    .where(and(eq(logisticsOrder.branchContactId, localId), like(logisticsOrder.orderCode, codes)))
  await tx
    .delete(dinerOrder)
    .where(and(eq(dinerOrder.branchContactId, localId), like(dinerOrder.code, codes)))
  await tx
    .delete(analyticsEvent)
    .where(
      and(eq(analyticsEvent.branchContactId, localId), like(analyticsEvent.sessionId, `hist-${localId}-%`)),
    )
}

/** The local's history riders (kept between runs); they cannot sign in: their code hash matches nothing. */
async function historyRiders(tx: Tx, localId: number) {
  const rows = await tx
    .insert(rider)
    .values(
      RIDER_NAMES.map((name, index) => ({
        branchContactId: localId,
        name,
        phone: `+54115560000${index}`,
        securityCodeHash: 'scrypt$00$00',
      })),
    )
    .onConflictDoUpdate({ target: [rider.branchContactId, rider.phone], set: { name: sql`excluded.name` } })
    .returning({ id: rider.id, name: rider.name, phone: rider.phone })
  await tx.delete(riderShift).where(
    sql`${riderShift.riderId} in (${sql.join(
      rows.map((r) => sql`${r.id}`),
      sql`, `,
    )})`,
  )
  return rows
}

/** The history's customers (shared by every local's history), by their number. */
async function writeCustomers(tx: Tx, count: number): Promise<number[]> {
  for (let i = 0; i < count; i += 2000) {
    const numbers = Array.from({ length: Math.min(2000, count - i) }, (_, k) => i + k)
    // Kept between runs (a customer's other orders may reference them): only the missing ones are added.
    await tx
      .insert(customer)
      .values(numbers.map((n) => ({ phoneKey: historyPhone(n), name: historyCustomerName(n) })))
      .onConflictDoNothing()
  }
  const rows = await tx
    .select({ id: customer.id, phoneKey: customer.phoneKey })
    .from(customer)
    .where(like(customer.phoneKey, `${HISTORY_PHONE_PREFIX}%`))
  const ids: number[] = []
  for (const row of rows) ids[Number(row.phoneKey.slice(HISTORY_PHONE_PREFIX.length))] = row.id
  return ids
}

/** Every history customer is a member of the programme, with the balance their orders leave. */
async function writeAccounts(tx: Tx, context: HistoryContext, state: PlanState, customerIds: number[]) {
  const programme = context.loyalty
  if (!programme) return
  const rows = [...state.balances].map(([n, balance]) => ({
    programId: programme.programId,
    customerId: customerIds[n] as number,
    balance,
  }))
  for (let i = 0; i < rows.length; i += 2000) {
    await tx
      .insert(loyaltyAccount)
      .values(rows.slice(i, i + 2000))
      .onConflictDoUpdate({
        target: [loyaltyAccount.programId, loyaltyAccount.customerId],
        set: { balance: sql`excluded.balance` },
      })
  }
}

/** Every history rider works a lunch and a dinner shift each day. */
async function writeShifts(tx: Tx, days: { start: Date }[], riders: { id: number }[], now: number) {
  const rows: { riderId: number; startedAt: Date; endedAt: Date }[] = []
  const hour = 3_600_000
  for (const day of days) {
    for (const r of riders) {
      for (const [from, to] of [
        [11, 15.5],
        [19.5, 24.5],
      ] as const) {
        const startedAt = new Date(day.start.getTime() + from * hour)
        const endedAt = new Date(day.start.getTime() + to * hour)
        if (endedAt.getTime() <= now) rows.push({ riderId: r.id, startedAt, endedAt })
      }
    }
  }
  for (let i = 0; i < rows.length; i += 2000) await bulkInsert(tx, riderShift, rows.slice(i, i + 2000))
}
