import { describe, expect, it } from 'vitest'
import { distanceInMetres } from './distance'
import {
  implausiblePosition,
  POSITION_REPORT_INTERVAL_MS,
  shipmentsReportingPosition,
  shouldReportPosition,
} from './rider-position'

const palermo = { lat: -34.5882, lng: -58.4108 }
const plazaItalia = { lat: -34.581, lng: -58.421 }
const cordoba = { lat: -31.4201, lng: -64.1888 }
const now = new Date('2026-11-25T20:00:00Z')
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000)

describe('distance', () => {
  it('measures Palermo to Plaza Italia at about 1.2 km', () => {
    expect(distanceInMetres(palermo, plazaItalia)).toBeGreaterThan(1100)
    expect(distanceInMetres(palermo, plazaItalia)).toBeLessThan(1300)
    expect(distanceInMetres(palermo, palermo)).toBe(0)
  })
})

describe('rider position plausibility', () => {
  it('accepts a first fix near the local and a ride at city speed', () => {
    expect(implausiblePosition(plazaItalia, palermo, null, now)).toBeNull()
    // 1.2 km in 2 minutes is 36 km/h
    expect(implausiblePosition(plazaItalia, palermo, { ...palermo, at: secondsAgo(120) }, now)).toBeNull()
  })

  it('refuses a fix far from the local', () => {
    expect(implausiblePosition(cordoba, palermo, null, now)).toBe('tooFarFromLocal')
  })

  it('refuses a jump no rider can make, but not GPS jitter', () => {
    expect(implausiblePosition(plazaItalia, palermo, { ...palermo, at: secondsAgo(5) }, now)).toBe('tooFast')
    const jitter = { lat: palermo.lat + 0.001, lng: palermo.lng }
    expect(implausiblePosition(jitter, palermo, { ...palermo, at: secondsAgo(0) }, now)).toBeNull()
  })
})

describe('position reporting throttle', () => {
  it('reports the first fix, then after the interval or a real move', () => {
    const t0 = 1_000_000
    expect(shouldReportPosition(palermo, null, t0)).toBe(true)
    const last = { ...palermo, atMs: t0 }
    expect(shouldReportPosition({ lat: palermo.lat + 0.0001, lng: palermo.lng }, last, t0 + 1000)).toBe(false)
    expect(shouldReportPosition(palermo, last, t0 + POSITION_REPORT_INTERVAL_MS)).toBe(true)
    expect(shouldReportPosition(plazaItalia, last, t0 + 1000)).toBe(true)
  })
})

describe('which shipments report the position', () => {
  it('only those on their way to the customer, and only for their rider', () => {
    const shipments = [
      { id: 1, status: 'ON_ROUTE_TO_DROP_OFFS' },
      { id: 2, status: 'DELIVERED' },
      { id: '3', status: 'ON_ROUTE_TO_DROP_OFF' },
    ]
    expect(shipmentsReportingPosition(shipments, true)).toEqual([1, 3])
    expect(shipmentsReportingPosition(shipments, false)).toEqual([])
  })
})
