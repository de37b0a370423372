import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart'
import {
  computeTotals,
  deliveryFeeFor,
  isBelowMinimum,
  roundMoney,
  type TotalsInput,
  userServiceFee,
} from './totals'

const item = (price: number, quantity: number, referenceId = 1): CartItem => ({
  referenceId,
  referenceType: 'PLATE',
  name: `Plato ${referenceId}`,
  notes: '',
  quantity,
  price,
  originalPrice: price,
  priceWithoutModifiers: price,
  sizeId: null,
  categoryId: 1,
  categoryShowName: 'Pizzas',
  plate: null,
  discount: null,
  source: null,
  maxQuantity: null,
  upsell: false,
  extras: [],
})

const base: TotalsInput = {
  items: [],
  surcharges: [],
  discounts: [],
  codeDiscount: 0,
  loyaltyPoints: 0,
  serviceFee: null,
  delivery: null,
  payingCash: false,
}

describe('totals for the demo tenant', () => {
  it('adds the Palermo delivery fee and service fee to a large muzzarella', () => {
    const totals = computeTotals({
      ...base,
      items: [item(13_500, 1)],
      serviceFee: { userFee: 200, percentageUserFee: 2 },
      delivery: { fee: 1500, freeDeliveryFrom: 30_000 },
    })
    expect(totals).toEqual({
      itemsSubtotal: 13_500,
      surcharges: 0,
      discounts: 0,
      codeDiscount: 0,
      loyaltyPoints: 0,
      userServiceFee: 470,
      deliveryFee: 1500,
      price: 15_000,
      total: 15_470,
    })
  })

  it('subtracts discounts, the code discount and loyalty points, and adds surcharges', () => {
    const totals = computeTotals({
      ...base,
      items: [item(9000, 2)],
      surcharges: [{ amount: 500 }],
      discounts: [{ amount: 1000 }],
      codeDiscount: 1800,
      loyaltyPoints: 700,
    })
    expect(totals.price).toBe(18_000 + 500 - 1000 - 1800 - 700)
    expect(totals.total).toBe(totals.price)
  })

  it('charges the cash fee when paying cash, and nothing from the free-delivery amount', () => {
    const option = { fee: 1500, cashFee: 1800, freeDeliveryFrom: 30_000 }
    expect(deliveryFeeFor(option, { itemsSubtotal: 10_000, payingCash: false })).toBe(1500)
    expect(deliveryFeeFor(option, { itemsSubtotal: 10_000, payingCash: true })).toBe(1800)
    expect(deliveryFeeFor(option, { itemsSubtotal: 30_000, payingCash: true })).toBe(0)
    expect(deliveryFeeFor({ fee: 1500 }, { itemsSubtotal: 10_000, payingCash: true })).toBe(1500)
    expect(deliveryFeeFor(null, { itemsSubtotal: 10_000, payingCash: true })).toBe(0)
  })

  it('rounds the service fee to whole pesos, half away from zero', () => {
    expect(userServiceFee({ userFee: 200, percentageUserFee: 2 }, 10_825)).toBe(417)
    expect(userServiceFee({ userFee: 0, percentageUserFee: 2.5 }, 1_001)).toBe(25)
    expect(userServiceFee({ userFee: 0, percentageUserFee: 0 }, 50_000)).toBe(0)
    expect(userServiceFee(null, 50_000)).toBe(0)
    expect(roundMoney(2.5)).toBe(3)
    expect(roundMoney(-2.5)).toBe(-3)
    expect(roundMoney(1.005 * 100)).toBe(101)
  })

  it('compares the delivery minimum with the items subtotal', () => {
    expect(isBelowMinimum(7_999, 8_000)).toBe(true)
    expect(isBelowMinimum(8_000, 8_000)).toBe(false)
    expect(isBelowMinimum(0, null)).toBe(false)
  })
})

const money = fc.integer({ min: 0, max: 200_000 })
const lines = fc.array(
  money.map((amount) => ({ amount })),
  { maxLength: 3 },
)
const totalsInput = fc.record({
  items: fc.array(
    fc.tuple(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 1, max: 9 })).map(([p, q]) => item(p, q)),
    { maxLength: 5 },
  ),
  surcharges: lines,
  discounts: lines,
  codeDiscount: money,
  loyaltyPoints: money,
  serviceFee: fc.option(
    fc.record({
      userFee: fc.integer({ min: 0, max: 1000 }),
      percentageUserFee: fc.double({ min: 0, max: 20, noNaN: true }),
    }),
  ),
  delivery: fc.option(
    fc.record({
      fee: fc.integer({ min: 0, max: 5000 }),
      cashFee: fc.option(fc.integer({ min: 0, max: 5000 })),
      freeDeliveryFrom: fc.option(fc.integer({ min: 1, max: 100_000 })),
    }),
  ),
  payingCash: fc.boolean(),
})

describe('totals properties', () => {
  it('follows the formula in whole pesos and never goes negative', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const t = computeTotals(input)
        for (const amount of [t.price, t.total, t.userServiceFee, t.deliveryFee])
          expect(Number.isInteger(amount) && amount >= 0).toBe(true)
        expect(t.total).toBe(t.price + t.userServiceFee)
        const goods = t.itemsSubtotal + t.surcharges - t.discounts - t.codeDiscount - t.loyaltyPoints
        expect(t.price).toBe(Math.max(0, goods) + t.deliveryFee)
      }),
    )
  })

  it('never charges less when an item is added', () => {
    fc.assert(
      fc.property(totalsInput, fc.integer({ min: 1, max: 20_000 }), (input, price) => {
        const withNoFreeDelivery = {
          ...input,
          delivery: input.delivery && { ...input.delivery, freeDeliveryFrom: null },
        }
        const before = computeTotals(withNoFreeDelivery).total
        const after = computeTotals({
          ...withNoFreeDelivery,
          items: [...input.items, item(price, 1, 2)],
        }).total
        expect(after).toBeGreaterThanOrEqual(before)
      }),
    )
  })

  it('charges the cash fee only when paying cash', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const option = input.delivery && { ...input.delivery, freeDeliveryFrom: null }
        const t = computeTotals({ ...input, delivery: option })
        const expected = !option
          ? 0
          : input.payingCash && option.cashFee !== null
            ? option.cashFee
            : option.fee
        expect(t.deliveryFee).toBe(expected)
      }),
    )
  })
})
