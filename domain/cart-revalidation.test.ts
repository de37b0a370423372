import { describe, expect, it } from 'vitest'
import { buildCartItem, type PlateForCart } from './cart'
import { revalidateCart, revalidationMessage } from './cart-revalidation'

const empanadas: PlateForCart = {
  id: 3,
  name: 'Media docena de empanadas',
  showName: null,
  price: 10800,
  sizes: [],
  garnishGroups: [
    {
      id: 1,
      name: 'Sabores',
      mandatory: true,
      multipleSelection: true,
      minGarnishAmount: 6,
      maxGarnishAmount: 6,
      garnishes: [
        { id: 11, name: 'Carne', price: 0, visible: true },
        { id: 12, name: 'Jamón y queso', price: 0, visible: true },
      ],
    },
  ],
  maxQuantity: null,
  category: { id: 4, showName: 'Empanadas' },
}

const pizza: PlateForCart = {
  id: 1,
  name: 'Pizza Muzzarella',
  showName: null,
  price: null,
  sizes: [
    { id: 1, name: 'Chica', price: 9000 },
    { id: 2, name: 'Grande', price: 13500 },
  ],
  garnishGroups: [],
  maxQuantity: 2,
  category: { id: 1, showName: 'Pizzas' },
}

const six = buildCartItem(empanadas, {
  sizeId: null,
  selection: { 1: { 11: 4, 12: 2 } },
  notes: '',
  quantity: 1,
  source: 'MENU',
})
const grande = buildCartItem(pizza, { sizeId: 2, selection: {}, notes: '', quantity: 2, source: 'MENU' })

describe('revalidating a stored cart against the menu', () => {
  it('keeps lines the menu still offers as they are', () => {
    expect(revalidateCart([six, grande], [empanadas, pizza])).toEqual({
      items: [six, grande],
      removed: 0,
      changed: 0,
    })
    expect(revalidationMessage({ removed: 0, changed: 0 })).toBeNull()
  })

  it('takes names and prices from the menu, not from storage', () => {
    const tampered = { ...grande, price: 1, originalPrice: 1, name: 'Pizza gratis' }
    const result = revalidateCart([tampered], [pizza])
    expect(result.items).toEqual([grande])
    expect(result.changed).toBe(1)
    expect(revalidationMessage(result)).toEqual({ key: 'cart.itemsUpdated' })
  })

  it('drops a line whose plate, size or garnish is gone, or whose choices break a group rule', () => {
    const noSize = { ...grande, sizeId: 99 }
    const fiveFlavours = {
      ...six,
      extras: six.extras.map((g) => ({ ...g, groupItems: g.groupItems.map((i) => ({ ...i, quantity: 1 })) })),
    }
    const unknownGarnish = {
      ...six,
      extras: six.extras.map((g) => ({
        ...g,
        groupItems: [{ ...g.groupItems[0], referenceId: 77, quantity: 6 }],
      })),
    } as typeof six
    const result = revalidateCart([noSize, fiveFlavours, unknownGarnish, six], [empanadas, pizza])
    expect(result).toEqual({ items: [six], removed: 3, changed: 0 })
    expect(revalidateCart([six], [pizza]).removed).toBe(1)
    expect(revalidationMessage(result)).toEqual({ key: 'cart.itemsRemoved' })
  })

  it("cuts quantities to the plate's cap and merges equal lines", () => {
    const many = { ...grande, quantity: 5 }
    expect(revalidateCart([many], [pizza])).toEqual({
      items: [{ ...grande, quantity: 2 }],
      removed: 0,
      changed: 1,
    })
    const one = { ...grande, quantity: 1 }
    expect(revalidateCart([one, one], [pizza])).toEqual({
      items: [{ ...grande, quantity: 2 }],
      removed: 0,
      changed: 1,
    })
  })
})
