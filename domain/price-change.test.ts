import { describe, expect, it } from 'vitest'
import { changedPrice, isValidChange, parseChangeText, parsePriceText, roundToStep } from './price-change'

describe('bulk price change (issue 36)', () => {
  it('adds 10 % and rounds to $100, halves up', () => {
    expect(changedPrice(9000, { kind: 'percent', value: 10 }, 100)).toBe(9900)
    expect(changedPrice(13500, { kind: 'percent', value: 10 }, 100)).toBe(14900) // 14.850 → 14.900
    expect(changedPrice(12250, { kind: 'percent', value: 10 }, 100)).toBe(13500) // 13.475 → 13.500
    expect(changedPrice(11000, { kind: 'percent', value: 10 }, 100)).toBe(12100)
  })

  it('adds or takes an amount, never below zero', () => {
    expect(changedPrice(2500, { kind: 'amount', value: 300 }, 100)).toBe(2800)
    expect(changedPrice(2500, { kind: 'amount', value: -3000 }, 100)).toBe(0)
    expect(changedPrice(2550, { kind: 'amount', value: 0 }, 1)).toBe(2550)
  })

  it('rounds to the step, whole units for a step below 1', () => {
    expect(roundToStep(14850, 100)).toBe(14900)
    expect(roundToStep(14849, 100)).toBe(14800)
    expect(roundToStep(12.5, 0)).toBe(13)
    expect(roundToStep(1234, 500)).toBe(1000)
    expect(roundToStep(1250, 500)).toBe(1500)
  })

  it('accepts percentages within bounds and whole amounts, never a zero change', () => {
    expect(isValidChange({ kind: 'percent', value: 10 })).toBe(true)
    expect(isValidChange({ kind: 'percent', value: -95 })).toBe(false)
    expect(isValidChange({ kind: 'percent', value: 0 })).toBe(false)
    expect(isValidChange({ kind: 'amount', value: 150.5 })).toBe(false)
    expect(isValidChange({ kind: 'amount', value: Number.NaN })).toBe(false)
  })

  it('reads a typed price as the list writes it, whole units only', () => {
    expect(parsePriceText('12500')).toBe(12500)
    expect(parsePriceText(' $ 12.500 ')).toBe(12500)
    expect(parsePriceText('$1.234.567')).toBe(1234567)
    expect(parsePriceText('0')).toBe(0)
    for (const wrong of ['', '12,50', '12.50', '-100', 'doce', '1.2345', '$', '9'.repeat(20)])
      expect(parsePriceText(wrong), wrong).toBeNull()
  })

  it('reads a bulk change: signed, a decimal comma for percentages, whole amounts', () => {
    expect(parseChangeText('percent', '10')).toEqual({ kind: 'percent', value: 10 })
    expect(parseChangeText('percent', '+7,5')).toEqual({ kind: 'percent', value: 7.5 })
    expect(parseChangeText('percent', '-95')).toBeNull()
    expect(parseChangeText('amount', '-500')).toEqual({ kind: 'amount', value: -500 })
    expect(parseChangeText('amount', '150,5')).toBeNull()
    expect(parseChangeText('amount', '0')).toBeNull()
    expect(parseChangeText('percent', 'diez')).toBeNull()
  })
})
