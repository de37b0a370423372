import { and, desc, eq, inArray } from 'drizzle-orm'
import { estimatedArrival, etaText } from '../../domain/order-eta'
import { isFinalOrderStatus } from '../../domain/order-lifecycle'
import { implausiblePosition } from '../../domain/rider-position'
import { IN_PROGRESS_STATUSES, normalizeShipmentStatus } from '../../domain/shipment'
import { trackingChannel } from '../../domain/tracking'
import { api as apiTexts } from '../../i18n/es/api'
import type { Database } from '../db/client'
import { branch, branchContact, dinerOrder, file, logisticsOrder, shipment } from '../db/schema'
import { conflict, forbidden, HttpProblem, notFound } from '../errors'
import type { LiveBus } from '../live/bus'
import type { SuccessBody } from '../routes/deps'

export type TrackingBody = SuccessBody<'getTrackingInfo'>

const timeOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-AR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  )

/**
 * The window the local promised, from the order's time and the shipment's ETA minutes, as the
 * overlay's 'Entrega estimada: 20:45 - 21:00 hs'. Null without ETA minutes.
 */
export function etaWindow(orderedAt: Date, minEta: number | null, maxEta: number | null, timeZone: string) {
  if (minEta === null && maxEta === null) return null
  const from = timeOf(new Date(orderedAt.getTime() + (minEta ?? maxEta ?? 0) * 60_000), timeZone)
  const to = timeOf(new Date(orderedAt.getTime() + (maxEta ?? minEta ?? 0) * 60_000), timeZone)
  return from === to ? `${from} hs` : `${from} - ${to} hs`
}

const point = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lat, lng })

/**
 * The customer's tracking data of an order (getTrackingInfo): its latest shipment. The rider and the
 * ETA only while that shipment is on its way to the customer. Undefined when the local, the order or
 * a shipment of it does not exist.
 */
export async function trackingInfo(
  db: Database,
  alias: string,
  orderCode: string,
): Promise<TrackingBody | undefined> {
  const [order] = await db
    .select({
      order: logisticsOrder,
      local: { lat: branchContact.lat, lng: branchContact.lng, branchId: branchContact.branchId },
      timeZone: branch.timeZone,
      diner: {
        status: dinerOrder.status,
        orderedAt: dinerOrder.orderedAt,
        scheduledAt: dinerOrder.scheduledAt,
        acceptedAt: dinerOrder.acceptedAt,
        etaMinutes: dinerOrder.etaMinutes,
        minDelayInMinutes: dinerOrder.minDelayInMinutes,
        maxDelayInMinutes: dinerOrder.maxDelayInMinutes,
      },
    })
    .from(logisticsOrder)
    .leftJoin(dinerOrder, eq(dinerOrder.id, logisticsOrder.orderId))
    .innerJoin(branchContact, eq(branchContact.id, logisticsOrder.branchContactId))
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where(and(eq(branchContact.alias, alias), eq(logisticsOrder.orderCode, orderCode)))
  if (!order) return undefined
  const [latest] = await db
    .select()
    .from(shipment)
    .where(eq(shipment.logisticsOrderId, order.order.id))
    .orderBy(desc(shipment.createdAt), desc(shipment.id))
    .limit(1)
  if (!latest) return undefined
  const [logo] = await db
    .select({ url: file.url })
    .from(file)
    .where(and(eq(file.branchId, order.local.branchId), eq(file.type, 'LOGO')))
    .limit(1)

  const status = normalizeShipmentStatus(latest.status)
  const onItsWay = status === 'ON_ROUTE_TO_DROP_OFF'
  const diner = order.diner
  // staff's estimate when the order came from our checkout; an outside order keeps the shipment's window
  const eta =
    diner?.status && diner.orderedAt
      ? estimatedArrival({
          status: diner.status,
          orderedAt: diner.orderedAt.toISOString(),
          scheduledAt: diner.scheduledAt?.toISOString() ?? null,
          acceptedAt: diner.acceptedAt?.toISOString() ?? null,
          etaMinutes: diner.etaMinutes,
          minDelayInMinutes: diner.minDelayInMinutes,
          maxDelayInMinutes: diner.maxDelayInMinutes,
        })
      : undefined
  // the key is the diner's to give until the drop-off: once it is done (or off) it is not shown again
  const keyShown =
    IN_PROGRESS_STATUSES.includes(status) && !(diner?.status && isFinalOrderStatus(diner.status))
  return {
    id: latest.trackingId,
    status,
    riderInfo: onItsWay
      ? {
          name: latest.riderName,
          phone: latest.riderPhone,
          lastLocation: point(latest.riderLastLat, latest.riderLastLng),
        }
      : null,
    ETA: !onItsWay
      ? null
      : eta === undefined
        ? etaWindow(order.order.createdAt, latest.minEta, latest.maxEta, order.timeZone)
        : eta && etaText(eta, order.timeZone),
    securityCode: keyShown ? latest.securityCode : null,
    orderCode: order.order.orderCode,
    timestamp: order.order.createdAt.toISOString(),
    timeZone: order.timeZone,
    branchAddress: { lat: order.local.lat, lng: order.local.lng },
    destinationAddress: point(order.order.destinationLat, order.order.destinationLng),
    branch: { id: order.local.branchId, customLogoURL: logo?.url ?? null },
  }
}

/**
 * Every customer watching one of these shipments hears that it changed, and so do those watching
 * their stack-mates: a step of one shipment of a stack can move the others (returns set to RETURNED).
 */
export async function publishShipmentsChanged(db: Database, live: LiveBus, shipmentIds: number[]) {
  if (shipmentIds.length === 0) return
  const rows = await db
    .select({ trackingId: shipment.trackingId, stackId: shipment.stackId })
    .from(shipment)
    .where(inArray(shipment.id, shipmentIds))
  const stacks = [...new Set(rows.flatMap((r) => (r.stackId === null ? [] : [r.stackId])))]
  const mates =
    stacks.length === 0
      ? []
      : await db
          .select({ trackingId: shipment.trackingId })
          .from(shipment)
          .where(inArray(shipment.stackId, stacks))
  const channels = new Set([...rows, ...mates].map((r) => trackingChannel(r.trackingId)))
  await Promise.all([...channels].map((channel) => live.publish(channel)))
}

/** Every customer watching a shipment of this stack hears that it changed; answers the shipments. */
export async function publishStackChanged(db: Database, live: LiveBus, stackId: number) {
  const rows = await db
    .select({ id: shipment.id, trackingId: shipment.trackingId })
    .from(shipment)
    .where(eq(shipment.stackId, stackId))
  await Promise.all(rows.map((row) => live.publish(trackingChannel(row.trackingId))))
  return rows.map((row) => row.id)
}

/** The local that dispatched these shipments (null for none). */
export async function localOfShipments(db: Database, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return null
  const [row] = await db
    .select({ localId: shipment.branchContactId })
    .from(shipment)
    .where(inArray(shipment.id, [...shipmentIds]))
    .limit(1)
  return row?.localId ?? null
}

export interface PositionReporter {
  id: number
  active: boolean
}

/**
 * Stores where the assigned rider is (reportRiderPosition): only the rider of the shipment, on shift,
 * while it is on its way to the customer, and only a plausible position. The update is conditional on
 * the same facts, so a status change racing the report cannot let it through.
 */
export async function reportRiderPosition(
  db: Database,
  live: LiveBus,
  reporter: PositionReporter,
  shipmentId: number,
  position: { lat: number; lng: number },
  now = new Date(),
): Promise<void> {
  const [found] = await db
    .select({ shipment, local: { lat: branchContact.lat, lng: branchContact.lng } })
    .from(shipment)
    .innerJoin(branchContact, eq(branchContact.id, shipment.branchContactId))
    .where(eq(shipment.id, shipmentId))
  if (!found) throw notFound(apiTexts.shipmentNotFound)
  const current = found.shipment
  if (current.riderId !== reporter.id) throw forbidden(apiTexts.positionNotYourShipment)
  if (!reporter.active) throw forbidden(apiTexts.positionShiftEnded)
  if (normalizeShipmentStatus(current.status) !== 'ON_ROUTE_TO_DROP_OFF')
    throw conflict(apiTexts.positionNotOnItsWay)

  const previous =
    current.riderLastLat !== null && current.riderLastLng !== null && current.riderPositionAt
      ? { lat: current.riderLastLat, lng: current.riderLastLng, at: current.riderPositionAt }
      : null
  const reason = implausiblePosition(position, found.local, previous, now)
  if (reason) {
    const detail = reason === 'tooFast' ? apiTexts.positionTooFast : apiTexts.positionTooFar
    throw new HttpProblem(422, detail, {
      errors: [
        { field: 'lat', message: detail, code: reason },
        { field: 'lng', message: detail, code: reason },
      ],
    })
  }

  const stored = await db
    .update(shipment)
    .set({ riderLastLat: position.lat, riderLastLng: position.lng, riderPositionAt: now })
    .where(
      and(
        eq(shipment.id, shipmentId),
        eq(shipment.riderId, reporter.id),
        inArray(shipment.status, ['ON_ROUTE_TO_DROP_OFF']),
      ),
    )
    .returning({ trackingId: shipment.trackingId })
  if (stored.length === 0) throw conflict(apiTexts.positionNotOnItsWay)
  for (const row of stored) await live.publish(trackingChannel(row.trackingId))
}
