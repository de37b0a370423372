import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type EtaFacts, estimatedArrival, etaText } from './order-eta'
import type { OrderStatus } from './order-status'

const order: EtaFacts = {
  status: 'GENERATED',
  orderedAt: '2026-11-27T23:00:00.000Z',
  scheduledAt: null,
  acceptedAt: null,
  etaMinutes: null,
  minDelayInMinutes: 20,
  maxDelayInMinutes: 35,
}

describe('estimatedArrival', () => {
  it("is the local's window from the order's time until staff accept", () => {
    expect(estimatedArrival(order)).toEqual({
      from: '2026-11-27T23:20:00.000Z',
      to: '2026-11-27T23:35:00.000Z',
      accepted: false,
    })
  })

  it('counts the window from the scheduled time of a scheduled order', () => {
    const eta = estimatedArrival({ ...order, scheduledAt: '2026-11-28T01:00:00.000Z' })
    expect(eta?.from).toBe('2026-11-28T01:20:00.000Z')
  })

  it('falls back to 30–45 minutes when the mode gives no delays', () => {
    const eta = estimatedArrival({ ...order, minDelayInMinutes: null, maxDelayInMinutes: null })
    expect(eta).toMatchObject({ from: '2026-11-27T23:30:00.000Z', to: '2026-11-27T23:45:00.000Z' })
  })

  it("is staff's estimate from the moment they accepted", () => {
    const eta = estimatedArrival({
      ...order,
      status: 'READY',
      acceptedAt: '2026-11-27T23:05:00.000Z',
      etaMinutes: 25,
    })
    expect(eta).toEqual({ from: '2026-11-27T23:30:00.000Z', to: '2026-11-27T23:30:00.000Z', accepted: true })
  })

  it.each(['DELIVERED', 'CANCELED'] as const)('is nothing once the order is %s', (status) => {
    expect(estimatedArrival({ ...order, status })).toBeNull()
  })
})

describe('etaText', () => {
  it("writes the time in the local's time zone", () => {
    const at = '2026-11-27T23:30:00.000Z'
    expect(etaText({ from: at, to: at }, 'America/Argentina/Buenos_Aires')).toBe('20:30 hs')
    expect(etaText({ from: at, to: '2026-11-27T23:45:00.000Z' }, 'America/Santiago')).toBe('20:30 - 20:45 hs')
  })
})

describe('the expected arrival, for any order', () => {
  const minutes = fc.option(fc.integer({ min: 0, max: 240 }), { nil: null })
  const instant = fc
    .integer({ min: 0, max: 10 * 24 * 60 })
    .map((m) => new Date(Date.parse('2026-11-27T00:00:00Z') + m * 60_000).toISOString())
  it('opens no later than it closes, is one instant when staff gave the estimate, and starts after the order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderStatus>('GENERATED', 'UNCONFIRMED', 'PAY_NEEDED', 'ACCEPTED', 'READY'),
        instant,
        fc.option(instant, { nil: null }),
        fc.option(instant, { nil: null }),
        minutes,
        minutes,
        minutes,
        (status, orderedAt, scheduledAt, acceptedAt, etaMinutes, minDelayInMinutes, maxDelayInMinutes) => {
          const eta = estimatedArrival({
            ...order,
            status,
            orderedAt,
            scheduledAt,
            acceptedAt,
            etaMinutes,
            minDelayInMinutes,
            maxDelayInMinutes,
          })
          if (!eta) throw new Error('an open order has an arrival')
          expect(Date.parse(eta.from)).toBeLessThanOrEqual(Date.parse(eta.to))
          expect(eta.accepted).toBe(acceptedAt !== null && etaMinutes !== null)
          if (eta.accepted) expect(eta.from).toBe(eta.to)
          else expect(Date.parse(eta.from)).toBeGreaterThanOrEqual(Date.parse(scheduledAt ?? orderedAt))
        },
      ),
    )
  })
})
