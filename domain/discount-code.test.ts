import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CODE_TIME_LIMIT_MS,
  type CodeDiscount,
  clearedOnOrderModeChange,
  clearedOnPhoneChange,
  clearedOnScheduleSwitch,
  codeDiscountAmount,
  commercialTerms,
  conditionFailure,
  type DiscountCart,
  isDeletable,
  retainsOnPaymentChange,
} from './discount-code'

// the demo tenant's codes (demo-tenant.md)
const BIENVENIDA: CodeDiscount = { id: 1, code: 'BIENVENIDA', type: 'PERCENT', value: 10 }
const MINIMO20: CodeDiscount = {
  id: 2,
  code: 'MINIMO20',
  type: 'PERCENT',
  value: 20,
  minimumOrderAmount: 20_000,
}
const ENVIOGRATIS: CodeDiscount = {
  id: 3,
  code: 'ENVIOGRATIS',
  type: 'DELIVERY_FEE',
  value: 0,
  deliveryFee: true,
}
const PRIMERA: CodeDiscount = {
  id: 4,
  code: 'PRIMERA',
  type: 'PERCENT',
  value: 15,
  firstTimeOnly: true,
  maxDiscountAmount: 3_000,
}
const FLASH: CodeDiscount = { id: 5, code: 'FLASH', type: 'PERCENT', value: 10, limitedUsage: true }

const cart = (over: Partial<DiscountCart> = {}): DiscountCart => ({
  subtotal: 15_000,
  deliveryFee: 1_500,
  plateIds: [101],
  categoryIds: [7],
  isFirstPurchase: true,
  ...over,
})

describe('discount code', () => {
  it('keeps the spec constant', () => {
    expect(CODE_TIME_LIMIT_MS).toBe(180_000)
  })

  it('computes the demo codes', () => {
    expect(codeDiscountAmount(BIENVENIDA, cart())).toBe(1_500)
    expect(codeDiscountAmount(MINIMO20, cart())).toBe(0)
    expect(codeDiscountAmount(MINIMO20, cart({ subtotal: 25_000 }))).toBe(5_000)
    expect(codeDiscountAmount(ENVIOGRATIS, cart())).toBe(1_500)
    expect(codeDiscountAmount(ENVIOGRATIS, cart({ deliveryFee: 1_200 }))).toBe(1_200)
    expect(codeDiscountAmount(PRIMERA, cart())).toBe(2_250)
    expect(codeDiscountAmount(PRIMERA, cart({ subtotal: 40_000 }))).toBe(3_000)
    expect(codeDiscountAmount(PRIMERA, cart({ isFirstPurchase: false }))).toBe(0)
    expect(codeDiscountAmount(FLASH, cart())).toBe(1_500)
  })

  it('names each failing condition with its text parameters', () => {
    expect(conditionFailure(MINIMO20, cart())).toEqual({
      key: 'discount.minimumAmount',
      params: { amount: { money: 20_000 } },
    })
    expect(conditionFailure({ ...BIENVENIDA, plate: { id: 9, showName: 'Flan Casero' } }, cart())).toEqual({
      key: 'discount.requiredProduct',
      params: { product: 'Flan Casero' },
    })
    expect(conditionFailure(ENVIOGRATIS, cart({ deliveryFee: 0 }))).toEqual({
      key: 'discount.alreadyFreeDelivery',
    })
    expect(conditionFailure({ ...BIENVENIDA, category: { id: 8, showName: 'Postres' } }, cart())).toEqual({
      key: 'discount.requiredCategory',
      params: { category: 'Postres' },
    })
    expect(conditionFailure(PRIMERA, cart({ isFirstPurchase: false }))).toEqual({
      key: 'discount.firstPurchaseOnly',
    })
    expect(conditionFailure({ ...BIENVENIDA, plate: { id: 101, showName: 'x' } }, cart())).toBeUndefined()
  })

  it('checks the minimum before the product, the product before the category', () => {
    const all: CodeDiscount = {
      ...BIENVENIDA,
      minimumOrderAmount: 50_000,
      plate: { id: 9, showName: 'P' },
      category: { id: 8, showName: 'C' },
    }
    expect(conditionFailure(all, cart())?.key).toBe('discount.minimumAmount')
    expect(conditionFailure(all, cart({ subtotal: 60_000 }))?.key).toBe('discount.requiredProduct')
    expect(conditionFailure(all, cart({ subtotal: 60_000, plateIds: [9] }))?.key).toBe(
      'discount.requiredCategory',
    )
  })

  it('lists the commercial terms', () => {
    expect(commercialTerms(PRIMERA)).toEqual([
      { key: 'discount.firstPurchaseOnly' },
      { key: 'discount.cap', params: { amount: { money: 3_000 } } },
    ])
    expect(commercialTerms(BIENVENIDA)).toEqual([])
  })

  it('keeps a partner benefit and asks before losing any other code', () => {
    const partner = { ...BIENVENIDA, externalBenefitType: 'PARTNER' }
    expect(isDeletable(partner)).toBe(false)
    expect(isDeletable(BIENVENIDA)).toBe(true)
    expect(retainsOnPaymentChange(partner, 2)).toBe(true)
    expect(retainsOnPaymentChange(BIENVENIDA, 2)).toBe(false)
    expect(retainsOnPaymentChange({ ...BIENVENIDA, paymentTypeIds: [1, 2] }, 2)).toBe(true)
    expect(clearedOnScheduleSwitch(partner)).toBe(false)
    expect(clearedOnScheduleSwitch(BIENVENIDA)).toBe(true)
    expect(clearedOnPhoneChange(partner)).toBe(false)
    expect(clearedOnOrderModeChange(partner)).toBe(true)
  })

  const codes = fc.record({
    id: fc.nat(),
    code: fc.constant('X'),
    type: fc.constantFrom('PERCENT' as const, 'FIXED' as const, 'DELIVERY_FEE' as const),
    value: fc.integer({ min: 0, max: 50_000 }),
    minimumOrderAmount: fc.option(fc.integer({ min: 0, max: 50_000 })),
    plate: fc.option(fc.record({ id: fc.integer({ min: 1, max: 5 }), showName: fc.constant('P') })),
    category: fc.option(fc.record({ id: fc.integer({ min: 1, max: 5 }), showName: fc.constant('C') })),
    maxDiscountAmount: fc.option(fc.integer({ min: 0, max: 20_000 })),
    firstTimeOnly: fc.boolean(),
    deliveryFee: fc.boolean(),
  })
  const carts = fc.record({
    subtotal: fc.integer({ min: 0, max: 200_000 }),
    deliveryFee: fc.integer({ min: 0, max: 5_000 }),
    plateIds: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
    categoryIds: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
    isFirstPurchase: fc.boolean(),
  })

  it('allows a code exactly when every condition holds', () => {
    fc.assert(
      fc.property(codes, carts, (code, c) => {
        const free = code.type === 'DELIVERY_FEE' || code.deliveryFee
        const holds =
          !((code.minimumOrderAmount ?? 0) > 0 && c.subtotal < (code.minimumOrderAmount ?? 0)) &&
          (!code.plate || c.plateIds.includes(code.plate.id)) &&
          !(free && c.deliveryFee === 0) &&
          (!code.category || c.categoryIds.includes(code.category.id)) &&
          !(code.firstTimeOnly && !c.isFirstPurchase)
        expect(conditionFailure(code, c) === undefined).toBe(holds)
      }),
    )
  })

  it('never takes off more than the cap, the goods (or the delivery fee), and never a fraction', () => {
    fc.assert(
      fc.property(codes, carts, (code, c) => {
        const amount = codeDiscountAmount(code, c)
        expect(Number.isInteger(amount)).toBe(true)
        expect(amount).toBeGreaterThanOrEqual(0)
        if ((code.maxDiscountAmount ?? 0) > 0) expect(amount).toBeLessThanOrEqual(code.maxDiscountAmount ?? 0)
        const free = code.type === 'DELIVERY_FEE' || code.deliveryFee
        expect(amount).toBeLessThanOrEqual(free ? c.deliveryFee : c.subtotal)
        if (conditionFailure(code, c)) expect(amount).toBe(0)
      }),
    )
  })

  it('a free-delivery coupon is worth the delivery fee for the payment method', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), carts, (fee, c) => {
        expect(codeDiscountAmount(ENVIOGRATIS, { ...c, deliveryFee: fee })).toBe(fee)
      }),
    )
  })
})
