import { and, asc, eq, inArray } from 'drizzle-orm'
import { availabilityDay } from '../../domain/availability'
import { consoleAvailability as texts } from '../../i18n/es/console-availability'
import type { Database } from '../db/client'
import {
  consoleAvailability,
  garnish,
  garnishGroup,
  menuCategory,
  menuItem,
  orderMode,
  plate,
} from '../db/schema'
import { notFound } from '../errors'
import type { Schemas } from './api-types'
import type { ConsoleLocal } from './console-auth'
import { unavailableAt } from './menu-availability'
import { invalidateCatalogue } from './read-cache'

/** The plates the local's menus list (any of its order modes), in menu order, each with its garnishes. */
async function localPlates(db: Database, local: ConsoleLocal) {
  const listed = await db
    .selectDistinctOn([plate.id], {
      id: plate.id,
      name: plate.name,
      showName: plate.showName,
      category: menuCategory.name,
      categoryShowName: menuCategory.showName,
      position: menuCategory.position,
      itemPosition: menuItem.position,
    })
    .from(orderMode)
    .innerJoin(menuCategory, eq(menuCategory.menuId, orderMode.menuId))
    .innerJoin(menuItem, eq(menuItem.categoryId, menuCategory.id))
    .innerJoin(plate, eq(plate.id, menuItem.plateId))
    .where(and(eq(orderMode.branchContactId, local.id), eq(menuItem.visible, true)))
    .orderBy(asc(plate.id), asc(menuCategory.position), asc(menuItem.position))
  listed.sort((a, b) => a.position - b.position || a.itemPosition - b.itemPosition || a.id - b.id)
  const plateIds = listed.map((p) => p.id)
  const garnishes = plateIds.length
    ? await db
        .select({
          id: garnish.id,
          name: garnish.name,
          showName: garnish.showName,
          plateId: garnishGroup.plateId,
          group: garnishGroup.name,
          groupShowName: garnishGroup.showName,
        })
        .from(garnish)
        .innerJoin(garnishGroup, eq(garnishGroup.id, garnish.garnishGroupId))
        .where(inArray(garnishGroup.plateId, plateIds))
        .orderBy(asc(garnishGroup.position), asc(garnishGroup.id), asc(garnish.position), asc(garnish.id))
    : []
  return { listed, garnishes }
}

/**
 * Whether a plate (or garnish) is on one of the local's menus: one indexed lookup, not the local's whole
 * list (10,000 plates held the loop ~500 ms on each 86).
 */
async function onLocalMenus(db: Database, local: ConsoleLocal, body: Schemas['ConsoleAvailability']) {
  const listed = db
    .select({ plateId: menuItem.plateId })
    .from(orderMode)
    .innerJoin(menuCategory, eq(menuCategory.menuId, orderMode.menuId))
    .innerJoin(menuItem, eq(menuItem.categoryId, menuCategory.id))
  const onMenus = and(eq(orderMode.branchContactId, local.id), eq(menuItem.visible, true))
  const found =
    body.entityType === 'PLATE'
      ? await listed.where(and(onMenus, eq(menuItem.plateId, body.entityId))).limit(1)
      : await listed
          .innerJoin(garnishGroup, eq(garnishGroup.plateId, menuItem.plateId))
          .innerJoin(garnish, eq(garnish.garnishGroupId, garnishGroup.id))
          .where(and(onMenus, eq(garnish.id, body.entityId)))
          .limit(1)
  return found.length > 0
}

/** GET availability: the local's plates and garnishes, each saying whether it is offered today. */
export async function listAvailability(
  db: Database,
  local: ConsoleLocal,
  nowMs = Date.now(),
): Promise<Schemas['ConsoleAvailabilityPlate'][]> {
  const { listed, garnishes } = await localPlates(db, local)
  const unavailable = await unavailableAt(db, local.id, local.timeZone, nowMs)
  return listed.map((p) => ({
    id: p.id,
    name: p.showName ?? p.name,
    category: p.categoryShowName ?? p.category,
    available: !unavailable.plates.has(p.id),
    garnishes: garnishes
      .filter((g) => g.plateId === p.id)
      .map((g) => ({
        id: g.id,
        name: g.showName ?? g.name,
        group: g.groupShowName ?? g.group,
        available: !unavailable.garnishes.has(g.id),
      })),
  }))
}

/**
 * PUT availability: 86 a plate or garnish of the local's menus for the local's current day, or offer it
 * again. Anything not on this local's menus (another local's or tenant's, or no such id) is a 404.
 */
export async function setAvailability(
  db: Database,
  local: ConsoleLocal,
  body: Schemas['ConsoleAvailability'],
  nowMs = Date.now(),
): Promise<Schemas['ConsoleAvailability']> {
  if (!(await onLocalMenus(db, local, body))) throw notFound(texts.unknownEntity)
  const key = and(
    eq(consoleAvailability.branchContactId, local.id),
    eq(consoleAvailability.entityType, body.entityType),
    eq(consoleAvailability.entityId, body.entityId),
  )
  if (body.available) await db.delete(consoleAvailability).where(key)
  else {
    const day = availabilityDay(nowMs, local.timeZone)
    await db
      .insert(consoleAvailability)
      .values({ branchContactId: local.id, entityType: body.entityType, entityId: body.entityId, day })
      .onConflictDoUpdate({
        target: [
          consoleAvailability.branchContactId,
          consoleAvailability.entityType,
          consoleAvailability.entityId,
        ],
        set: { day, createdAt: new Date(nowMs) },
      })
  }
  // Menus (and so createOrder's catalogue and the menu hash) are served from memory: the change must
  // show at once, in every process.
  // An 86 is not a menu change: the menus' content stays cached, only what this local offers is rebuilt.
  await invalidateCatalogue(db, 'availability')
  return body
}
