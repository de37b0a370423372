import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderTiming, type TimingFacts } from './console-lateness'
import type { OrderStatus } from './order-status'

const ARRIVED = '2026-11-27T20:00:00Z'
const at = (minutes: number) => Date.parse(ARRIVED) + minutes * 60_000
const iso = (minutes: number) => new Date(at(minutes)).toISOString()

const accepted: TimingFacts = {
  status: 'ACCEPTED',
  orderedAt: ARRIVED,
  scheduledAt: null,
  acceptedAt: iso(2),
  etaMinutes: 18,
}

describe('console lateness', () => {
  it('counts whole minutes since arrival, never negative', () => {
    expect(orderTiming(accepted, at(0))?.elapsedMinutes).toBe(0)
    expect(orderTiming(accepted, at(7.9))?.elapsedMinutes).toBe(7)
    expect(orderTiming(accepted, at(-3))?.elapsedMinutes).toBe(0)
    expect(orderTiming(accepted, at(75))?.elapsedMinutes).toBe(75)
  })

  it('turns amber at three quarters of the accepted estimate and red once it is overdue', () => {
    // due at 2 + 18 = 20 min after arrival; amber from 15 min
    expect(orderTiming(accepted, at(14.9))?.lateness).toBe('onTime')
    expect(orderTiming(accepted, at(15))?.lateness).toBe('soon')
    expect(orderTiming(accepted, at(20))?.lateness).toBe('soon')
    expect(orderTiming(accepted, at(20.1))?.lateness).toBe('late')
  })

  it('keeps counting against the estimate while ready or dispatched', () => {
    expect(orderTiming({ ...accepted, status: 'READY' }, at(16))?.lateness).toBe('soon')
    expect(orderTiming({ ...accepted, status: 'READY' }, at(25))?.lateness).toBe('late')
  })

  it('measures a scheduled order against its time when that is later than the estimate', () => {
    const scheduled = { ...accepted, scheduledAt: iso(120) }
    expect(orderTiming(scheduled, at(60))?.lateness).toBe('onTime')
    expect(orderTiming(scheduled, at(90))?.lateness).toBe('soon')
    expect(orderTiming(scheduled, at(121))?.lateness).toBe('late')
  })

  it('measures an unanswered order against how long a kitchen should take to answer', () => {
    const unanswered: TimingFacts = { ...accepted, status: 'GENERATED', acceptedAt: null, etaMinutes: null }
    expect(orderTiming(unanswered, at(4.9))?.lateness).toBe('onTime')
    expect(orderTiming(unanswered, at(5))?.lateness).toBe('soon')
    expect(orderTiming(unanswered, at(10))?.lateness).toBe('late')
    expect(orderTiming({ ...unanswered, status: 'UNCONFIRMED' }, at(11))?.lateness).toBe('late')
  })

  it('never turns for an order waiting for its online payment or accepted without an estimate', () => {
    const unpaid: TimingFacts = { ...accepted, status: 'PAY_NEEDED', acceptedAt: null, etaMinutes: null }
    expect(orderTiming(unpaid, at(90))).toEqual({ elapsedMinutes: 90, lateness: 'onTime' })
    expect(orderTiming({ ...accepted, etaMinutes: null }, at(90))?.lateness).toBe('onTime')
  })

  it('has no clock once the order is delivered or cancelled, or when a time cannot be read', () => {
    expect(orderTiming({ ...accepted, status: 'DELIVERED' }, at(30))).toBeNull()
    expect(orderTiming({ ...accepted, status: 'CANCELED' }, at(30))).toBeNull()
    expect(orderTiming({ ...accepted, orderedAt: 'not a date' }, at(30))).toBeNull()
    expect(orderTiming(accepted, Number.NaN)).toBeNull()
  })
})

describe('console lateness, for any order and moment', () => {
  const rank = { onTime: 0, soon: 1, late: 2 } as const
  it('never runs backwards: as time passes the minutes grow and the colour only deepens', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderStatus>('GENERATED', 'UNCONFIRMED', 'PAY_NEEDED', 'ACCEPTED', 'READY'),
        fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 180 }), { nil: null }),
        fc.integer({ min: -30, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (status, acceptedAfter, etaMinutes, scheduledAfter, now, later) => {
          const facts: TimingFacts = {
            status,
            orderedAt: ARRIVED,
            acceptedAt: acceptedAfter === null ? null : iso(acceptedAfter),
            etaMinutes,
            scheduledAt: scheduledAfter === null ? null : iso(scheduledAfter),
          }
          const first = orderTiming(facts, at(now))
          const second = orderTiming(facts, at(now + later))
          if (!first || !second) throw new Error('an open order has a clock')
          expect(second.elapsedMinutes).toBeGreaterThanOrEqual(first.elapsedMinutes)
          expect(rank[second.lateness]).toBeGreaterThanOrEqual(rank[first.lateness])
        },
      ),
    )
  })
})
