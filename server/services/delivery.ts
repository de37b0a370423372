import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branchContact, deliveryZone } from '../db/schema'
import type { DeliveryOptionsDto } from './api-types'
import { distanceInMetres, isInside, type Point } from './geo'

/**
 * Delivery options of a branch for a point: the zone that takes it (lowest priority first, then the
 * nearest local), with its fee, minimum, free-delivery amount, ETA, cash and riders. Outside every zone
 * is an answer (inZone false), not an error.
 */
export async function deliveryOptions(
  db: Database,
  branchId: number,
  point: Point,
  options: { branchContactId?: number | undefined; fullAddress?: string | null } = {},
): Promise<DeliveryOptionsDto> {
  const zones = await db
    .select({ zone: deliveryZone, localLat: branchContact.lat, localLng: branchContact.lng })
    .from(deliveryZone)
    .innerJoin(branchContact, eq(branchContact.id, deliveryZone.branchContactId))
    .where(
      and(
        eq(branchContact.branchId, branchId),
        options.branchContactId !== undefined ? eq(branchContact.id, options.branchContactId) : undefined,
      ),
    )
    .orderBy(asc(deliveryZone.priority), asc(deliveryZone.id))

  const where = { lat: point.lat, lng: point.lng, fullAddress: options.fullAddress ?? null }
  const taking = zones
    .filter(({ zone }) => isInside(point, zone.polygon))
    .map((row) => ({ ...row, distance: distanceInMetres(point, { lat: row.localLat, lng: row.localLng }) }))
    .sort((a, b) => a.zone.priority - b.zone.priority || a.distance - b.distance)[0]
  if (!taking) return { inZone: false, ...where }

  const { zone } = taking
  return {
    inZone: true,
    zoneId: zone.id,
    branchContactId: zone.branchContactId,
    deliveryFee: zone.fee,
    cashDeliveryFee: null,
    minimumOrderAmount: zone.minimum,
    freeDeliveryAmount: zone.freeDeliveryFrom,
    minDelayInMinutes: zone.etaMin,
    maxDelayInMinutes: zone.etaMax,
    cashAllowed: zone.cashAllowed,
    ridersAvailable: zone.ridersAvailable,
    cashRidersAvailable: zone.ridersAvailable && zone.cashAllowed,
    ...where,
  }
}

export async function localOfBranch(
  db: Database,
  branchId: number,
  branchContactId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: branchContact.id })
    .from(branchContact)
    .where(and(eq(branchContact.id, branchContactId), eq(branchContact.branchId, branchId)))
  return row !== undefined
}
