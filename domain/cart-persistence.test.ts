import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart'
import { CART_TTL_MS, type PersistedCart, restoreCart, stampCart } from './cart-persistence'

const item: CartItem = {
  referenceId: 3,
  referenceType: 'PLATE',
  name: 'Media docena de empanadas',
  notes: 'bien calientes',
  quantity: 2,
  price: 10800,
  originalPrice: 10800,
  priceWithoutModifiers: 10800,
  sizeId: null,
  categoryId: 4,
  categoryShowName: 'Empanadas',
  plate: { id: 3, name: 'Media docena de empanadas', showName: null },
  discount: { itemId: 3, type: 'PERCENT', discountReferenceId: 9, amount: 100 },
  source: 'MENU',
  maxQuantity: null,
  upsell: false,
  extras: [
    {
      groupId: 1,
      groupName: 'Sabores',
      minGarnishAmount: 6,
      maxGarnishAmount: 6,
      multipleSelection: true,
      mandatory: true,
      groupItems: [
        { referenceId: 11, referenceType: 'GARNISH', name: 'Carne', price: 0, quantity: 4 },
        { referenceId: 12, referenceType: 'GARNISH', name: 'Jamón y queso', price: 0, quantity: 2 },
      ],
    },
  ],
}

const cart: PersistedCart = {
  items: [item],
  mode: { id: 1, type: 'DELIVERY' },
  paymentType: { id: 2, paymentMethod: 'CASH', upload: 'APP' },
}

const alias = 'pizzeria-demo-palermo'
const now = 1_750_000_000_000

describe('cart persistence', () => {
  it('restores a cart saved on the same local within its time to live', () => {
    const stored = JSON.parse(JSON.stringify(stampCart(cart, alias, now)))
    expect(restoreCart(stored, alias, now + CART_TTL_MS - 1)).toEqual(cart)
  })

  it('stamps the local alias and the expiry', () => {
    expect(stampCart(cart, alias, now)).toEqual({ alias, expiresAt: now + CART_TTL_MS, cart })
  })

  it('does not restore another local’s cart', () => {
    expect(restoreCart(stampCart(cart, alias, now), 'pizzeria-demo-belgrano', now)).toBeNull()
  })

  it('does not restore an expired cart', () => {
    expect(restoreCart(stampCart(cart, alias, now), alias, now + CART_TTL_MS)).toBeNull()
  })

  it.each([
    ['nothing', null],
    ['a string', 'cart'],
    ['no expiry', { alias, cart }],
    ['no items', { alias, expiresAt: now + 1, cart: {} }],
    ['an item without quantity', { alias, expiresAt: now + 1, cart: { items: [{ ...item, quantity: 0 }] } }],
    [
      'a broken garnish',
      { alias, expiresAt: now + 1, cart: { items: [{ ...item, extras: [{ groupId: 1 }] }] } },
    ],
  ])('ignores %s', (_, stored) => {
    expect(restoreCart(stored, alias, now)).toBeNull()
  })

  it('drops an unknown mode or payment but keeps the items', () => {
    const stored = {
      alias,
      expiresAt: now + 1,
      cart: { items: [item], mode: { id: 1, type: 'X' }, paymentType: 7 },
    }
    expect(restoreCart(stored, alias, now)).toEqual({ items: [item], mode: null, paymentType: null })
  })

  it('never throws on arbitrary stored JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(() => restoreCart(value, alias, now)).not.toThrow()
        expect(() => restoreCart({ alias, expiresAt: now + 1, cart: value }, alias, now)).not.toThrow()
        expect(() =>
          restoreCart({ alias, expiresAt: now + 1, cart: { items: [value] } }, alias, now),
        ).not.toThrow()
      }),
    )
  })
})
