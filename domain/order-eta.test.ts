import { describe, expect, it } from 'vitest'
import { type EtaFacts, estimatedArrival, etaText } from './order-eta'

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
