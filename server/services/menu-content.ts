import { and, asc, eq, inArray } from 'drizzle-orm'
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

export async function loadMenuContent(db: Database, menuId: number): Promise<MenuContent | undefined> {
  const [menuRow] = await db.select().from(menu).where(eq(menu.id, menuId))
  if (!menuRow) return undefined

  const categories = await db
    .select()
    .from(menuCategory)
    .where(eq(menuCategory.menuId, menuId))
    .orderBy(asc(menuCategory.position), asc(menuCategory.id))
  const categoryIds = categories.map((c) => c.id)
  const items = categoryIds.length
    ? await db
        .select({ item: menuItem, plate })
        .from(menuItem)
        .innerJoin(plate, eq(plate.id, menuItem.plateId))
        .where(and(inArray(menuItem.categoryId, categoryIds), eq(menuItem.visible, true)))
        .orderBy(asc(menuItem.position), asc(plate.id))
    : []
  const plateIds = [...new Set(items.map((i) => i.plate.id))]

  // Sequential on purpose: inside a transaction every query shares one connection.
  const sizes = plateIds.length
    ? await db
        .select()
        .from(plateSize)
        .where(inArray(plateSize.plateId, plateIds))
        .orderBy(asc(plateSize.position), asc(plateSize.id))
    : []
  const groups = plateIds.length
    ? await db
        .select()
        .from(garnishGroup)
        .where(inArray(garnishGroup.plateId, plateIds))
        .orderBy(asc(garnishGroup.position), asc(garnishGroup.id))
    : []
  const plateIndicators = plateIds.length
    ? await db
        .select({ plateId: plateIndicator.plateId, indicator })
        .from(plateIndicator)
        .innerJoin(indicator, eq(indicator.id, plateIndicator.indicatorId))
        .where(inArray(plateIndicator.plateId, plateIds))
        .orderBy(asc(indicator.id))
    : []
  const categoryIndicators = categoryIds.length
    ? await db
        .select({ categoryId: categoryIndicator.categoryId, indicator })
        .from(categoryIndicator)
        .innerJoin(indicator, eq(indicator.id, categoryIndicator.indicatorId))
        .where(inArray(categoryIndicator.categoryId, categoryIds))
        .orderBy(asc(indicator.id))
    : []
  const discounts = await loadDiscounts(db, menuRow.branchId, plateIds)
  const imageRows = plateIds.length
    ? await db
        .select({ plateId: file.plateId, url: file.url })
        .from(file)
        .where(and(inArray(file.plateId, plateIds), eq(file.type, 'PLATE_IMAGE')))
    : []
  const images = new Map(imageRows.map((row) => [row.plateId, row.url]))
  const garnishes = groups.length
    ? await db
        .select()
        .from(garnish)
        .where(
          inArray(
            garnish.garnishGroupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(garnish.position), asc(garnish.id))
    : []

  const sizesByPlate = groupBy(sizes, (s) => s.plateId)
  const garnishesByGroup = groupBy(garnishes, (g) => g.garnishGroupId)
  const groupsByPlate = groupBy(groups, (g) => g.plateId)
  const indicatorsByPlate = groupBy(plateIndicators, (p) => p.plateId)
  const indicatorsByCategory = groupBy(categoryIndicators, (c) => c.categoryId)
  const itemsByCategory = groupBy(items, (i) => i.item.categoryId)

  const categoryViews: CategoryView[] = []
  const remarkedIds: number[] = []
  const upselledIds: number[] = []
  for (const category of categories) {
    const categoryRef = { id: category.id, name: category.name, showName: category.showName ?? category.name }
    const plates = (itemsByCategory.get(category.id) ?? []).map(({ item, plate: p }): PlateView => {
      if (item.remarked && !remarkedIds.includes(p.id)) remarkedIds.push(p.id)
      if (item.upselled && !upselledIds.includes(p.id)) upselledIds.push(p.id)
      const indicators = (indicatorsByPlate.get(p.id) ?? []).map((row) => indicatorView(row.indicator))
      return {
        id: p.id,
        name: p.name,
        showName: p.showName ?? p.name,
        description: p.description,
        price: item.priceOverride ?? p.price,
        sizes: (sizesByPlate.get(p.id) ?? []).map((s) => ({ id: s.id, name: s.name, price: s.price })),
        garnishGroups: (groupsByPlate.get(p.id) ?? []).map((g) => ({
          id: g.id,
          name: g.name,
          showName: g.showName ?? g.name,
          mandatory: g.mandatory,
          multipleSelection: g.multipleSelection,
          minGarnishAmount: g.minGarnishAmount,
          maxGarnishAmount: g.maxGarnishAmount,
          garnishes: (garnishesByGroup.get(g.id) ?? []).map((x) => ({
            id: x.id,
            name: x.name,
            showName: x.showName ?? x.name,
            description: x.description,
            price: x.price,
            visible: x.visible,
          })),
        })),
        indicators,
        hasIndicators: indicators.length > 0,
        maxQuantity: p.maxQuantity,
        withImage: images.has(p.id),
        imageUrl: images.get(p.id) ?? null,
        category: categoryRef,
      }
    })
    // The storefront keeps only categories with at least one plate.
    if (plates.length === 0) continue
    categoryViews.push({
      ...categoryRef,
      description: category.description,
      indicators: (indicatorsByCategory.get(category.id) ?? []).map((row) => indicatorView(row.indicator)),
      plates,
    })
  }

  return {
    id: menuRow.id,
    branchId: menuRow.branchId,
    name: menuRow.name,
    categories: categoryViews,
    remarkedIds,
    upselledIds,
    discounts,
  }
}

/** Active menu discounts of a branch, each with the plates it applies to (restricted when given). */
export async function loadDiscounts(
  db: Database,
  branchId: number,
  onlyPlates?: number[],
): Promise<MenuDiscountView[]> {
  if (onlyPlates && onlyPlates.length === 0) return []
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
