import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm'
import {
  CANCEL_STATUS,
  canCancelShipment,
  canUpdateShipment,
  IN_PROGRESS_STATUSES,
  lostAuction,
  nextShipmentStatus,
  normalizeShipmentStatus,
  riderReceivesCustomerContact,
  type ShipmentFacts,
  type ShipmentStatus,
  sameId,
} from '../../domain/shipment'
import {
  advanceStack,
  canCancelStack,
  cancelStack,
  nextDropOff,
  nextStackStatus,
  type StackFacts,
  sortStackShipments,
  stackLostAuction,
  stackRiderInfo,
} from '../../domain/stack'
import { shipment as shipmentTexts } from '../../i18n/es/shipment'
import type { Database } from '../db/client'
import { branchContact, logisticsOrder, shipment, shipmentStack } from '../db/schema'
import { conflict, forbidden, invalidField, notFound } from '../errors'
import { ensureDeliveryKey, settleOrdersOf } from './order-lifecycle'
import type { RiderRow } from './riders'

/** The riders' list looks this far back (3-delivery.md §9). */
export const LIST_WINDOW_DAYS = 3
const LIST_WINDOW_MS = LIST_WINDOW_DAYS * 24 * 3_600_000

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

const columns = {
  shipment,
  order: logisticsOrder,
  local: {
    name: branchContact.name,
    alias: branchContact.alias,
    street: branchContact.street,
    number: branchContact.number,
    zone: branchContact.zone,
    lat: branchContact.lat,
    lng: branchContact.lng,
  },
}

type Joined = {
  shipment: typeof shipment.$inferSelect
  order: typeof logisticsOrder.$inferSelect
  local: {
    name: string
    alias: string
    street: string
    number: string
    zone: string | null
    lat: number
    lng: number
  }
}

const selectJoined = (db: Database) =>
  db
    .select(columns)
    .from(shipment)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
    .innerJoin(branchContact, eq(branchContact.id, shipment.branchContactId))

const statusOf = (raw: string) => normalizeShipmentStatus(raw)

/** The rule facts of a stored shipment, as domain/ reads them. */
export function factsOf(row: typeof shipment.$inferSelect): ShipmentFacts {
  return {
    id: row.id,
    status: statusOf(row.status),
    returnShipment: row.returnShipment,
    riderInfo: row.riderId === null ? null : { id: row.riderId, riderId: row.riderId },
    stackingOrder: row.stackingOrder,
    shipmentStackId: row.stackId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * A shipment as the contract answers it to `viewer`: the route (pick-up at the local, drop-off at the
 * customer) for every rider of the local; the customer's name and phone only for the assigned rider.
 * The delivery key stays with the customer: the rider asks for it at the door.
 */
export function shipmentBody(row: Joined, viewer: RiderRow) {
  const s = row.shipment
  const facts = factsOf(s)
  const contact = riderReceivesCustomerContact(facts, viewer.id)
  return {
    id: s.id,
    status: facts.status,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    trackingUrl: `/logistics/tracking/order/${row.local.alias}/${encodeURIComponent(row.order.orderCode)}`,
    securityCode: null,
    riderInfo:
      s.riderId === null
        ? null
        : {
            id: s.riderId,
            riderId: s.riderId,
            name: s.riderName,
            phone: s.riderPhone,
            lastLat: s.riderLastLat,
            lastLng: s.riderLastLng,
          },
    logisticsOrder: {
      id: row.order.id,
      orderCode: row.order.orderCode,
      branchContactId: row.order.branchContactId,
      customerName: contact ? row.order.customerName : null,
      customerPhone: contact ? row.order.customerPhone : null,
      pickUp: {
        name: row.local.name,
        fullAddress: [`${row.local.street} ${row.local.number}`, row.local.zone].filter(Boolean).join(', '),
        details: null,
        betweenStreets: null,
        lat: row.local.lat,
        lng: row.local.lng,
      },
      dropOff: {
        name: contact ? row.order.customerName : null,
        fullAddress: row.order.destinationAddress,
        details: row.order.destinationDetails,
        betweenStreets: row.order.betweenStreets,
        lat: row.order.destinationLat,
        lng: row.order.destinationLng,
      },
    },
    stackingOrder: s.stackingOrder,
    returnShipment: s.returnShipment,
    shipmentStackId: s.stackId,
    minETA: s.minEta,
    maxETA: s.maxEta,
  }
}

export type ShipmentBody = ReturnType<typeof shipmentBody>

/** A rider sees only their own local's work; another local's ids read as unknown. */
function ensureSameLocal(found: { branchContactId: number } | undefined, viewer: RiderRow, text: string) {
  if (!found || found.branchContactId !== viewer.branchContactId) throw notFound(text)
}

function ensureOnShift(viewer: RiderRow) {
  if (!viewer.active) throw forbidden(shipmentTexts.apiOffShift)
}

export interface ListQuery {
  branchContactId: number
  page: number
  pageSize: number
  sort: 'ASC' | 'DESC'
  startDate?: string | undefined
  endDate?: string | undefined
  status?: string | undefined
}

/** The list never reaches further back than the window, whatever startDate asks for. */
function window(query: { startDate?: string | undefined; endDate?: string | undefined }) {
  const earliest = new Date(Date.now() - LIST_WINDOW_MS)
  const asked = query.startDate ? new Date(query.startDate) : earliest
  const start = asked > earliest ? asked : earliest
  const end = query.endDate ? new Date(query.endDate) : new Date()
  if (Number.isNaN(start.getTime())) throw invalidField('startDate')
  if (Number.isNaN(end.getTime())) throw invalidField('endDate')
  return { start, end }
}

/**
 * The local's single shipments in a status (LOOKING_FOR_DRIVER by default) created in the last three
 * days, on the rider's own fleet; shipments of a stack are offered through the stack.
 */
export async function listShipments(
  db: Database,
  viewer: RiderRow,
  query: ListQuery,
): Promise<ShipmentBody[]> {
  if (query.branchContactId !== viewer.branchContactId) throw forbidden(shipmentTexts.apiOtherLocal)
  ensureOnShift(viewer)
  const { start, end } = window(query)
  const status = statusOf(query.status ?? 'LOOKING_FOR_DRIVER')
  const rows = await selectJoined(db)
    .where(
      and(
        eq(shipment.branchContactId, viewer.branchContactId),
        eq(shipment.status, status),
        eq(shipment.providerName, 'OWN_FLEET'),
        isNull(shipment.stackId),
        gte(shipment.createdAt, start),
        lte(shipment.createdAt, end),
      ),
    )
    .orderBy(query.sort === 'DESC' ? desc(shipment.createdAt) : asc(shipment.createdAt), asc(shipment.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize)
  return rows.map((row) => shipmentBody(row, viewer))
}

export async function listOrderShipments(db: Database, viewer: RiderRow, logisticsOrderId: number) {
  const [order] = await db.select().from(logisticsOrder).where(eq(logisticsOrder.id, logisticsOrderId))
  ensureSameLocal(order, viewer, shipmentTexts.apiNotFound)
  const rows = await selectJoined(db)
    .where(eq(shipment.logisticsOrderId, logisticsOrderId))
    .orderBy(asc(shipment.id))
  return rows.map((row) => shipmentBody(row, viewer))
}

async function loadShipment(db: Database, id: number) {
  const [row] = await selectJoined(db).where(eq(shipment.id, id))
  return row
}

export async function getShipment(db: Database, viewer: RiderRow, id: number): Promise<ShipmentBody> {
  const row = await loadShipment(db, id)
  ensureSameLocal(row?.shipment, viewer, shipmentTexts.apiNotFound)
  return shipmentBody(row as Joined, viewer)
}

/** The rider's shipment still on its way (the newest, should there be several), or null. */
export async function shipmentInProgress(db: Database, viewer: RiderRow): Promise<ShipmentBody | null> {
  const moving = IN_PROGRESS_STATUSES.filter((s) => s !== 'LOOKING_FOR_DRIVER')
  const [row] = await selectJoined(db)
    .where(and(eq(shipment.riderId, viewer.id), inArray(shipment.status, [...moving])))
    .orderBy(desc(shipment.updatedAt), desc(shipment.id))
    .limit(1)
  return row ? shipmentBody(row, viewer) : null
}

export interface RiderClaims {
  rider_id?: number | null | undefined
  rider_phone?: string | null | undefined
}

/** The body may name the rider; if it does, it must be the session's rider. */
function ensureClaims(viewer: RiderRow, claims: RiderClaims) {
  const idClash = claims.rider_id !== undefined && claims.rider_id !== null && claims.rider_id !== viewer.id
  if (idClash) throw invalidField('rider_id', shipmentTexts.apiRiderMismatch)
}

/** The status that takes an offer: whoever asks for it after another rider won has lost the auction. */
const ACCEPT_STATUS: ShipmentStatus = 'ON_ROUTE_TO_PICK_UP'

const notAllowed = (from: ShipmentStatus, to: ShipmentStatus) =>
  conflict(fill(shipmentTexts.apiStatusNotAllowed, { from, to }))

/**
 * One step of a single shipment (3-delivery.md §4.1), checked with the same domain/ rules the rider's
 * machine uses: the next status only, or a cancel where cancelling is allowed. Taking an offer is one
 * conditional UPDATE — of many riders accepting at once exactly one matches the row.
 */
export async function updateShipment(
  db: Database,
  viewer: RiderRow,
  id: number,
  body: RiderClaims & { id: number; status: string; securityCode?: string | undefined },
): Promise<ShipmentBody> {
  if (body.id !== id) throw invalidField('id', shipmentTexts.apiIdMismatch)
  const before = await loadShipment(db, id)
  ensureSameLocal(before?.shipment, viewer, shipmentTexts.apiNotFound)
  const current = (before as Joined).shipment
  ensureOnShift(viewer)
  ensureClaims(viewer, body)
  if (current.stackId !== null) throw conflict(shipmentTexts.apiInStack)

  const facts = factsOf(current)
  const target = statusOf(body.status)
  const taking = facts.status === 'LOOKING_FOR_DRIVER'
  if (target === ACCEPT_STATUS && lostAuction(facts, viewer.id))
    throw conflict(shipmentTexts.takenByAnotherRider)
  if (target === CANCEL_STATUS) {
    if (!canCancelShipment(facts)) throw notAllowed(facts.status, target)
  } else if (!canUpdateShipment(facts) || nextShipmentStatus(facts) !== target) {
    throw notAllowed(facts.status, target)
  }
  if (!taking && !sameId(current.riderId, viewer.id)) throw forbidden(shipmentTexts.apiNotYours)
  if (target === 'DELIVERED') await ensureDeliveryKey(db, current, body.securityCode)

  const now = new Date()
  await db.transaction(async (tx) => {
    const [written] = taking
      ? await tx
          .update(shipment)
          .set({
            status: target,
            riderId: viewer.id,
            riderName: viewer.name,
            riderPhone: viewer.phone,
            updatedAt: now,
          })
          .where(
            and(eq(shipment.id, id), eq(shipment.status, 'LOOKING_FOR_DRIVER'), isNull(shipment.riderId)),
          )
          .returning({ id: shipment.id })
      : await tx
          .update(shipment)
          .set({ status: target, updatedAt: now })
          .where(
            and(eq(shipment.id, id), eq(shipment.status, current.status), eq(shipment.riderId, viewer.id)),
          )
          .returning({ id: shipment.id })
    if (!written) throw conflict(taking ? shipmentTexts.takenByAnotherRider : shipmentTexts.apiStackChanged)
    await settleOrdersOf(tx, [{ shipmentId: id, status: target }])
  })
  return getShipment(db, viewer, id)
}

/* ───────────────────────────── stacks ───────────────────────────── */

type StackRow = typeof shipmentStack.$inferSelect

export interface LoadedStack {
  stack: StackRow
  rows: Joined[]
}

async function loadStack(db: Database, id: number): Promise<LoadedStack | undefined> {
  const [stack] = await db.select().from(shipmentStack).where(eq(shipmentStack.id, id))
  if (!stack) return undefined
  const rows = await selectJoined(db).where(eq(shipment.stackId, id)).orderBy(asc(shipment.id))
  return { stack, rows }
}

function stackFacts({ stack, rows }: LoadedStack): StackFacts {
  return {
    id: stack.id,
    status: statusOf(stack.status),
    shipments: rows.map((r) => factsOf(r.shipment)),
    createdAt: stack.createdAt.toISOString(),
  }
}

export function stackBody(loaded: LoadedStack, viewer: RiderRow) {
  const byId = new Map(loaded.rows.map((r) => [r.shipment.id, r]))
  const ordered = sortStackShipments(loaded.rows.map((r) => factsOf(r.shipment)))
  return {
    id: loaded.stack.id,
    status: statusOf(loaded.stack.status),
    createdAt: loaded.stack.createdAt.toISOString(),
    shipments: ordered.map((f) => shipmentBody(byId.get(Number(f.id)) as Joined, viewer)),
  }
}

export type StackBody = ReturnType<typeof stackBody>

export async function listStacks(
  db: Database,
  viewer: RiderRow,
  query: { status?: string | undefined; branchContactId?: number | undefined },
): Promise<StackBody[]> {
  const local = query.branchContactId ?? viewer.branchContactId
  if (local !== viewer.branchContactId) throw forbidden(shipmentTexts.apiOtherLocal)
  ensureOnShift(viewer)
  const { start, end } = window({})
  const stacks = await db
    .select({ id: shipmentStack.id })
    .from(shipmentStack)
    .where(
      and(
        eq(shipmentStack.branchContactId, local),
        eq(shipmentStack.status, statusOf(query.status ?? 'LOOKING_FOR_DRIVER')),
        eq(shipmentStack.providerName, 'OWN_FLEET'),
        gte(shipmentStack.createdAt, start),
        lte(shipmentStack.createdAt, end),
      ),
    )
    .orderBy(asc(shipmentStack.createdAt), asc(shipmentStack.id))
    .limit(100)
  const loaded = await Promise.all(stacks.map((s) => loadStack(db, s.id)))
  return loaded.filter((l): l is LoadedStack => l !== undefined).map((l) => stackBody(l, viewer))
}

export async function getStack(db: Database, viewer: RiderRow, id: number): Promise<StackBody> {
  const loaded = await loadStack(db, id)
  ensureSameLocal(loaded?.stack, viewer, shipmentTexts.apiStackNotFound)
  return stackBody(loaded as LoadedStack, viewer)
}

/**
 * One step of a whole stack, computed on the server with domain/stack.ts (advanceStack, cancelStack,
 * settleReturns through it): the client names the stack's status it expects, and — optionally — each
 * shipment's; both must be what the rules give, so a stale screen changes nothing. Taking the stack is
 * one conditional UPDATE of its row; the shipments follow in the same transaction.
 */
export async function updateStack(
  db: Database,
  viewer: RiderRow,
  id: number,
  body: RiderClaims & {
    id: number
    status: string
    shipments?: { id: number; status: string }[] | undefined
    securityCode?: string | undefined
  },
): Promise<StackBody> {
  if (body.id !== id) throw invalidField('id', shipmentTexts.apiIdMismatch)
  const loaded = await loadStack(db, id)
  ensureSameLocal(loaded?.stack, viewer, shipmentTexts.apiStackNotFound)
  const { stack } = loaded as LoadedStack
  ensureOnShift(viewer)
  ensureClaims(viewer, body)

  const facts = stackFacts(loaded as LoadedStack)
  const target = statusOf(body.status)
  const taking = facts.status === 'LOOKING_FOR_DRIVER'
  if (target === ACCEPT_STATUS && stackLostAuction(facts, viewer.id))
    throw conflict(shipmentTexts.takenByAnotherRider)
  let after: StackFacts
  if (target === CANCEL_STATUS) {
    if (!canCancelStack(facts)) throw notAllowed(facts.status, target)
    after = cancelStack(facts)
  } else {
    if (nextStackStatus(facts) === null) throw notAllowed(facts.status, target)
    after = advanceStack(facts)
    if (after.status !== target) throw notAllowed(facts.status, target)
  }
  if (body.shipments) {
    const expected = new Map(after.shipments.map((s) => [String(s.id), s.status]))
    const matches =
      body.shipments.length === after.shipments.length &&
      body.shipments.every((s) => expected.get(String(s.id)) === statusOf(s.status))
    if (!matches) throw conflict(shipmentTexts.apiStackChanged)
  }
  const owner = stackRiderInfo(facts)
  if (!taking && !sameId(stack.riderId ?? owner?.riderId, viewer.id))
    throw forbidden(shipmentTexts.apiNotYours)
  // on the way to the customers each step delivers one drop-off: its diner's key is asked for
  const dropOff =
    target === CANCEL_STATUS || facts.status !== 'ON_ROUTE_TO_DROP_OFF' ? null : nextDropOff(facts)
  const dropOffRow = dropOff ? loaded?.rows.find((r) => r.shipment.id === Number(dropOff.id)) : undefined
  if (dropOffRow) await ensureDeliveryKey(db, dropOffRow.shipment, body.securityCode)

  const now = new Date()
  await db.transaction(async (tx) => {
    const [won] = taking
      ? await tx
          .update(shipmentStack)
          .set({ status: after.status, riderId: viewer.id, updatedAt: now })
          .where(
            and(
              eq(shipmentStack.id, id),
              eq(shipmentStack.status, 'LOOKING_FOR_DRIVER'),
              isNull(shipmentStack.riderId),
            ),
          )
          .returning({ id: shipmentStack.id })
      : await tx
          .update(shipmentStack)
          .set({ status: after.status, updatedAt: now })
          .where(
            and(
              eq(shipmentStack.id, id),
              eq(shipmentStack.status, stack.status),
              eq(shipmentStack.riderId, viewer.id),
              // a concurrent drop-off changes a shipment, not the stack's status: compare its clock too
              eq(shipmentStack.updatedAt, stack.updatedAt),
            ),
          )
          .returning({ id: shipmentStack.id })
    if (!won) throw conflict(taking ? shipmentTexts.takenByAnotherRider : shipmentTexts.apiStackChanged)
    const before = new Map(facts.shipments.map((s) => [String(s.id), s.status]))
    const moved: { shipmentId: number; status: ShipmentStatus }[] = []
    for (const s of after.shipments) {
      const assign = taking ? { riderId: viewer.id, riderName: viewer.name, riderPhone: viewer.phone } : {}
      if (before.get(String(s.id)) === s.status && !taking) continue
      // a shipment staff closed meanwhile is not the rider's to move any more
      const [written] = await tx
        .update(shipment)
        .set({ status: s.status, updatedAt: now, ...assign })
        .where(and(eq(shipment.id, Number(s.id)), eq(shipment.status, before.get(String(s.id)) ?? s.status)))
        .returning({ id: shipment.id })
      if (!written) throw conflict(shipmentTexts.apiStackChanged)
      moved.push({ shipmentId: Number(s.id), status: s.status })
    }
    await settleOrdersOf(tx, moved)
  })
  return getStack(db, viewer, id)
}
