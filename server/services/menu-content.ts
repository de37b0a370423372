import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import {
  categoryIndicator,
  file,
  garnish,
  garnishGroup,
  indicator,
  menu,
  menuCategory,
  menuDiscount,
  menuDiscountPlate,
  menuItem,
  plate,
  plateIndicator,
  plateSize,
} from '../db/schema'
import { yieldToLoop } from './chunked-json'

export interface IndicatorView {
  id: number
  name: string
  showName: string
  backgroundColor: string
  textColor: string
}

export interface PlateView {
  id: number
  name: string
  showName: string
  description: string | null
  price: number | null
  sizes: { id: number; name: string; price: number }[]
  garnishGroups: {
    id: number
    name: string
    showName: string
    mandatory: boolean
    multipleSelection: boolean
    minGarnishAmount: number
    maxGarnishAmount: number
    garnishes: {
      id: number
      name: string
      showName: string
      description: string | null
      price: number
      visible: boolean
    }[]
  }[]
  indicators: IndicatorView[]
  hasIndicators: boolean
  maxQuantity: number | null
  withImage: boolean
  imageUrl: string | null
  category: { id: number; name: string; showName: string }
}

export interface CategoryView {
  id: number
  name: string
  showName: string
  description: string | null
  indicators: IndicatorView[]
  plates: PlateView[]
}

export interface MenuDiscountView {
  id: number
  name: string
  type: 'PERCENT' | 'MULTIPLE' | 'FIXED' | 'FINAL_PRICE'
  percentage: number | null
  buy: number | null
  pay: number | null
  fixedDiscount: number | null
  finalPrice: number | null
  plates: number[]
}

/** Everything a menu shows, independent of which order mode shows it: the input of the menu hash. */
export interface MenuContent {
  id: number
  branchId: number
  name: string
  categories: CategoryView[]
  /** Plates of 'Lo más destacado', in menu order. */
  remarkedIds: number[]
  upselledIds: number[]
  discounts: MenuDiscountView[]
}

/** Plates read per round: each round's queries and mapping hold the loop a few ms, not a second. */
const PAGE = 500

/** Where a page of one big category's items ends: the keyset the next page starts after. */
interface ItemKey {
  position: number
  id: number
}
type PlateRow = Awaited<ReturnType<typeof itemPage>>[number]
type PlateDetails = Awaited<ReturnType<typeof plateDetails>>

/**
 * Visible items of some categories in (position, plate) order, each with its plate; `after` pages through
 * one big category by keyset. A page at a time: PGlite runs in this process, so one query of 10,000 rows
 * (and their mapping) held the event loop over a second (issue 33).
 */
function itemPage(db: Database, categoryIds: number[], after?: ItemKey) {
  return db
    .select({
      categoryId: menuItem.categoryId,
      position: menuItem.position,
      priceOverride: menuItem.priceOverride,
      remarked: menuItem.remarked,
      upselled: menuItem.upselled,
      id: plate.id,
      name: plate.name,
      showName: plate.showName,
      description: plate.description,
      price: plate.price,
      maxQuantity: plate.maxQuantity,
    })
    .from(menuItem)
    .innerJoin(plate, eq(plate.id, menuItem.plateId))
    .where(
      and(
        anyOf(menuItem.categoryId, categoryIds),
        eq(menuItem.visible, true),
        after
          ? sql`(${menuItem.position}, ${menuItem.plateId}) > (${after.position}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(menuItem.position), asc(menuItem.plateId))
    .limit(PAGE)
}

/** The menu's categories in groups of at most PAGE visible items (a bigger category alone). */
async function categoryBatches(db: Database, menuId: number, categoryIds: number[]) {
  const counts = await db
    .select({ categoryId: menuItem.categoryId, items: count() })
    .from(menuItem)
    .innerJoin(menuCategory, eq(menuCategory.id, menuItem.categoryId))
    .where(and(eq(menuCategory.menuId, menuId), eq(menuItem.visible, true)))
    .groupBy(menuItem.categoryId)
  const sizes = new Map(counts.map((row) => [row.categoryId, row.items]))
  const batches: number[][] = []
  let batch: number[] = []
  let items = 0
  for (const id of categoryIds) {
    const size = sizes.get(id) ?? 0
    if (size === 0) continue
    if (batch.length > 0 && items + size > PAGE) {
      batches.push(batch)
      batch = []
      items = 0
    }
    batch.push(id)
    items += size
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

/** Every visible item of a batch of categories, a page of plates at a time, the loop let go between. */
async function* itemPages(db: Database, batch: number[]) {
  let after: ItemKey | undefined
  for (;;) {
    const rows = await itemPage(db, batch, after)
    if (rows.length > 0) yield rows
    // A full page is only ever one big category's: the next page continues it.
    if (rows.length < PAGE) return
    const last = rows[rows.length - 1] as PlateRow
    after = { position: last.position, id: last.id }
  }
}

/**
 * `column = any($1)`: the ids as one array parameter. An IN list of 500 parameters cost ~25 ms to build
 * (drizzle) and bind (PGlite) per query, ten times the query itself.
 */
const anyOf = (column: AnyPgColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`

/** Sizes, garnish groups (with garnishes), badges and image of some plates, narrow rows. */
async function plateDetails(db: Database, plateIds: number[]) {
  // Sequential on purpose: inside a transaction every query shares one connection.
  const sizes = await db
    .select({ id: plateSize.id, plateId: plateSize.plateId, name: plateSize.name, price: plateSize.price })
    .from(plateSize)
    .where(anyOf(plateSize.plateId, plateIds))
    .orderBy(asc(plateSize.position), asc(plateSize.id))
  const groups = await db
    .select({
      id: garnishGroup.id,
      plateId: garnishGroup.plateId,
      name: garnishGroup.name,
      showName: garnishGroup.showName,
      mandatory: garnishGroup.mandatory,
      multipleSelection: garnishGroup.multipleSelection,
      minGarnishAmount: garnishGroup.minGarnishAmount,
      maxGarnishAmount: garnishGroup.maxGarnishAmount,
    })
    .from(garnishGroup)
    .where(anyOf(garnishGroup.plateId, plateIds))
    .orderBy(asc(garnishGroup.position), asc(garnishGroup.id))
  const garnishes = groups.length
    ? await db
        .select({
          id: garnish.id,
          groupId: garnish.garnishGroupId,
          name: garnish.name,
          showName: garnish.showName,
          description: garnish.description,
          price: garnish.price,
          visible: garnish.visible,
        })
        .from(garnish)
        .where(
          anyOf(
            garnish.garnishGroupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(garnish.position), asc(garnish.id))
    : []
  const badges = await db
    .select({ plateId: plateIndicator.plateId, indicatorId: plateIndicator.indicatorId })
    .from(plateIndicator)
    .where(anyOf(plateIndicator.plateId, plateIds))
    .orderBy(asc(plateIndicator.indicatorId))
  const images = await db
    .select({ plateId: file.plateId, url: file.url })
    .from(file)
    .where(and(anyOf(file.plateId, plateIds), eq(file.type, 'PLATE_IMAGE')))
  return {
    sizes: groupBy(sizes, (s) => s.plateId),
    garnishesByGroup: groupBy(garnishes, (g) => g.groupId),
    groups: groupBy(groups, (g) => g.plateId),
    badges: groupBy(badges, (b) => b.plateId),
    images: new Map(images.map((row) => [row.plateId, row.url])),
  }
}

/** A plate as the menu shows it, in one category. */
function plateView(
  row: PlateRow,
  details: PlateDetails,
  indicators: Map<number, IndicatorView>,
  category: PlateView['category'],
): PlateView {
  const badges = (details.badges.get(row.id) ?? []).flatMap((b) => indicators.get(b.indicatorId) ?? [])
  return {
    id: row.id,
    name: row.name,
    showName: row.showName ?? row.name,
    description: row.description,
    price: row.priceOverride ?? row.price,
    sizes: (details.sizes.get(row.id) ?? []).map((s) => ({ id: s.id, name: s.name, price: s.price })),
    garnishGroups: (details.groups.get(row.id) ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      showName: g.showName ?? g.name,
      mandatory: g.mandatory,
      multipleSelection: g.multipleSelection,
      minGarnishAmount: g.minGarnishAmount,
      maxGarnishAmount: g.maxGarnishAmount,
      garnishes: (details.garnishesByGroup.get(g.id) ?? []).map((x) => ({
        id: x.id,
        name: x.name,
        showName: x.showName ?? x.name,
        description: x.description,
        price: x.price,
        visible: x.visible,
      })),
    })),
    indicators: badges.map((b) => ({ ...b })),
    hasIndicators: badges.length > 0,
    maxQuantity: row.maxQuantity,
    withImage: details.images.has(row.id),
    imageUrl: details.images.get(row.id) ?? null,
    category,
  }
}

/**
 * A menu's content, read a page of plates at a time with the event loop let go between pages, so a
 * 10,000-plate menu never holds other requests more than a few ms.
 */
export async function loadMenuContent(db: Database, menuId: number): Promise<MenuContent | undefined> {
  const [menuRow] = await db
    .select({ id: menu.id, branchId: menu.branchId, name: menu.name })
    .from(menu)
    .where(eq(menu.id, menuId))
  if (!menuRow) return undefined
  const categories = await db
    .select({
      id: menuCategory.id,
      name: menuCategory.name,
      showName: menuCategory.showName,
      description: menuCategory.description,
    })
    .from(menuCategory)
    .where(eq(menuCategory.menuId, menuId))
    .orderBy(asc(menuCategory.position), asc(menuCategory.id))
  const indicators = new Map((await db.select().from(indicator)).map((row) => [row.id, indicatorView(row)]))
  const categoryBadges = groupBy(
    await db
      .select({ categoryId: categoryIndicator.categoryId, indicatorId: categoryIndicator.indicatorId })
      .from(categoryIndicator)
      .innerJoin(menuCategory, eq(menuCategory.id, categoryIndicator.categoryId))
      .where(eq(menuCategory.menuId, menuId))
      .orderBy(asc(categoryIndicator.indicatorId)),
    (row) => row.categoryId,
  )
  const refs = new Map(
    categories.map((c) => [c.id, { id: c.id, name: c.name, showName: c.showName ?? c.name }]),
  )

  const platesByCategory = new Map<number, { row: PlateRow; view: PlateView }[]>()
  for (const batch of await categoryBatches(
    db,
    menuId,
    categories.map((c) => c.id),
  ))
    for await (const rows of itemPages(db, batch)) {
      const details = await plateDetails(db, [...new Set(rows.map((r) => r.id))])
      for (const row of rows) {
        const ref = refs.get(row.categoryId)
        if (!ref) continue
        const list = platesByCategory.get(row.categoryId) ?? []
        list.push({ row, view: plateView(row, details, indicators, ref) })
        platesByCategory.set(row.categoryId, list)
      }
      await yieldToLoop()
    }

  const categoryViews: CategoryView[] = []
  const remarked = new Set<number>()
  const upselled = new Set<number>()
  for (const category of categories) {
    const plates = platesByCategory.get(category.id) ?? []
    // The storefront keeps only categories with at least one plate.
    if (plates.length === 0) continue
    for (const { row } of plates) {
      if (row.remarked) remarked.add(row.id)
      if (row.upselled) upselled.add(row.id)
    }
    const ref = refs.get(category.id) as PlateView['category']
    categoryViews.push({
      ...ref,
      description: category.description,
      indicators: (categoryBadges.get(category.id) ?? []).flatMap((b) => {
        const found = indicators.get(b.indicatorId)
        return found ? [{ ...found }] : []
      }),
      plates: plates.map((p) => p.view),
    })
  }

  return {
    id: menuRow.id,
    branchId: menuRow.branchId,
    name: menuRow.name,
    categories: categoryViews,
    remarkedIds: [...remarked],
    upselledIds: [...upselled],
    discounts: await loadDiscounts(db, menuRow.branchId, { menuId }),
  }
}

/** Active menu discounts of a branch, each with the plates it applies to (restricted when given). */
export async function loadDiscounts(
  db: Database,
  branchId: number,
  only?: { menuId: number },
): Promise<MenuDiscountView[]> {
  // Restricted to the plates a menu shows, by a subquery: a list of 10,000 ids cost more than the rows.
  const onlyPlates = only
    ? db
        .select({ id: menuItem.plateId })
        .from(menuItem)
        .innerJoin(menuCategory, eq(menuCategory.id, menuItem.categoryId))
        .where(and(eq(menuCategory.menuId, only.menuId), eq(menuItem.visible, true)))
    : undefined
  const rows = await db
    .select({ discount: menuDiscount, plateId: menuDiscountPlate.plateId })
    .from(menuDiscount)
    .innerJoin(menuDiscountPlate, eq(menuDiscountPlate.menuDiscountId, menuDiscount.id))
    .where(
      and(
        eq(menuDiscount.branchId, branchId),
        eq(menuDiscount.active, true),
        onlyPlates ? inArray(menuDiscountPlate.plateId, onlyPlates) : undefined,
      ),
    )
    .orderBy(asc(menuDiscount.id), asc(menuDiscountPlate.plateId))
  const byId = new Map<number, MenuDiscountView>()
  for (const { discount: d, plateId } of rows) {
    let view = byId.get(d.id)
    if (!view) {
      view = {
        id: d.id,
        name: d.name,
        type: d.type,
        percentage: d.percentage,
        buy: d.buy,
        pay: d.pay,
        fixedDiscount: d.fixedDiscount,
        finalPrice: d.finalPrice,
        plates: [],
      }
      byId.set(d.id, view)
    }
    view.plates.push(plateId)
  }
  return [...byId.values()]
}

function indicatorView(row: typeof indicator.$inferSelect): IndicatorView {
  return {
    id: row.id,
    name: row.name,
    showName: row.showName,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
  }
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}
