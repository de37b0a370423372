import { describe, expect, it } from 'vitest'
import {
  KIOSK_IDLE_AFTER_MS,
  KIOSK_ORDER_SHOWN_MS,
  KIOSK_TICK_MS,
  KIOSK_WARNING_SECONDS,
  kioskModeOf,
  kioskTableOf,
} from './kiosk'

describe('kiosk', () => {
  it('a tableNumber link serves that table, anything else is self-service', () => {
    expect(kioskModeOf('12')).toBe('table')
    expect(kioskTableOf(' 12 ')).toBe('12')
    expect(kioskModeOf('  ')).toBe('selfService')
    expect(kioskModeOf(undefined)).toBe('selfService')
    expect(kioskTableOf(null)).toBeNull()
  })

  it('warns after a minute without touches, for fifteen seconds, and shows an order for twenty', () => {
    expect(KIOSK_IDLE_AFTER_MS).toBe(60_000)
    expect(KIOSK_WARNING_SECONDS * KIOSK_TICK_MS).toBe(15_000)
    expect(KIOSK_ORDER_SHOWN_MS).toBe(20_000)
  })
})
