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
