import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branchContact, branch as branchTable, country, deliveryZone } from '../db/schema'
import type { BranchContactDto, BranchDto } from './api-types'
import { loadBranches } from './branches'
import { distanceInMetres, isInside, type Point } from './geo'
import { loadOrderModes, loadSchedules, workingDaysOf } from './order-modes'

export type BranchContactFilter = { alias: string } | { branchId: number; search?: string | undefined }

/**
 * Locals with their branch, address, order modes and hours. Given the diner's point, each carries its
 * distance and whether one of its delivery zones reaches that point, and the list is nearest first.
 */
export async function loadBranchContacts(
  db: Database,
  filter: BranchContactFilter,
  point?: Point,
): Promise<BranchContactDto[]> {
  const where =
    'alias' in filter ? eq(branchContact.alias, filter.alias) : eq(branchContact.branchId, filter.branchId)
  const all = await db
    .select({ local: branchContact, countryName: country.name })
    .from(branchContact)
    .innerJoin(country, eq(country.code, branchContact.countryCode))
    .where(where)
    .orderBy(asc(branchContact.name), asc(branchContact.id))
  // Matched here rather than in SQL so that 'pizzeria' finds 'Pizzería' (a branch has few locals).
  const words = 'search' in filter && filter.search ? foldText(filter.search).split(' ') : []
  const rows = words.length ? all.filter((r) => words.every((w) => foldText(r.local.name).includes(w))) : all
  if (rows.length === 0) return []

  const ids = rows.map((r) => r.local.id)
  const branchIds = [...new Set(rows.map((r) => r.local.branchId))]
  const [branches, modes, hours, zones] = [
    await loadBranchesById(db, branchIds),
    await loadOrderModes(db, ids),
    await loadSchedules(db, 'branchContact', ids),
    point
      ? await db
          .select({ branchContactId: deliveryZone.branchContactId, polygon: deliveryZone.polygon })
          .from(deliveryZone)
          .where(inArray(deliveryZone.branchContactId, ids))
      : [],
  ]

  const locals = rows.map(({ local, countryName }): BranchContactDto => {
    const branch = branches.get(local.branchId)
    if (!branch) throw new Error(`branch ${local.branchId} of local ${local.id} not found`)
    return {
      id: local.id,
      alias: local.alias,
      name: local.name,
      branch,
      address: {
        street: local.street,
        number: local.number,
        zone: local.zone,
        locality: local.locality,
        city: local.city,
        country: countryName,
        postalCode: local.postalCode,
        lat: local.lat,
        lng: local.lng,
      },
      distance: point ? Math.round(distanceInMetres(point, local)) : null,
      reachableByDelivery: point
        ? zones.some((z) => z.branchContactId === local.id && isInside(point, z.polygon))
        : null,
      callPhone: local.callPhone,
      whatsAppPhone: local.whatsAppPhone,
      ordersConsole: local.ordersConsole,
      mandatoryEmail: local.mandatoryEmail,
      commercialTermsInfo: { blocked: local.blocked },
      deliveryConfig: {
        orderModes: modes.get(local.id) ?? [],
        workingDays: workingDaysOf(hours.get(local.id)),
        betweenStreetsRequired: local.betweenStreetsRequired,
        npsAvg: local.npsAvg,
      },
    }
  })
  if (point) locals.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))
  return locals
}

async function loadBranchesById(db: Database, ids: number[]): Promise<Map<number, BranchDto>> {
  const list = await loadBranches(db, inArray(branchTable.id, ids))
  return new Map(list.map((b) => [b.id, b]))
}

/** Lower case without accents or repeated spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
