import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { t } from '../i18n/t'
import {
  historyPage,
  initialRedemption,
  isLastHistoryPage,
  type LoyaltyProgramme,
  maxPointsForOrder,
  pointsEarned,
  pointsToMoney,
  redemptionError,
  rewardClaimError,
  signUpError,
  supportsDiscounts,
  wholePoints,
} from './loyalty'

// 'Puntos Demo' of the demo tenant
const demo: LoyaltyProgramme = {
  active: true,
  name: 'Puntos Demo',
  orderPercentage: 5,
  minRedeemedPoints: 500,
  maxRedeemedPoints: 10_000,
  maxRedeemedPercentage: 50,
  branchContactIds: [1, 2],
}

const programmes = fc
  .record({
    min: fc.integer({ min: 0, max: 5_000 }),
    extra: fc.integer({ min: 0, max: 50_000 }),
    pct: fc.integer({ min: 0, max: 100 }),
    earn: fc.integer({ min: 0, max: 100 }),
  })
  .map(
    ({ min, extra, pct, earn }): LoyaltyProgramme => ({
      ...demo,
      minRedeemedPoints: min,
      maxRedeemedPoints: min + extra,
      maxRedeemedPercentage: pct,
      orderPercentage: earn,
    }),
  )
const balances = fc.integer({ min: 0, max: 100_000 })
const amounts = fc.integer({ min: 0, max: 1_000_000 })

describe('loyalty', () => {
  it('starts the demo customer at min(balance, max, 50 % of the order)', () => {
    expect(initialRedemption(demo, 5_000, 20_000)).toBe(5_000)
    expect(initialRedemption(demo, 5_000, 6_000)).toBe(3_000)
    expect(initialRedemption(demo, 50_000, 100_000)).toBe(10_000)
  })

  it('names the first limit broken, in the order of the spec', () => {
    expect(redemptionError(demo, 5_000, 20_000, 6_000)).toEqual({
      key: 'loyalty.overBalance',
      params: { name: 'Puntos Demo', n: '5.000' },
    })
    expect(redemptionError(demo, 20_000, 100_000, 12_000)).toEqual({
      key: 'loyalty.overProgrammeMax',
      params: { name: 'Puntos Demo', n: '10.000' },
    })
    expect(redemptionError(demo, 5_000, 20_000, 100)).toEqual({
      key: 'loyalty.underProgrammeMin',
      params: { name: 'Puntos Demo', n: '500' },
    })
    expect(redemptionError(demo, 5_000, 6_000, 4_000)).toEqual({
      key: 'loyalty.overOrderMax',
      params: { name: 'Puntos Demo', n: '3.000' },
    })
    expect(redemptionError(demo, 5_000, 20_000, 2_000)).toBeUndefined()
    expect(redemptionError(demo, 5_000, 20_000, 0)).toBeUndefined()
  })

  it("writes the limit with the country's thousands separator, as every other screen writes points", () => {
    expect(t(redemptionError(demo, 20_000, 100_000, 12_000) ?? 'none')).toBe(
      'El máximo de Puntos Demo canjeable es: 10.000',
    )
    expect(t(redemptionError(demo, 1_234_567, 10_000_000, 1_234_568) ?? 'none')).toBe(
      'El máximo de Puntos Demo acumulados es: 1.234.567',
    )
    const commas = { thousandsSeparator: ',' }
    expect(redemptionError(demo, 5_000, 20_000, 6_000, commas)?.params?.n).toBe('5,000')
    expect(t(redemptionError(demo, 5_000, 20_000, 100) ?? 'none')).toBe(
      'El mínimo de Puntos Demo canjeable es: 500',
    )
  })

  it('never starts above any of the three limits', () => {
    fc.assert(
      fc.property(programmes, balances, amounts, (programme, balance, amount) => {
        const initial = initialRedemption(programme, balance, amount)
        expect(initial).toBeGreaterThanOrEqual(0)
        expect(initial).toBeLessThanOrEqual(balance)
        expect(initial).toBeLessThanOrEqual(programme.maxRedeemedPoints)
        expect(initial).toBeLessThanOrEqual(maxPointsForOrder(programme, amount))
        expect(Number.isInteger(initial)).toBe(true)
        // it is the largest such value: one of the limits is reached
        expect([balance, programme.maxRedeemedPoints, maxPointsForOrder(programme, amount)]).toContain(
          initial,
        )
      }),
    )
  })

  it('accepts a redemption exactly when every limit holds', () => {
    fc.assert(
      fc.property(
        programmes,
        balances,
        amounts,
        fc.integer({ min: 1, max: 60_000 }),
        (programme, balance, amount, points) => {
          const ok =
            points <= balance &&
            points <= programme.maxRedeemedPoints &&
            points >= programme.minRedeemedPoints &&
            points <= maxPointsForOrder(programme, amount)
          expect(redemptionError(programme, balance, amount, points) === undefined).toBe(ok)
        },
      ),
    )
  })

  it('the initial value is accepted whenever it reaches the minimum', () => {
    fc.assert(
      fc.property(programmes, balances, amounts, (programme, balance, amount) => {
        const initial = initialRedemption(programme, balance, amount)
        if (initial >= programme.minRedeemedPoints)
          expect(redemptionError(programme, balance, amount, initial)).toBeUndefined()
      }),
    )
  })

  it('never lets the points pay more than the capped share of the order', () => {
    fc.assert(
      fc.property(programmes, balances, amounts, fc.nat(60_000), (programme, balance, amount, points) => {
        if (redemptionError(programme, balance, amount, points) === undefined)
          expect(pointsToMoney(points)).toBeLessThanOrEqual((programme.maxRedeemedPercentage / 100) * amount)
      }),
    )
  })

  it('earns the programme percentage of the order, in whole points', () => {
    expect(pointsEarned(demo, 20_000)).toBe(1_000)
    expect(pointsEarned(demo, 999)).toBe(49)
    expect(pointsToMoney(1_000)).toBe(1_000)
  })

  it('brings any input to whole non-negative points', () => {
    expect(wholePoints(12.7)).toBe(12)
    expect(wholePoints(-3)).toBe(0)
    expect(wholePoints(Number.NaN)).toBe(0)
  })

  it('supports discounts unless the programme says otherwise', () => {
    expect(supportsDiscounts({})).toBe(true)
    expect(supportsDiscounts({ supportsDiscounts: false })).toBe(false)
  })

  it('pages the history 20 rows at a time', () => {
    expect(historyPage(0)).toEqual({ offset: 0, limit: 20 })
    expect(historyPage(2)).toEqual({ offset: 40, limit: 20 })
    expect(isLastHistoryPage(20)).toBe(false)
    expect(isLastHistoryPage(7)).toBe(true)
  })

  it('validates the sign-up: all fields, then the phone', () => {
    expect(signUpError({ name: '', phone: '11 2345-6789', email: 'a@b.co' })?.key).toBe(
      'loyalty.allFieldsRequired',
    )
    expect(signUpError({ name: 'Ana', phone: '123', email: 'a@b.co' })?.key).toBe('loyalty.invalidPhone')
    expect(signUpError({ name: 'Ana', phone: '11 2345-6789', email: 'a@b.co' })).toBeUndefined()
  })

  it('tells a reward already claimed from other claim failures', () => {
    expect(rewardClaimError('Reward already exists for customer').key).toBe('loyalty.rewardAlreadyClaimed')
    expect(rewardClaimError('boom').key).toBe('loyalty.rewardClaimFailed')
    expect(rewardClaimError(undefined).key).toBe('loyalty.rewardClaimFailed')
  })
})
