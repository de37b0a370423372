import { describe, expect, it } from 'vitest'
import { consoleClock } from './console-time'

describe('console card times', () => {
  it('reads an instant in the branch’s time zone, not the browser’s', () => {
    // 15:05 UTC is 12:05 in Buenos Aires (UTC−3) and 11:05 in Santiago's summer (UTC−3 … −4 by date).
    expect(consoleClock('2026-11-25T15:05:00Z', 'America/Argentina/Buenos_Aires')).toBe('12:05')
    expect(consoleClock('2026-11-25T15:05:00Z', 'UTC')).toBe('15:05')
    expect(consoleClock('2026-07-01T15:05:00Z', 'America/Santiago')).toBe('11:05')
  })

  it('writes 24 h with leading zeros across midnight', () => {
    expect(consoleClock('2026-11-26T02:30:00Z', 'America/Argentina/Buenos_Aires')).toBe('23:30')
    expect(consoleClock('2026-11-26T03:07:00Z', 'America/Argentina/Buenos_Aires')).toBe('00:07')
  })
})
