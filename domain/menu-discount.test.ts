import fc from 'fast-check'
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

const rules = fc.oneof(
  fc.record({
    id: fc.nat(),
    type: fc.constant('PERCENT' as const),
    percentage: fc.integer({ min: -10, max: 120 }),
  }),
  fc.record({
    id: fc.nat(),
    type: fc.constant('FIXED' as const),
    fixedDiscount: fc.integer({ min: -100, max: 30_000 }),
  }),
  fc.record({
    id: fc.nat(),
    type: fc.constant('FINAL_PRICE' as const),
    finalPrice: fc.integer({ min: -100, max: 30_000 }),
  }),
  fc.record({
    id: fc.nat(),
    type: fc.constant('MULTIPLE' as const),
    buy: fc.integer({ min: 0, max: 5 }),
    pay: fc.integer({ min: 0, max: 5 }),
  }),
)

describe('menu discounts, for any rule and price', () => {
  it('a discounted unit price is a real saving, and the saving of one unit in the cart', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 50_000 }), (rule, price) => {
        const unit = discountedUnitPrice(price, rule)
        const offOne = menuDiscountAmount([line(12, price, 1)], [{ ...rule, plates: [12] }])
        if (unit === null) expect(rule.type === 'MULTIPLE' || offOne === 0).toBe(true)
        else {
          expect(unit).toBeGreaterThanOrEqual(0)
          expect(unit).toBeLessThan(price)
          expect(price - unit).toBe(offOne)
        }
      }),
    )
  })

  it("the cart's saving is the sum of its lines', never more than the plates' own prices, never off extras", () => {
    fc.assert(
      fc.property(
        rules,
        fc.array(
          fc.record({
            plate: fc.integer({ min: 1, max: 4 }),
            price: fc.integer({ min: 0, max: 20_000 }),
            quantity: fc.integer({ min: 1, max: 9 }),
            extras: fc.integer({ min: 0, max: 5_000 }),
          }),
          { maxLength: 6 },
        ),
        (rule, lines) => {
          const items = lines.map((l) => line(l.plate, l.price, l.quantity, l.extras))
          const discounts = [{ ...rule, plates: [1, 2] }]
          const total = menuDiscountAmount(items, discounts)
          const each = items.map((item) => menuDiscountAmount([item], discounts))
          expect(total).toBe(each.reduce((a, b) => a + b, 0))
          const platesOnly = items.reduce((sum, item) => sum + item.priceWithoutModifiers * item.quantity, 0)
          expect(total).toBeGreaterThanOrEqual(0)
          expect(total).toBeLessThanOrEqual(platesOnly)
          for (const [i, item] of items.entries()) if (item.referenceId > 2) expect(each[i]).toBe(0)
        },
      ),
    )
  })
})
