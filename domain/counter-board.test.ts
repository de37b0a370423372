import { describe, expect, it } from 'vitest'
import {
  boardFirstName,
  boardReadyMinutesOf,
  counterColumnOf,
  DEFAULT_BOARD_READY_MINUTES,
  isReadyForPickup,
  newlyReady,
  parsePickupNumber,
} from './counter-board'

const NOW = '2026-01-10T12:00:00.000Z'
const order = (over: Partial<Parameters<typeof counterColumnOf>[0]> = {}) => ({
  type: 'TAKE_AWAY' as const,
  status: 'ACCEPTED' as const,
  dispatched: false,
  readyAt: null,
  ...over,
})

describe('counter board', () => {
  it('puts accepted counter orders under preparing and ready ones under ready for the kept minutes', () => {
    expect(counterColumnOf(order(), 15, NOW)).toBe('preparing')
    expect(counterColumnOf(order({ type: 'SELF_SERVICE', status: 'READY' }), 15, NOW)).toBe('ready')
    expect(
      counterColumnOf(
        order({ type: 'TABLE', status: 'READY', readyAt: '2026-01-10T11:50:00.000Z' }),
        15,
        NOW,
      ),
    ).toBe('ready')
    expect(
      counterColumnOf(order({ status: 'READY', readyAt: '2026-01-10T11:45:00.000Z' }), 15, NOW),
    ).toBeNull()
  })

  it('leaves out deliveries, new, closed and dispatched orders', () => {
    expect(counterColumnOf(order({ type: 'DELIVERY' }), 15, NOW)).toBeNull()
    for (const status of ['GENERATED', 'UNCONFIRMED', 'PAY_NEEDED', 'DELIVERED', 'CANCELED'] as const)
      expect(counterColumnOf(order({ status }), 15, NOW)).toBeNull()
    expect(counterColumnOf(order({ status: 'READY', dispatched: true }), 15, NOW)).toBeNull()
  })

  it('keeps the configured minutes when sensible, else the default', () => {
    expect(boardReadyMinutesOf(30)).toBe(30)
    for (const bad of [null, undefined, 0, -1, 1.5, 10_000])
      expect(boardReadyMinutesOf(bad)).toBe(DEFAULT_BOARD_READY_MINUTES)
  })

  it('shows the first word of the name, cut short, and nothing for a blank name', () => {
    expect(boardFirstName('  Lucía Fernández ')).toBe('Lucía')
    expect(boardFirstName('Maximilianoooooooo')).toBe('Maximilianoooo')
    expect(boardFirstName('   ')).toBeNull()
    expect(boardFirstName(null)).toBeNull()
  })

  it('chimes only for numbers that became ready since the last read, never on the first', () => {
    expect(newlyReady(null, [{ number: 1, name: null }])).toEqual([])
    expect(
      newlyReady(
        [{ number: 1, name: null }],
        [
          { number: 2, name: 'Ana' },
          { number: 1, name: null },
        ],
      ),
    ).toEqual([2])
  })

  it('reads a typed pick-up number from 1 to 999', () => {
    expect(parsePickupNumber(' 42 ')).toBe(42)
    expect(parsePickupNumber('#7')).toBe(7)
    for (const bad of ['', '0', '1000', '4a', '-3', '1.5']) expect(parsePickupNumber(bad)).toBeNull()
  })
})

describe('ready for pick-up', () => {
  it('is a take-away or kiosk order marked ready', () => {
    expect(isReadyForPickup({ type: 'TAKE_AWAY', status: 'READY' })).toBe(true)
    expect(isReadyForPickup({ type: 'SELF_SERVICE', status: 'READY' })).toBe(true)
    expect(isReadyForPickup({ type: 'DELIVERY', status: 'READY' })).toBe(false)
    expect(isReadyForPickup({ type: 'TAKE_AWAY', status: 'ACCEPTED' })).toBe(false)
  })
})
