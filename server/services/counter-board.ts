import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import {
  BOARD_MODES,
  boardChannel,
  boardFirstName,
  boardReadyMinutesOf,
  counterColumnOf,
} from '../../domain/counter-board'
import { counterBoard as boardTexts } from '../../i18n/es/counter-board'
import { orderConsole as texts } from '../../i18n/es/order-console'
import type { Database } from '../db/client'
import { branch, branchContact, dinerOrder } from '../db/schema'
import { conflict, notFound } from '../errors'
import type { Schemas } from './api-types'
import type { ConsoleLocal } from './console-auth'
import { localDay, transitionOrder } from './console-orders'

const today = (timeZone: string, now: Date) => {
  const { start, end } = localDay(timeZone, now)
  const when = sql`coalesce(${dinerOrder.scheduledAt}, ${dinerOrder.orderedAt})`
  return and(gte(when, start), lt(when, end))
}

interface Reads {
  running: Promise<Schemas['CounterBoard']> | null
  /** the read that starts once the running one ends, shared by everyone who asked meanwhile */
  queued: Promise<Schemas['CounterBoard']> | null
}
const readsOf = new WeakMap<Database, Map<string, Reads>>()

/** Which board: by the alias in the URL (getCounterBoard) or by the local's id in its channel (the push). */
export type BoardKey = { alias: string } | { localId: number }
const shareKey = (key: BoardKey) => ('alias' in key ? `alias:${key.alias}` : `id:${key.localId}`)

/**
 * getCounterBoard, and the board a node pushes on its live channel, for every reader of a local at once:
 * a notice makes a node's push and any screen catching up read within milliseconds. A request joins the
 * read queued after the running one (never the running one itself, which may have started before the
 * change the request was told of), so each answer is at least as new as its request and a burst costs
 * two queries.
 */
export function counterBoard(db: Database, key: BoardKey): Promise<Schemas['CounterBoard']> {
  let byKey = readsOf.get(db)
  if (!byKey) {
    byKey = new Map()
    readsOf.set(db, byKey)
  }
  const all = byKey
  const name = shareKey(key)
  const reads = all.get(name) ?? { running: null, queued: null }
  all.set(name, reads)
  const start = () => {
    const read = readBoard(db, key).finally(() => {
      if (reads.running === read) reads.running = null
      if (!reads.running && !reads.queued) all.delete(name)
    })
    reads.running = read
    return read
  }
  if (!reads.running) return start()
  if (!reads.queued) {
    reads.queued = reads.running
      .catch(() => undefined)
      .then(() => {
        reads.queued = null
        return start()
      })
  }
  return reads.queued
}

/**
 * One read of the board: only the columns the board may show are read (number, first name, status, when it
 * became ready), so a phone or an address cannot reach the answer even by mistake.
 */
async function readBoard(db: Database, key: BoardKey, now = new Date()): Promise<Schemas['CounterBoard']> {
  const [local] = await db
    .select({
      id: branchContact.id,
      name: branchContact.name,
      readyMinutes: branchContact.boardReadyMinutes,
      timeZone: branch.timeZone,
    })
    .from(branchContact)
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where('alias' in key ? eq(branchContact.alias, key.alias) : eq(branchContact.id, key.localId))
  if (!local) throw notFound(texts.unknownLocal)
  const readyMinutes = boardReadyMinutesOf(local.readyMinutes)
  const rows = await db
    .select({
      number: dinerOrder.displayNumber,
      customerName: dinerOrder.customerName,
      type: dinerOrder.type,
      status: dinerOrder.status,
      dispatchedAt: dinerOrder.dispatchedAt,
      readyAt: dinerOrder.readyAt,
    })
    .from(dinerOrder)
    .where(
      and(
        eq(dinerOrder.branchContactId, local.id),
        inArray(dinerOrder.type, [...BOARD_MODES]),
        inArray(dinerOrder.status, ['ACCEPTED', 'READY']),
        isNull(dinerOrder.dispatchedAt),
        today(local.timeZone, now),
      ),
    )
    .orderBy(desc(sql`coalesce(${dinerOrder.readyAt}, ${dinerOrder.orderedAt})`), desc(dinerOrder.id))
  const board: Schemas['CounterBoard'] = {
    localName: local.name,
    channel: boardChannel(local.id),
    readyMinutes,
    preparing: [],
    ready: [],
  }
  const at = now.toISOString()
  for (const row of rows) {
    const column = counterColumnOf(
      {
        type: row.type,
        status: row.status,
        dispatched: row.dispatchedAt !== null,
        readyAt: row.readyAt ? row.readyAt.toISOString() : null,
      },
      readyMinutes,
      at,
    )
    if (column === null) continue
    const entry = { number: row.number, name: boardFirstName(row.customerName) }
    if (column === 'ready') board.ready.push(entry)
    else board.preparing.push(entry)
  }
  // oldest first while cooking (the next to be ready), newest first once ready (the one just called)
  board.preparing.reverse()
  return board
}

/**
 * pickUpConsoleOrder: the order of today with the typed number, at this local and in a counter mode,
 * preferring a ready one (the numbers wrap at 999), then handed over like the card's button does.
 */
export async function pickUpByNumber(
  db: Database,
  local: ConsoleLocal,
  body: Schemas['ConsolePickup'],
  now = new Date(),
): Promise<Schemas['ConsoleOrder']> {
  const candidates = await db
    .select({ id: dinerOrder.id, status: dinerOrder.status, dispatchedAt: dinerOrder.dispatchedAt })
    .from(dinerOrder)
    .where(
      and(
        eq(dinerOrder.branchContactId, local.id),
        eq(dinerOrder.displayNumber, body.displayNumber),
        inArray(dinerOrder.type, [...BOARD_MODES]),
        today(local.timeZone, now),
      ),
    )
    .orderBy(asc(dinerOrder.orderedAt), asc(dinerOrder.id))
  if (candidates.length === 0)
    throw notFound(boardTexts.pickupNotFound.replace('{number}', String(body.displayNumber)))
  const ready = candidates.find((order) => order.status === 'READY' && order.dispatchedAt === null)
  if (!ready) throw conflict(boardTexts.pickupNotReady.replace('{number}', String(body.displayNumber)))
  return transitionOrder(db, local, ready.id, { action: 'handOver' }, async () => {})
}
