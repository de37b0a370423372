import { describe, expect, it } from 'vitest'
import {
  localToday,
  presetRange,
  previousRange,
  rangeDates,
  rangeInstants,
  rangeProblem,
} from './report-range'

describe('report ranges', () => {
  it('reads today in the venue’s zone, not UTC', () => {
    // 01:30 UTC on the 2nd is still the 1st in Buenos Aires (UTC−3).
    expect(localToday(Date.parse('2026-12-02T01:30:00Z'), 'America/Argentina/Buenos_Aires')).toBe(
      '2026-12-01',
    )
  })

  it('names each preset’s days', () => {
    expect(presetRange('hoy', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' })
    expect(presetRange('ayer', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' })
    expect(presetRange('7-dias', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' })
    expect(presetRange('30-dias', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(presetRange('este-mes', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' })
  })

  it('compares with as many days just before', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-07' })).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    })
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    })
    expect(rangeDates({ from: '2026-02-27', to: '2026-03-01' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ])
  })

  it('turns local days into the instants they cover', () => {
    const { start, end } = rangeInstants(
      { from: '2026-03-01', to: '2026-03-02' },
      'America/Argentina/Buenos_Aires',
    )
    expect(start.toISOString()).toBe('2026-03-01T03:00:00.000Z')
    expect(end.toISOString()).toBe('2026-03-03T03:00:00.000Z')
  })

  it('refuses malformed, reversed and over-long ranges', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('format')
    expect(rangeProblem({ from: 'ayer', to: '2026-03-01' })).toBe('format')
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order')
    expect(rangeProblem({ from: '2024-01-01', to: '2026-03-01' })).toBe('length')
    expect(rangeProblem({ from: '2025-03-01', to: '2026-03-01' })).toBeNull()
  })
})
