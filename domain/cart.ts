import type { GarnishGroup, GarnishSelection } from './garnish'
import { type Message, message } from './message'

/**
 * The cart of 1-storefront.md §3 and 2-checkout.md §3: items as the diner picked them, merged when they
 * are the same line, with a referenceId → total quantity hash the menu reads for its per-plate badges.
 * Amounts are in the local's currency units (whole pesos for the demo tenant).
 */

/** A plate without its own maxQuantity may be ordered up to this many units (1-storefront.md §9). */
export const DEFAULT_MAX_QUANTITY = 9_999_999

export const MENU_DISCOUNT_TYPES = ['PERCENT', 'MULTIPLE', 'FIXED', 'FINAL_PRICE'] as const
export type MenuDiscountType = (typeof MENU_DISCOUNT_TYPES)[number]

/** One chosen garnish of an extras group, with how many of it. */
export interface CartGroupItem {
  referenceId: number
  referenceType: 'GARNISH'
  name: string
  price: number
  quantity: number
}

/** A garnish group as it travels with the item, carrying its rules so checkout can re-validate them. */
export interface CartExtrasGroup {
  groupId: number
  groupName: string
  minGarnishAmount: number
  maxGarnishAmount: number
  multipleSelection: boolean
  mandatory: boolean
  groupItems: CartGroupItem[]
}

export interface CartItemDiscount {
  itemId: number
  type: MenuDiscountType
  discountReferenceId: number
  amount: number
}

/** The plate an item came from, kept so the cart can link back to its detail. */
export interface CartItemPlate {
  id: number
  name: string
  showName: string | null
}

export interface CartItem {
  /** the plate id */
  referenceId: number
  referenceType: 'PLATE'
  name: string
  notes: string
  quantity: number
  /** unit price charged: base price plus extras */
  price: number
  /** unit price before any menu discount */
  originalPrice: number
  /** unit price of the plate or size alone, without extras */
  priceWithoutModifiers: number
  sizeId: number | null
  categoryId: number
  categoryShowName: string
  plate: CartItemPlate | null
  discount: CartItemDiscount | null
  /** where the item was added from (menu, upselling, abandoned-cart recovery…) */
  source: string | null
  maxQuantity: number | null
  upsell: boolean
  extras: CartExtrasGroup[]
}

/** referenceId → total quantity of that plate over every line of the cart */
export type QuantityHash = Record<string, number>

export type CartChange = { ok: true; items: CartItem[] } | { ok: false; error: Message }

// ---------------------------------------------------------------------------------------------------------
// Maximum quantity: the one rule the cart and the plate detail share.

/** The cap that applies to a plate: its own maxQuantity when it has a positive one, else the default. */
export const maxQuantityOf = (maxQuantity: number | null | undefined): number =>
  typeof maxQuantity === 'number' && Number.isInteger(maxQuantity) && maxQuantity > 0
    ? maxQuantity
    : DEFAULT_MAX_QUANTITY

/**
 * Whether a plate may reach `total` units (counting every line of it in the cart). The message names the
 * cap so the diner knows how many they may order.
 */
export function checkMaxQuantity(total: number, maxQuantity: number | null | undefined): Message | null {
  const max = maxQuantityOf(maxQuantity)
  return total > max ? message('cart.maxQuantity', { max }) : null
}

export const isValidQuantity = (quantity: number) => Number.isInteger(quantity) && quantity > 0

// ---------------------------------------------------------------------------------------------------------
// Line identity

const normaliseNotes = (notes: string) => notes.trim()

/**
 * The part of an item that decides whether two items are the same line: referenceId, size, notes, name and
 * every extras group with its chosen garnishes and their quantities. Groups and garnishes are compared
 * regardless of order, and a garnish at quantity 0 (or a group with nothing chosen) counts as absent.
 */
export function cartLineKey(item: CartItem): string {
  const extras = item.extras
    .map((group) => ({
      groupId: group.groupId,
      items: group.groupItems
        .filter((g) => g.quantity > 0)
        .map((g) => [g.referenceId, g.quantity] as const)
        .sort((a, b) => a[0] - b[0]),
    }))
    .filter((group) => group.items.length > 0)
    .sort((a, b) => a.groupId - b.groupId)
  return JSON.stringify([item.referenceId, item.sizeId, normaliseNotes(item.notes), item.name, extras])
}

export const isSameLine = (a: CartItem, b: CartItem) => cartLineKey(a) === cartLineKey(b)

// ---------------------------------------------------------------------------------------------------------
// Quantities

export function quantityHash(items: readonly CartItem[]): QuantityHash {
  const hash: QuantityHash = {}
  for (const item of items) {
    const key = String(item.referenceId)
    hash[key] = (hash[key] ?? 0) + item.quantity
  }
  return hash
}

/** Units of one plate over every line of the cart. */
export const quantityOfPlate = (items: readonly CartItem[], referenceId: number) =>
  items.reduce((sum, item) => (item.referenceId === referenceId ? sum + item.quantity : sum), 0)

export const itemCount = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0)

// ---------------------------------------------------------------------------------------------------------
// Changes. Each returns the new item list or the message to show; the input is never mutated.

/** Adds an item, merging it into an equal line (quantities add). The plate's cap counts every line of it. */
export function addItem(items: readonly CartItem[], item: CartItem): CartChange {
  if (!isValidQuantity(item.quantity)) return { ok: false, error: message('cart.invalidQuantity') }
  const exceeded = checkMaxQuantity(
    quantityOfPlate(items, item.referenceId) + item.quantity,
    item.maxQuantity,
  )
  if (exceeded) return { ok: false, error: exceeded }
  const key = cartLineKey(item)
  const index = items.findIndex((existing) => cartLineKey(existing) === key)
  if (index < 0) return { ok: true, items: [...items, item] }
  return {
    ok: true,
    items: items.map((existing, i) =>
      i === index ? { ...existing, quantity: existing.quantity + item.quantity } : existing,
    ),
  }
}

/** Sets a line's quantity: 0 removes the line, a positive whole number replaces it within the plate's cap. */
export function setQuantity(items: readonly CartItem[], index: number, quantity: number): CartChange {
  const line = items[index]
  if (!line) return { ok: false, error: message('cart.itemNotFound') }
  if (quantity === 0) return removeItem(items, index)
  if (!isValidQuantity(quantity)) return { ok: false, error: message('cart.invalidQuantity') }
  if (quantity > line.quantity) {
    const exceeded = checkMaxQuantity(
      quantityOfPlate(items, line.referenceId) - line.quantity + quantity,
      line.maxQuantity,
    )
    if (exceeded) return { ok: false, error: exceeded }
  }
  return { ok: true, items: items.map((item, i) => (i === index ? { ...item, quantity } : item)) }
}

export function removeItem(items: readonly CartItem[], index: number): CartChange {
  if (!items[index]) return { ok: false, error: message('cart.itemNotFound') }
  return { ok: true, items: items.filter((_, i) => i !== index) }
}

// ---------------------------------------------------------------------------------------------------------
// Prices

/** Unit price of a plate or size with its chosen extras. */
export const unitPriceWithExtras = (basePrice: number, extras: readonly CartExtrasGroup[]) =>
  extras.reduce(
    (sum, group) =>
      sum + group.groupItems.reduce((acc, garnish) => acc + garnish.price * garnish.quantity, 0),
    basePrice,
  )

export const lineTotal = (item: CartItem) => item.price * item.quantity

export const itemsSubtotal = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + lineTotal(item), 0)

/** How long the add-to-cart animation plays after an item is added (1-storefront.md §9: about 1450 ms). */
export const ADD_TO_CART_ANIMATION_MS = 1450

// ---------------------------------------------------------------------------------------------------------
// Building an item from the plate detail

export interface PlateSize {
  id: number
  name: string
  price: number
}

/** What the plate detail knows of a plate, enough to build its cart item. */
export interface PlateForCart {
  id: number
  name: string
  showName: string | null
  /** null when the plate is sold by size */
  price: number | null
  sizes: readonly PlateSize[]
  garnishGroups: readonly GarnishGroup[]
  maxQuantity: number | null
  category: { id: number; showName: string }
}

export interface PlateChoice {
  sizeId: number | null
  selection: GarnishSelection
  notes: string
  quantity: number
  source: string | null
}

/** The size in effect: the chosen one when the plate has it, else the first (sizes are never left unchosen). */
export const sizeOf = (plate: PlateForCart, sizeId: number | null): PlateSize | null =>
  plate.sizes.find((s) => s.id === sizeId) ?? plate.sizes[0] ?? null

/** The plate's name on the ticket; a size is part of it, e.g. 'Pizza Muzzarella (Grande)'. */
export function cartItemName(plate: PlateForCart, sizeId: number | null): string {
  const base = plate.showName || plate.name
  const size = sizeOf(plate, sizeId)
  return size ? `${base} (${size.name})` : base
}

export function extrasOf(plate: PlateForCart, selection: GarnishSelection): CartExtrasGroup[] {
  return plate.garnishGroups
    .map((group) => {
      const chosen = selection[String(group.id)] ?? {}
      return {
        groupId: group.id,
        groupName: group.name,
        minGarnishAmount: group.minGarnishAmount,
        maxGarnishAmount: group.maxGarnishAmount,
        multipleSelection: group.multipleSelection,
        mandatory: group.mandatory,
        groupItems: group.garnishes
          .filter((garnish) => (chosen[String(garnish.id)] ?? 0) > 0)
          .map((garnish) => ({
            referenceId: garnish.id,
            referenceType: 'GARNISH' as const,
            name: garnish.name,
            price: garnish.price,
            quantity: chosen[String(garnish.id)] ?? 0,
          })),
      }
    })
    .filter((group) => group.groupItems.length > 0)
}

/** Unit price of the plate as chosen: its size (or own price) plus the extras. */
export function plateUnitPrice(
  plate: PlateForCart,
  choice: Pick<PlateChoice, 'sizeId' | 'selection'>,
): number {
  return unitPriceWithExtras(basePriceOf(plate, choice.sizeId), extrasOf(plate, choice.selection))
}

const basePriceOf = (plate: PlateForCart, sizeId: number | null) =>
  sizeOf(plate, sizeId)?.price ?? plate.price ?? 0

/**
 * The cart item for a plate as the diner set it up. Menu discounts are not applied here: the totals rule
 * applies them to the whole cart, and the server recomputes every price anyway.
 */
export function buildCartItem(plate: PlateForCart, choice: PlateChoice): CartItem {
  const base = basePriceOf(plate, choice.sizeId)
  const extras = extrasOf(plate, choice.selection)
  const price = unitPriceWithExtras(base, extras)
  return {
    referenceId: plate.id,
    referenceType: 'PLATE',
    name: cartItemName(plate, choice.sizeId),
    notes: choice.notes.trim(),
    quantity: choice.quantity,
    price,
    originalPrice: price,
    priceWithoutModifiers: base,
    sizeId: sizeOf(plate, choice.sizeId)?.id ?? null,
    categoryId: plate.category.id,
    categoryShowName: plate.category.showName,
    plate: { id: plate.id, name: plate.name, showName: plate.showName },
    discount: null,
    source: choice.source,
    maxQuantity: plate.maxQuantity,
    upsell: choice.source === 'UPSELL',
    extras,
  }
}

/** The chosen flavours and extras of a line, as the cart and the checkout's ticket list them. */
export function extrasLine(item: Pick<CartItem, 'extras'>): string {
  return item.extras
    .flatMap((group) =>
      group.groupItems.map((garnish) =>
        garnish.quantity > 1 ? `${garnish.quantity}x ${garnish.name}` : garnish.name,
      ),
    )
    .join(', ')
}
