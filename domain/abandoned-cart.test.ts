import { describe, expect, it } from 'vitest'
import {
  abandonedCartCancel,
  abandonedCartNotice,
  type CartOnHide,
  canRecoverCart,
  previewPath,
  type RecoveryLink,
  restorableCart,
  shouldReportAbandonedCart,
} from './abandoned-cart'
import type { CartItem } from './cart'

const flan: CartItem = {
  referenceId: 40,
  referenceType: 'PLATE',
  name: 'Flan Casero',
  notes: '',
  quantity: 1,
  price: 4500,
  originalPrice: 4500,
  priceWithoutModifiers: 4500,
  sizeId: null,
  categoryId: 6,
  categoryShowName: 'Postres',
  plate: null,
  discount: null,
  source: null,
  maxQuantity: 2,
  upsell: false,
  extras: [],
}

const cart: CartOnHide = {
  phone: '+54 11 2345-6789',
  email: ' cliente@demo.com ',
  items: [flan],
  branchId: 1,
  branchContactId: 10,
  orderModeId: 100,
}

describe('abandoned cart on hide', () => {
  it('reports only with a stored phone and items', () => {
    expect(shouldReportAbandonedCart(cart)).toBe(true)
    expect(shouldReportAbandonedCart({ ...cart, phone: null })).toBe(false)
    expect(shouldReportAbandonedCart({ ...cart, phone: ' - ' })).toBe(false)
    expect(shouldReportAbandonedCart({ ...cart, items: [] })).toBe(false)
  })

  it('sends the cleaned phone and email, and cancels with the same diner', () => {
    expect(abandonedCartNotice(cart)).toEqual({
      items: [flan],
      branchContactId: 10,
      branchId: 1,
      phone: '+541123456789',
      email: 'cliente@demo.com',
      orderModeId: 100,
      navigationEvent: 'PAGE_HIDDEN',
    })
    expect(abandonedCartCancel({ ...cart, email: '' })).toEqual({
      email: null,
      phone: '+541123456789',
      branchContactId: 10,
      branchId: 1,
      navigationEvent: 'PAGE_VISIBLE',
    })
  })
})

describe('cart recovery', () => {
  const link: RecoveryLink = {
    abandoned: true,
    phone: '1123456789',
    branchContactId: 10,
    orderModeIds: [100, 101],
  }

  it('needs the abandoned flag, a phone and a known local', () => {
    expect(canRecoverCart(link)).toBe(true)
    expect(canRecoverCart({ ...link, abandoned: false })).toBe(false)
    expect(canRecoverCart({ ...link, phone: null })).toBe(false)
    expect(canRecoverCart({ ...link, branchContactId: null })).toBe(false)
  })

  it('restores a found cart only when its order mode is still offered', () => {
    const found = { orderModeId: 101, items: [flan] }
    expect(restorableCart(found, link)).toBe(found)
    expect(restorableCart({ ...found, orderModeId: 999 }, link)).toBeNull()
    expect(restorableCart({ ...found, items: [] }, link)).toBeNull()
    expect(restorableCart(null, link)).toBeNull()
  })

  it('lands on the cart page', () => {
    expect(previewPath('pizzeria-demo-palermo')).toBe('/menu/pizzeria-demo-palermo/preview')
  })
})
