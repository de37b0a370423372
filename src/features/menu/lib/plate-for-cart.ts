import type { PlateForCart } from '../../../../domain/cart'
import type { Category, Menu, Plate } from '../api/menu'

/** The contract's plate as the cart rules read it. */
export function plateForCart(
  plate: Plate,
  category: Pick<Category, 'id' | 'showName' | 'name'>,
): PlateForCart {
  return {
    id: plate.id,
    name: plate.name,
    showName: plate.showName || null,
    price: plate.price ?? null,
    sizes: plate.sizes ?? [],
    garnishGroups: plate.garnishGroups.map((group) => ({
      id: group.id,
      name: group.showName || group.name,
      mandatory: group.mandatory,
      multipleSelection: group.multipleSelection,
      minGarnishAmount: group.minGarnishAmount,
      maxGarnishAmount: group.maxGarnishAmount,
      garnishes: group.garnishes.map((garnish) => ({
        id: garnish.id,
        name: garnish.showName || garnish.name,
        price: garnish.price,
        visible: garnish.visible,
      })),
    })),
    maxQuantity: plate.maxQuantity ?? null,
    category: { id: category.id, showName: category.showName || category.name },
  }
}

/** Every plate of a menu, once, as the cart checks its lines against it. */
export function menuPlatesForCart(menu: Menu): PlateForCart[] {
  const seen = new Map<number, PlateForCart>()
  for (const category of menu.categories)
    for (const plate of category.plates)
      if (!seen.has(plate.id)) seen.set(plate.id, plateForCart(plate, category))
  return [...seen.values()]
}
