import { and, asc, eq, inArray } from 'drizzle-orm'
import { menuChannel } from '../../domain/menu-channel'
import { changedPrice, isValidChange, type PriceChange } from '../../domain/price-change'
import { admin as texts } from '../../i18n/es/admin'
import { fillTemplate } from '../../i18n/render'
import type { Database } from '../db/client'
import { branchContact, menu, menuCategory, menuItem, orderMode, plate, plateSize } from '../db/schema'
import { forbidden, HttpProblem, notFound, unprocessable } from '../errors'
import type { LiveBus } from '../live/bus'
import { tenantDefinitionProblems } from '../tenant-file/validate'
import { type AuditRecord, recordAudit } from './admin-audit'
import type { AdminAccess, AdminPlace } from './admin-auth'
import type { Schemas } from './api-types'
import { consoleLocal } from './console-auth'
import { setAvailability } from './console-availability'
import { refreshMenuHash } from './menu'
import { unavailableAt } from './menu-availability'
import { invalidateCatalogue } from './read-cache'

type LocalPlace = Extract<AdminPlace, { kind: 'local' }>
type PricePlate = Schemas['AdminPricePlate']

export function localOf(access: AdminAccess): LocalPlace {
  if (access.place?.kind !== 'local') throw notFound(texts.unknownPlace)
  return access.place
}

/** Plates and prices are the branch's: a local's manager reads them but cannot change them. */
function requireBranchWide(access: AdminAccess) {
  if (access.scope.kind === 'local') throw forbidden(texts.pricesBranchWide)
}

/** The menus the local's order modes show, with their categories and visible plates, in menu order. */
async function localMenus(db: Database, localId: number) {
  const menus = await db
    .selectDistinct({ id: menu.id, name: menu.name })
    .from(orderMode)
    .innerJoin(menu, eq(menu.id, orderMode.menuId))
    .where(eq(orderMode.branchContactId, localId))
    .orderBy(asc(menu.id))
  const menuIds = menus.map((m) => m.id)
  const items = menuIds.length
    ? await db
        .select({
          menuId: menuCategory.menuId,
          categoryId: menuCategory.id,
          category: menuCategory.name,
          plateId: menuItem.plateId,
        })
        .from(menuCategory)
        .innerJoin(menuItem, eq(menuItem.categoryId, menuCategory.id))
        .where(and(inArray(menuCategory.menuId, menuIds), eq(menuItem.visible, true)))
        .orderBy(asc(menuCategory.position), asc(menuCategory.id), asc(menuItem.position))
    : []
  return { menus, items }
}

/** Plates by id with their sizes and whether the local has them sold out today. */
async function pricePlates(
  db: Database,
  local: LocalPlace,
  plateIds: number[],
): Promise<Map<number, PricePlate>> {
  if (plateIds.length === 0) return new Map()
  const rows = await db.select().from(plate).where(inArray(plate.id, plateIds))
  const sizes = await db
    .select()
    .from(plateSize)
    .where(inArray(plateSize.plateId, plateIds))
    .orderBy(asc(plateSize.position), asc(plateSize.id))
  const { timeZone } = await consoleLocal(db, local.alias)
  const unavailable = await unavailableAt(db, local.localId, timeZone, Date.now())
  return new Map(
    rows.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.showName ?? p.name,
        version: p.version,
        price: p.price,
        sizes: sizes.filter((s) => s.plateId === p.id).map((s) => ({ name: s.name, price: s.price })),
        available: !unavailable.plates.has(p.id),
      },
    ]),
  )
}

/** GET prices: the local's menus → categories → plates with their prices and versions. */
export async function priceList(db: Database, access: AdminAccess): Promise<Schemas['AdminPriceList']> {
  const local = localOf(access)
  const { menus, items } = await localMenus(db, local.localId)
  const plates = await pricePlates(db, local, [...new Set(items.map((i) => i.plateId))])
  return {
    local: { kind: 'local', alias: local.alias, name: local.name },
    editable: access.scope.kind !== 'local',
    menus: menus.map((m) => {
      const ofMenu = items.filter((i) => i.menuId === m.id)
      const categories = [...new Map(ofMenu.map((i) => [i.categoryId, i.category])).entries()]
      return {
        id: m.id,
        name: m.name,
        categories: categories.map(([id, name]) => ({
          id,
          name,
          plates: ofMenu
            .filter((i) => i.categoryId === id)
            .flatMap((i) => {
              const found = plates.get(i.plateId)
              return found ? [found] : []
            }),
        })),
      }
    }),
  }
}

/** The plate, when one of the local's menus lists it; 404 otherwise (another branch's, or none). */
async function localPlate(db: Database, local: LocalPlace, plateId: number): Promise<PricePlate> {
  const { items } = await localMenus(db, local.localId)
  if (!items.some((i) => i.plateId === plateId)) throw notFound(texts.unknownPlate)
  const found = (await pricePlates(db, local, [plateId])).get(plateId)
  if (!found) throw notFound(texts.unknownPlate)
  return found
}

const stale = (current: PricePlate[]) => new HttpProblem(409, texts.staleVersion, { extensions: { current } })

/** New prices of one plate, checked by the tenant file's money rule and against the plate's sizes. */
function checkedPrices(current: PricePlate, body: Schemas['AdminPlatePriceChange']) {
  const problems = [
    ...(body.price !== undefined ? tenantDefinitionProblems('money', body.price, 'price') : []),
    ...(body.sizes ?? []).flatMap((s, i) => tenantDefinitionProblems('money', s.price, `sizes/${i}/price`)),
  ]
  if (problems.length)
    throw unprocessable(
      problems[0]?.message ?? texts.priceMissing,
      problems.map((p) => ({ field: p.path, message: p.message })),
    )
  if (current.sizes.length === 0) {
    if (body.price === undefined)
      throw unprocessable(texts.priceMissing, [{ field: 'price', message: texts.priceMissing }])
    return { price: body.price, sizes: [] }
  }
  const names = current.sizes.map((s) => s.name)
  const given = body.sizes ?? []
  const detail = fillTemplate(texts.sizesMismatch, { sizes: names.join(', ') })
  if (given.length !== names.length || !names.every((n) => given.some((g) => g.name === n)))
    throw unprocessable(detail, [{ field: 'sizes', message: detail }])
  return {
    price: null,
    sizes: names.map((n) => ({ name: n, price: given.find((g) => g.name === n)?.price ?? 0 })),
  }
}

type PriceWrite = {
  plateId: number
  version: number
  price: number | null
  sizes: { name: string; price: number }[]
}

/**
 * Writes new prices of plates in one transaction, each only at the version read (else 409 with every
 * plate as it is now), audits them, refreshes the menus' hashes and tells every node and open menu.
 */
async function writePrices(
  db: Database,
  live: LiveBus,
  access: AdminAccess,
  local: LocalPlace,
  before: Map<number, PricePlate>,
  writes: PriceWrite[],
) {
  const staleIds: number[] = []
  const records: AuditRecord[] = []
  try {
    await db.transaction(async (tx) => {
      for (const w of writes) {
        const [bumped] = await tx
          .update(plate)
          .set({ version: w.version + 1, ...(w.price !== null ? { price: w.price } : {}) })
          .where(and(eq(plate.id, w.plateId), eq(plate.version, w.version)))
          .returning({ id: plate.id })
        if (!bumped) {
          staleIds.push(w.plateId)
          continue
        }
        for (const size of w.sizes)
          await tx
            .update(plateSize)
            .set({ price: size.price })
            .where(and(eq(plateSize.plateId, w.plateId), eq(plateSize.name, size.name)))
        const was = before.get(w.plateId)
        records.push({
          entity: 'plate.price',
          entityId: w.plateId,
          label: was?.name ?? String(w.plateId),
          branchId: local.branchId,
          localId: null,
          before: { price: was?.price ?? null, sizes: was?.sizes ?? [], version: w.version },
          after: { price: w.price, sizes: w.sizes, version: w.version + 1 },
        })
      }
      if (staleIds.length) throw new StaleWrite()
      await recordAudit(tx, access, records)
      for (const menuId of await menusOfPlates(
        tx,
        writes.map((w) => w.plateId),
      ))
        await refreshMenuHash(tx, menuId)
    })
  } catch (error) {
    if (error instanceof StaleWrite) throw stale([...(await pricePlates(db, local, staleIds)).values()])
    throw error
  }
  await announceMenuChange(db, live, { branchId: local.branchId })
}

class StaleWrite extends Error {}

async function menusOfPlates(db: Database, plateIds: number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: menuCategory.menuId })
    .from(menuItem)
    .innerJoin(menuCategory, eq(menuCategory.id, menuItem.categoryId))
    .where(inArray(menuItem.plateId, plateIds))
  return rows.map((r) => r.id)
}

/**
 * After a menu write: every node forgets its cached catalogue (as the console's 86 does), then each
 * affected local's open menus hear 'changed' on their live channel and read the menu again.
 */
export async function announceMenuChange(
  db: Database,
  live: LiveBus,
  where: { branchId: number } | { localId: number },
): Promise<void> {
  await invalidateCatalogue(db)
  const localIds =
    'localId' in where
      ? [where.localId]
      : (
          await db
            .select({ id: branchContact.id })
            .from(branchContact)
            .where(eq(branchContact.branchId, where.branchId))
        ).map((r) => r.id)
  await Promise.all(localIds.map((id) => live.publish(menuChannel(id))))
}

/** PUT price: one plate's price (or its sizes'), at the version the editor read. */
export async function setPlatePrice(
  db: Database,
  live: LiveBus,
  access: AdminAccess,
  plateId: number,
  body: Schemas['AdminPlatePriceChange'],
): Promise<PricePlate> {
  const local = localOf(access)
  requireBranchWide(access)
  const current = await localPlate(db, local, plateId)
  if (current.version !== body.version) throw stale([current])
  const prices = checkedPrices(current, body)
  await writePrices(db, live, access, local, new Map([[plateId, current]]), [
    { plateId, version: body.version, ...prices },
  ])
  return localPlate(db, local, plateId)
}

/** POST bulk: the selection's prices after the change (a preview), or written when `apply`. */
export async function bulkChangePrices(
  db: Database,
  live: LiveBus,
  access: AdminAccess,
  body: Schemas['AdminBulkPriceChange'],
): Promise<Schemas['AdminBulkPriceResult']> {
  const local = localOf(access)
  requireBranchWide(access)
  const change: PriceChange = { kind: body.change.kind, value: body.change.value }
  if (!isValidChange(change))
    throw unprocessable(texts.invalidChange, [{ field: 'change/value', message: texts.invalidChange }])
  const plateIds = await selection(db, local, body)
  const plates = await pricePlates(db, local, plateIds)
  const selected = plateIds.flatMap((id) => {
    const p = plates.get(id)
    return p ? [p] : []
  })
  const lines = selected.flatMap((p): Schemas['AdminBulkPriceResult']['lines'] =>
    p.sizes.length
      ? p.sizes.map((s) => ({
          plateId: p.id,
          name: p.name,
          size: s.name,
          before: s.price,
          after: changedPrice(s.price, change, body.step),
          version: p.version,
        }))
      : [
          {
            plateId: p.id,
            name: p.name,
            size: null,
            before: p.price ?? 0,
            after: changedPrice(p.price ?? 0, change, body.step),
            version: p.version,
          },
        ],
  )
  if (!body.apply) return { applied: false, lines }
  const versions = new Map((body.versions ?? []).map((v) => [v.plateId, v.version]))
  if (selected.some((p) => !versions.has(p.id)))
    throw unprocessable(texts.versionsRequired, [{ field: 'versions', message: texts.versionsRequired }])
  const moved = selected.filter((p) => versions.get(p.id) !== p.version)
  if (moved.length) throw stale(moved)
  const writes = selected.map((p) => ({
    plateId: p.id,
    version: p.version,
    price: p.sizes.length ? null : changedPrice(p.price ?? 0, change, body.step),
    sizes: p.sizes.map((s) => ({ name: s.name, price: changedPrice(s.price, change, body.step) })),
  }))
  await writePrices(db, live, access, local, plates, writes)
  return { applied: true, lines: lines.map((l) => ({ ...l, version: l.version + 1 })) }
}

/** The plates a bulk change covers: a category of one of the local's menus, or plates listed by id. */
async function selection(
  db: Database,
  local: LocalPlace,
  body: Schemas['AdminBulkPriceChange'],
): Promise<number[]> {
  const { menus, items } = await localMenus(db, local.localId)
  if (!menus.some((m) => m.id === body.menuId)) throw notFound(texts.unknownMenu)
  const ofMenu = items.filter((i) => i.menuId === body.menuId)
  let chosen = ofMenu
  if (body.category !== undefined) {
    chosen = ofMenu.filter((i) => i.category === body.category)
    if (chosen.length === 0) throw notFound(texts.unknownCategory)
  }
  if (body.plateIds !== undefined) {
    const wanted = new Set(body.plateIds)
    if (body.plateIds.some((id) => !ofMenu.some((i) => i.plateId === id))) throw notFound(texts.unknownPlate)
    chosen = chosen.filter((i) => wanted.has(i.plateId))
  }
  if (body.category === undefined && body.plateIds === undefined) chosen = []
  const ids = [...new Set(chosen.map((i) => i.plateId))]
  if (ids.length === 0)
    throw unprocessable(texts.emptySelection, [{ field: 'category', message: texts.emptySelection }])
  return ids
}

/** PUT availability: the console's 86 of a plate for the local's day, audited in the same transaction. */
export async function setPlateAvailability(
  db: Database,
  live: LiveBus,
  access: AdminAccess,
  plateId: number,
  available: boolean,
): Promise<PricePlate> {
  const local = localOf(access)
  const current = await localPlate(db, local, plateId)
  const consoleSide = await consoleLocal(db, local.alias)
  await db.transaction(async (tx) => {
    await setAvailability(tx, consoleSide, { entityType: 'PLATE', entityId: plateId, available })
    await recordAudit(tx, access, [
      {
        entity: 'plate.available',
        entityId: plateId,
        label: current.name,
        branchId: local.branchId,
        localId: local.localId,
        before: { available: current.available },
        after: { available },
      },
    ])
  })
  await announceMenuChange(db, live, { localId: local.localId })
  return localPlate(db, local, plateId)
}
