import { addItem, buildCartItem, type CartItem, type PlateForCart } from './cart'
import { firstUnsatisfiedGroup, type GarnishSelection, isGarnishOffered } from './garnish'
import { type Message, message } from './message'

/**
 * A stored cart is checked against the menu it will be ordered from: storage is user-editable and a cart
 * outlives menu changes. Each line is rebuilt from the menu's plate with the diner's choices (size,
 * garnishes, notes, quantity), so names, prices and rules come from the menu, never from storage. A line
 * whose plate, size or garnish is gone, or whose choices no longer meet the groups' rules, is dropped; a
 * quantity over the plate's cap is cut to it.
 */
export interface CartRevalidation {
  items: CartItem[]
  /** lines dropped */
  removed: number
  /** lines kept but rewritten: price, name, cap or merge */
  changed: number
}

const selectionOf = (plate: PlateForCart, item: CartItem): GarnishSelection | null => {
  const selection: Record<string, Record<string, number>> = {}
  for (const group of item.extras) {
    const menuGroup = plate.garnishGroups.find((g) => g.id === group.groupId)
    if (!menuGroup) return null
    const chosen: Record<string, number> = {}
    for (const garnish of group.groupItems) {
      if (garnish.quantity <= 0) continue
      if (!isGarnishOffered(menuGroup, garnish.referenceId)) return null
      chosen[String(garnish.referenceId)] = (chosen[String(garnish.referenceId)] ?? 0) + garnish.quantity
    }
    if (Object.keys(chosen).length > 0) selection[String(group.groupId)] = chosen
  }
  return selection
}

const sizeStillOffered = (plate: PlateForCart, sizeId: number | null) =>
  plate.sizes.length === 0 ? sizeId === null : plate.sizes.some((size) => size.id === sizeId)

/** The line rebuilt from the menu, or null when the menu no longer offers it as chosen. */
export function rebuildLine(plate: PlateForCart, item: CartItem): CartItem | null {
  if (!sizeStillOffered(plate, item.sizeId)) return null
  const selection = selectionOf(plate, item)
  if (!selection || firstUnsatisfiedGroup(plate.garnishGroups, selection) !== null) return null
  return {
    ...buildCartItem(plate, {
      sizeId: item.sizeId,
      selection,
      notes: item.notes,
      quantity: item.quantity,
      source: item.source,
    }),
    upsell: item.upsell,
  }
}

const sameLine = (a: CartItem, b: CartItem) => JSON.stringify(a) === JSON.stringify(b)

export function revalidateCart(
  items: readonly CartItem[],
  plates: readonly PlateForCart[],
): CartRevalidation {
  const byId = new Map(plates.map((plate) => [plate.id, plate]))
  let kept: CartItem[] = []
  let removed = 0
  let changed = 0
  for (const item of items) {
    const plate = byId.get(item.referenceId)
    const rebuilt = plate ? rebuildLine(plate, item) : null
    if (!rebuilt) {
      removed++
      continue
    }
    let change = addItem(kept, rebuilt)
    if (!change.ok) {
      // over the plate's cap: keep what still fits
      const room =
        (rebuilt.maxQuantity ?? 0) -
        kept.reduce((n, k) => (k.referenceId === rebuilt.referenceId ? n + k.quantity : n), 0)
      if (room <= 0) {
        removed++
        continue
      }
      change = addItem(kept, { ...rebuilt, quantity: room })
      if (!change.ok) {
        removed++
        continue
      }
      changed++
    } else if (!sameLine(rebuilt, item) || change.items.length === kept.length) {
      changed++
    }
    kept = change.items
  }
  return { items: kept, removed, changed }
}

/** What the diner reads after a revalidation that touched the cart, or null when nothing changed. */
export function revalidationMessage(result: Pick<CartRevalidation, 'removed' | 'changed'>): Message | null {
  if (result.removed > 0) return message('cart.itemsRemoved')
  if (result.changed > 0) return message('cart.itemsUpdated')
  return null
}
