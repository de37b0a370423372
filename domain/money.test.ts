import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MONEY_FORMAT, formatMoney, moneyFormatOf, moneyFormatter } from './money'

describe('formatMoney with the Argentine default', () => {
  it.each([
    [0, '$0'],
    [800, '$800'],
    [9000, '$9.000'],
    [13500, '$13.500'],
    [1234567, '$1.234.567'],
    [10800.4, '$10.800'],
    [10800.5, '$10.801'],
    [-1500, '-$1.500'],
    [-0.4, '$0'],
  ])('%d reads %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected)
  })

  it('refuses amounts that are not numbers instead of printing $NaN', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('formatMoney with decimals', () => {
  const twoDecimals = { ...DEFAULT_MONEY_FORMAT, mantissaLength: 2 }

  it.each([
    [1234.5, '$1.234,50'],
    [0.05, '$0,05'],
    [1.005, '$1,01'],
    [-2.499, '-$2,50'],
  ])('%d reads %s', (amount, expected) => {
    expect(formatMoney(amount, twoDecimals)).toBe(expected)
  })

  it('uses the separators and symbol it is given', () => {
    const us = { symbol: 'US$', mantissaLength: 2, thousandsSeparator: ',', decimalSeparator: '.' }
    expect(formatMoney(1234567.891, us)).toBe('US$1,234,567.89')
  })
})

describe('moneyFormatOf', () => {
  it('reads the country and keeps the defaults for what it lacks', () => {
    expect(moneyFormatOf({ currencySymbol: 'S/', mantissaLength: 2 })).toEqual({
      symbol: 'S/',
      mantissaLength: 2,
      thousandsSeparator: '.',
      decimalSeparator: ',',
    })
    expect(moneyFormatOf(undefined)).toEqual(DEFAULT_MONEY_FORMAT)
  })

  it('ignores a mantissa length that cannot be right', () => {
    expect(moneyFormatOf({ mantissaLength: -1 }).mantissaLength).toBe(0)
    expect(moneyFormatOf({ mantissaLength: 1.5 }).mantissaLength).toBe(0)
    expect(moneyFormatOf({ mantissaLength: 99 }).mantissaLength).toBe(0)
  })

  it('gives a formatter bound to the format', () => {
    expect(moneyFormatter(moneyFormatOf({ currencySymbol: '$' }))(13500)).toBe('$13.500')
  })
})

describe('formatMoney properties', () => {
  it('round-trips whole amounts: removing the symbol and separators gives the number back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const text = formatMoney(amount)
        expect(Number(text.replace('$', '').replaceAll('.', ''))).toBe(amount === 0 ? 0 : amount)
      }),
    )
  })

  it('puts a separator every three digits and nowhere else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (amount) => {
        const groups = formatMoney(amount).slice(1).split('.')
        expect(groups[0]?.length).toBeGreaterThanOrEqual(1)
        expect(groups[0]?.length).toBeLessThanOrEqual(3)
        for (const group of groups.slice(1)) expect(group).toHaveLength(3)
      }),
    )
  })
})
