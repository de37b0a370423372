import { describe, expect, it } from 'vitest'
import type { CartItem } from '../../../../domain/cart'
import { recoveredCartItems, toWireItem, type WireCartItem } from './wire-cart'

const line: WireCartItem = {
  referenceId: 40,
  referenceType: 'PLATE',
  name: 'Flan Casero',
  quantity: 2,
  price: 4500,
  categoryId: 6,
}

describe('cart lines on the wire', () => {
  it('reads a recovered line with the defaults the cart expects', () => {
    const [item] = recoveredCartItems([line], 'pizzeria-demo-palermo', 1000) ?? []
    expect(item).toMatchObject({
      referenceId: 40,
      name: 'Flan Casero',
      notes: '',
      quantity: 2,
      price: 4500,
      originalPrice: 4500,
      priceWithoutModifiers: 4500,
      plate: null,
      source: 'ABANDONED_CART',
      extras: [],
    })
  })

  it('refuses a cart with a line it cannot read', () => {
    const broken = { ...line, quantity: 0 }
    expect(recoveredCartItems([line, broken], 'x', 1000)).toBeNull()
  })

  it('sends a line without the browser-only plate object and without an empty source', () => {
    const [item] = recoveredCartItems([line], 'x', 1000) as CartItem[]
    const wire = toWireItem({
      ...(item as CartItem),
      plate: { id: 40, name: 'Flan', showName: null },
      source: null,
    })
    expect(wire).not.toHaveProperty('plate')
    expect(wire).not.toHaveProperty('source')
    expect(toWireItem({ ...(item as CartItem), source: 'MENU' }).source).toBe('MENU')
  })
})
