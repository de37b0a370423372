import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adjustmentAmount,
  adjustmentLines,
  amountBeforePoints,
  linePrice,
  menuDiscountAmount,
  priceOrder,
} from './order-pricing'

const line = (
  price: number,
  quantity: number,
  menuDiscount: Parameters<typeof menuDiscountAmount>[0] | null = null,
) => ({
  price,
  quantity,
  priceWithoutModifiers: price,
  menuDiscount,
})

describe('menuDiscountAmount', () => {
  it('takes each kind off the plate price of the whole line', () => {
    expect(menuDiscountAmount({ id: 1, type: 'PERCENT', percentage: 20 }, 12_000, 2)).toBe(4800)
    expect(menuDiscountAmount({ id: 1, type: 'FIXED', fixedDiscount: 500 }, 2000, 3)).toBe(1500)
    expect(menuDiscountAmount({ id: 1, type: 'FIXED', fixedDiscount: 5000 }, 2000, 1)).toBe(2000)
    expect(menuDiscountAmount({ id: 1, type: 'FINAL_PRICE', finalPrice: 1500 }, 2000, 2)).toBe(1000)
    expect(menuDiscountAmount({ id: 1, type: 'MULTIPLE', buy: 3, pay: 2 }, 1000, 7)).toBe(2000)
  })

  it('never goes below 0 nor above the line', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PERCENT', 'FIXED', 'FINAL_PRICE', 'MULTIPLE' as const),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -10, max: 200_000 }),
        (type, unit, quantity, figure) => {
          const amount = menuDiscountAmount(
            {
              id: 1,
              type: type as 'PERCENT',
              percentage: figure,
              fixedDiscount: figure,
              finalPrice: figure,
              buy: 3,
              pay: 2,
            },
            unit,
            quantity,
          )
          return amount >= 0 && amount <= unit * quantity && Number.isInteger(amount)
        },
      ),
    )
  })
})

describe('linePrice', () => {
  it("is the line's price less its menu discount, on the plate's own price, not its extras", () => {
    // 'Fugazzeta' at 20 % off: the button says 'Agregar $11.600'
    expect(linePrice(line(14_500, 1, { id: 1, type: 'PERCENT', percentage: 20 }))).toEqual({
      discount: 2900,
      total: 11_600,
    })
    const withExtras = {
      ...line(15_000, 2, { id: 1, type: 'PERCENT', percentage: 20 }),
      priceWithoutModifiers: 14_500,
    }
    expect(linePrice(withExtras)).toEqual({ discount: 5800, total: 24_200 })
    expect(linePrice(line(1000, 3))).toEqual({ discount: 0, total: 3000 })
  })
})

describe('general adjustments', () => {
  it('are a percentage of the items or a fixed amount, limited to their payment methods', () => {
    expect(adjustmentAmount({ id: 1, name: 'x', type: 'PERCENT', value: 10 }, 13_500)).toBe(1350)
    expect(adjustmentAmount({ id: 1, name: 'x', type: 'FIXED', value: 300 }, 13_500)).toBe(300)
    const lines = adjustmentLines(
      [
        { id: 1, name: 'Efectivo', type: 'FIXED', value: 500, paymentMethods: ['CASH'] },
        { id: 2, name: 'Todos', type: 'PERCENT', value: 5 },
      ],
      10_000,
      'ONLINE_CARD',
    )
    expect(lines.map((l) => [l.referenceId, l.amount])).toEqual([[2, 500]])
  })
})

describe('priceOrder', () => {
  it('follows §9: items + surcharges − discounts − code − points + service fee + delivery fee', () => {
    const pricing = priceOrder({
      lines: [line(13_500, 1), line(12_000, 1, { id: 9, type: 'PERCENT', percentage: 20 })],
      generalDiscounts: [{ id: 1, name: 'D', type: 'FIXED', value: 1000 }],
      generalSurcharges: [{ id: 2, name: 'S', type: 'FIXED', value: 300 }],
      paymentMethod: 'CASH',
      code: { id: 3, code: 'BIENVENIDA', type: 'PERCENT', value: 10 },
      codeContext: { plateIds: [], categoryIds: [], isFirstPurchase: true },
      loyaltyPoints: 1000,
      serviceFee: { userFee: 200, percentageUserFee: 2 },
      delivery: { fee: 1500, freeDeliveryFrom: 30_000 },
    })
    const items = 13_500 + 12_000 - 2400
    expect(pricing.lineTotals).toEqual([13_500, 9600])
    expect(pricing.codeDiscount).toBe(Math.round(items * 0.1))
    expect(pricing.totals.price).toBe(items + 300 - 1000 - 2310 - 1000 + 1500)
    expect(pricing.totals.total).toBe(pricing.totals.price + 200 + Math.round(items * 0.02))
    expect(amountBeforePoints(pricing)).toBe(items + 300 - 1000 - 2310)
  })

  it('makes a free-delivery code worth the delivery fee for the payment method', () => {
    const pricing = priceOrder({
      lines: [line(13_500, 1)],
      generalDiscounts: [],
      generalSurcharges: [],
      paymentMethod: 'CASH',
      code: { id: 3, code: 'ENVIOGRATIS', type: 'DELIVERY_FEE', value: 0, deliveryFee: true },
      codeContext: { plateIds: [], categoryIds: [], isFirstPurchase: true },
      loyaltyPoints: 0,
      serviceFee: null,
      delivery: { fee: 1500, cashFee: 1800 },
    })
    expect(pricing.codeDiscount).toBe(1800)
    expect(pricing.totals.total).toBe(13_500)
  })
})
