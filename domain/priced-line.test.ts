import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linePrice } from './order-pricing'
import { shownLine } from './priced-line'

describe('a recorded line shown again', () => {
  it('adds up as linePrice priced it: the unit after a 20 % discount and the discount line', () => {
    const priced = linePrice({
      price: 14500,
      quantity: 2,
      priceWithoutModifiers: 14500,
      menuDiscount: { id: 1, type: 'PERCENT', percentage: 20 },
    })
    const shown = shownLine({ unitPrice: 14500, quantity: 2, discount: priced.discount })
    expect(shown).toEqual({ total: priced.total, discount: 5800, discountedUnitPrice: 11600 })
  })

  it('spreads a buy-2-pay-1 over both units', () => {
    const priced = linePrice({
      price: 9000,
      quantity: 2,
      priceWithoutModifiers: 9000,
      menuDiscount: { id: 2, type: 'MULTIPLE', buy: 2, pay: 1 },
    })
    expect(shownLine({ unitPrice: 9000, quantity: 2, discount: priced.discount })).toEqual({
      total: 9000,
      discount: 9000,
      discountedUnitPrice: 4500,
    })
  })

  it('shows no discounted unit when nothing was taken off', () => {
    expect(shownLine({ unitPrice: 13500, quantity: 3, discount: 0 })).toEqual({
      total: 40500,
      discount: 0,
      discountedUnitPrice: null,
    })
  })
})

describe('a recorded line, for any price, quantity and discount', () => {
  it('shows the total linePrice gave it, and a unit price that adds up to it within a peso per unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        (unitPrice, quantity, percentage) => {
          const priced = linePrice({
            price: unitPrice,
            quantity,
            priceWithoutModifiers: unitPrice,
            menuDiscount: { id: 1, type: 'PERCENT', percentage },
          })
          const shown = shownLine({ unitPrice, quantity, discount: priced.discount })
          expect(shown.total).toBe(priced.total)
          expect(shown.discount).toBe(priced.discount)
          if (shown.discountedUnitPrice === null) expect(priced.discount).toBe(0)
          else {
            expect(shown.discountedUnitPrice).toBeLessThanOrEqual(unitPrice)
            expect(Math.abs(shown.discountedUnitPrice * quantity - shown.total)).toBeLessThanOrEqual(quantity)
          }
        },
      ),
    )
  })
})
