import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart'
import type { MenuDiscountRule } from './menu-discount'
import { cartTotals, discountedUnitPrice, discountOfPlate, menuDiscountAmount } from './menu-discount'

const fugazzeta = { id: 9, type: 'PERCENT' as const, percentage: 20, plates: [12] }

const line = (referenceId: number, price: number, quantity: number, extras = 0): CartItem => ({
  referenceId,
  referenceType: 'PLATE',
  name: `Plato ${referenceId}`,
  notes: '',
  quantity,
  price: price + extras,
  originalPrice: price + extras,
  priceWithoutModifiers: price,
  sizeId: null,
  categoryId: 1,
  categoryShowName: 'Pizzas',
  plate: null,
  discount: null,
  source: 'MENU',
  maxQuantity: null,
  upsell: false,
  extras: [],
})

describe('menu discounts', () => {
  it('takes 20 % off the Fugazzeta and nothing off other plates', () => {
    expect(discountOfPlate([fugazzeta], 12)).toBe(fugazzeta)
    expect(discountOfPlate([fugazzeta], 13)).toBeNull()
    expect(discountedUnitPrice(12500, fugazzeta)).toBe(10000)
    expect(discountedUnitPrice(12500, null)).toBeNull()
  })

  it('prices FIXED and FINAL_PRICE discounts and never goes below 0 nor above the price', () => {
    expect(
      discountedUnitPrice(5000, {
        id: 1,
        type: 'FIXED',
        fixedDiscount: 1500,
        plates: [],
      } as MenuDiscountRule),
    ).toBe(3500)
    expect(
      discountedUnitPrice(1000, {
        id: 1,
        type: 'FIXED',
        fixedDiscount: 1500,
        plates: [],
      } as MenuDiscountRule),
    ).toBe(0)
    expect(
      discountedUnitPrice(5000, {
        id: 1,
        type: 'FINAL_PRICE',
        finalPrice: 4000,
        plates: [],
      } as MenuDiscountRule),
    ).toBe(4000)
    expect(
      discountedUnitPrice(5000, {
        id: 1,
        type: 'FINAL_PRICE',
        finalPrice: 6000,
        plates: [],
      } as MenuDiscountRule),
    ).toBeNull()
    expect(
      discountedUnitPrice(5000, { id: 1, type: 'PERCENT', percentage: 0, plates: [] } as MenuDiscountRule),
    ).toBeNull()
  })

  it('a 2x1 lowers no unit price but frees one unit in every two of a line', () => {
    const twoForOne = { id: 2, type: 'MULTIPLE' as const, buy: 2, pay: 1, plates: [5] }
    expect(discountedUnitPrice(3000, twoForOne)).toBeNull()
    expect([1, 2, 3, 4, 5].map((q) => menuDiscountAmount([line(5, 3000, q)], [twoForOne]))).toEqual([
      0, 3000, 3000, 6000, 6000,
    ])
  })

  it("sums the order engine's line discounts over the cart, on each plate's own price, not its extras", () => {
    const twoForOne = { id: 2, type: 'MULTIPLE' as const, buy: 2, pay: 1, plates: [5] }
    const items = [line(12, 12500, 2, 1500), line(5, 3000, 2), line(7, 9000, 3)]
    expect(menuDiscountAmount(items, [fugazzeta, twoForOne])).toBe(2 * 2500 + 3000)
    expect(menuDiscountAmount(items, [])).toBe(0)
  })

  it("gives 'Mi pedido' its subtotal (extras included), the menu discounts and the total left", () => {
    const items = [line(12, 12500, 2, 1500), line(7, 9000, 1)]
    expect(cartTotals(items, [fugazzeta])).toEqual({ subtotal: 37000, discounts: 5000, total: 32000 })
    expect(cartTotals([], [fugazzeta])).toEqual({ subtotal: 0, discounts: 0, total: 0 })
  })
})
