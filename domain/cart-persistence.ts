import type { CartExtrasGroup, CartGroupItem, CartItem } from './cart'
import {
  ORDER_MODE_TYPES,
  type OrderModeType,
  type PaymentMethod,
  type SelectedOrderMode,
  type SelectedPaymentType,
} from './order-mode'

/**
 * The cart survives a reload for a while, and only on the local it was built for (1-storefront.md §3).
 * Six hours covers a lunch-to-dinner session; a cart older than that is likely priced from a menu that
 * has changed, and the abandoned-cart recovery link covers longer gaps from the server side.
 */
export const CART_TTL_MS = 6 * 60 * 60 * 1000
export const CART_STORAGE_KEY = 'cart'

export interface PersistedCart {
  items: CartItem[]
  mode: SelectedOrderMode | null
  paymentType: SelectedPaymentType | null
  /** hash of the menu the items were last checked against; a different hash means check them again */
  menuHash?: string | null
}

export interface StoredCart {
  /** the branch contact (local) alias the cart was built on */
  alias: string
  /** epoch milliseconds after which the cart is not restored */
  expiresAt: number
  cart: PersistedCart
}

export const stampCart = (cart: PersistedCart, alias: string, now: number): StoredCart => ({
  alias,
  expiresAt: now + CART_TTL_MS,
  cart,
})

/**
 * What storage held for the cart: nothing, another local's cart or an expired one (left alone quietly),
 * something that does not read as a cart (storage is user-editable and outlives releases: the diner is
 * told it was dropped), or a cart to restore.
 */
export type StoredCartReading =
  | { status: 'none' | 'otherLocal' | 'expired' | 'unreadable' }
  | { status: 'restorable'; cart: PersistedCart }

export function readStoredCart(stored: unknown, alias: string, now: number): StoredCartReading {
  if (stored === null || stored === undefined) return { status: 'none' }
  if (!isRecord(stored)) return { status: 'unreadable' }
  if (typeof stored.alias !== 'string' || typeof stored.expiresAt !== 'number')
    return { status: 'unreadable' }
  if (stored.alias !== alias) return { status: 'otherLocal' }
  if (!(now < stored.expiresAt)) return { status: 'expired' }
  const cart = stored.cart
  if (!isRecord(cart) || !Array.isArray(cart.items)) return { status: 'unreadable' }
  const items = cart.items.map(readCartItem)
  if (items.some((item) => item === null)) return { status: 'unreadable' }
  return {
    status: 'restorable',
    cart: {
      items: items as CartItem[],
      mode: readMode(cart.mode),
      paymentType: readPaymentType(cart.paymentType),
      ...(isText(cart.menuHash) ? { menuHash: cart.menuHash } : {}),
    },
  }
}

/** The cart to restore from what storage held, or null (see readStoredCart). */
export function restoreCart(stored: unknown, alias: string, now: number): PersistedCart | null {
  const reading = readStoredCart(stored, alias, now)
  return reading.status === 'restorable' ? reading.cart : null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const intOrNull = (value: unknown) => (isInt(value) ? value : null)
const textOrNull = (value: unknown) => (isText(value) ? value : null)

function readGroupItem(value: unknown): CartGroupItem | null {
  if (!isRecord(value)) return null
  const { referenceId, name, price, quantity } = value
  if (!isInt(referenceId) || !isText(name) || !isAmount(price) || !isInt(quantity) || quantity < 0)
    return null
  return { referenceId, referenceType: 'GARNISH', name, price, quantity }
}

function readGroup(value: unknown): CartExtrasGroup | null {
  if (!isRecord(value) || !Array.isArray(value.groupItems)) return null
  const { groupId, groupName, minGarnishAmount, maxGarnishAmount } = value
  if (!isInt(groupId) || !isText(groupName) || !isInt(minGarnishAmount) || !isInt(maxGarnishAmount))
    return null
  const groupItems = value.groupItems.map(readGroupItem)
  if (groupItems.some((g) => g === null)) return null
  return {
    groupId,
    groupName,
    minGarnishAmount,
    maxGarnishAmount,
    multipleSelection: value.multipleSelection === true,
    mandatory: value.mandatory === true,
    groupItems: groupItems as CartGroupItem[],
  }
}

function readCartItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !Array.isArray(value.extras)) return null
  const { referenceId, name, notes, quantity, price, originalPrice, priceWithoutModifiers, categoryId } =
    value
  if (!isInt(referenceId) || !isText(name) || !isInt(quantity) || quantity < 1) return null
  if (!isAmount(price) || !isAmount(originalPrice) || !isAmount(priceWithoutModifiers)) return null
  if (!isInt(categoryId)) return null
  const extras = value.extras.map(readGroup)
  if (extras.some((g) => g === null)) return null
  const plate = value.plate
  const discount = value.discount
  return {
    referenceId,
    referenceType: 'PLATE',
    name,
    notes: isText(notes) ? notes : '',
    quantity,
    price,
    originalPrice,
    priceWithoutModifiers,
    sizeId: intOrNull(value.sizeId),
    categoryId,
    categoryShowName: isText(value.categoryShowName) ? value.categoryShowName : '',
    plate:
      isRecord(plate) && isInt(plate.id) && isText(plate.name)
        ? { id: plate.id, name: plate.name, showName: textOrNull(plate.showName) }
        : null,
    discount:
      isRecord(discount) &&
      isInt(discount.itemId) &&
      isInt(discount.discountReferenceId) &&
      isAmount(discount.amount) &&
      (discount.type === 'PERCENT' ||
        discount.type === 'MULTIPLE' ||
        discount.type === 'FIXED' ||
        discount.type === 'FINAL_PRICE')
        ? {
            itemId: discount.itemId,
            type: discount.type,
            discountReferenceId: discount.discountReferenceId,
            amount: discount.amount,
          }
        : null,
    source: textOrNull(value.source),
    maxQuantity: intOrNull(value.maxQuantity),
    upsell: value.upsell === true,
    extras: extras as CartExtrasGroup[],
  }
}

function readMode(value: unknown): SelectedOrderMode | null {
  if (!isRecord(value) || !isInt(value.id)) return null
  const type = ORDER_MODE_TYPES.find((t) => t === value.type)
  return type ? { id: value.id, type: type as OrderModeType } : null
}

const PAYMENT_METHODS: readonly PaymentMethod[] = ['CASH', 'ONLINE_CARD', 'PAYMENT_LINK']

function readPaymentType(value: unknown): SelectedPaymentType | null {
  if (!isRecord(value) || !isInt(value.id)) return null
  const paymentMethod = PAYMENT_METHODS.find((m) => m === value.paymentMethod)
  if (!paymentMethod) return null
  return { id: value.id, paymentMethod, upload: value.upload === 'API' ? 'API' : 'APP' }
}
