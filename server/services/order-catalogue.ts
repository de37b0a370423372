import type { MenuDiscountRule } from '../../domain/order-pricing'
import type { Database } from '../db/client'
import { type ServedMenu, servedMenu } from './menu'
import type { MenuDiscountView, PlateView } from './menu-content'

/** What createOrder needs of a mode's menu: its plates by id (with every category listing them) and discounts. */
export interface PricingCatalogue {
  menuId: number
  plates: Map<number, { plate: PlateView; categoryIds: number[] }>
  discountByPlate: Map<number, MenuDiscountRule>
}

const catalogues = new WeakMap<ServedMenu, PricingCatalogue>()

/**
 * The mode's menu as the diner saw it, from the menu cache (invalidated on every menu write), indexed
 * once per served menu: an order costs no menu query.
 */
export async function pricingCatalogue(
  db: Database,
  orderModeId: number,
): Promise<PricingCatalogue | undefined> {
  const served = await servedMenu(db, orderModeId)
  if (!served) return undefined
  let catalogue = catalogues.get(served)
  if (!catalogue) {
    const body = JSON.parse(served.body) as {
      categories: { id: number; plates: PlateView[] }[]
      discounts: MenuDiscountView[]
    }
    const plates: PricingCatalogue['plates'] = new Map()
    for (const category of body.categories)
      for (const plate of category.plates) {
        const entry = plates.get(plate.id)
        if (entry) entry.categoryIds.push(category.id)
        else plates.set(plate.id, { plate, categoryIds: [category.id] })
      }
    const discountByPlate = new Map<number, MenuDiscountRule>()
    for (const d of body.discounts)
      for (const plateId of d.plates) if (!discountByPlate.has(plateId)) discountByPlate.set(plateId, d)
    catalogue = { menuId: served.menuId, plates, discountByPlate }
    catalogues.set(served, catalogue)
  }
  return catalogue
}
