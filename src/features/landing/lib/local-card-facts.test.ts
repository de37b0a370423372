import { describe, expect, it } from 'vitest'
import type { Branch, Local } from '../api/diner-alias'
import { distanceKm, isClosed, localAddress, visibleRating } from './local-card-facts'

const branch = (onlineMarketingConfig: Branch['generalConfig']['onlineMarketingConfig']): Branch => ({
  id: 1,
  alias: 'pizzeria-demo',
  name: 'Pizzería Demo',
  generalConfig: { onlineMarketingConfig },
})

const mode = (manuallyClosed: boolean, active = true) => ({
  id: 1,
  type: 'DELIVERY' as const,
  name: 'delivery',
  active,
  manuallyClosed,
  orderEnabled: true,
  useSchedule: false,
  schedules: [],
  paymentTypes: [],
})

const local = (extra: Partial<Local> = {}, npsAvg: number | null = 8.46): Local => ({
  id: 1,
  alias: 'pizzeria-demo-palermo',
  name: 'Pizzería Demo Palermo',
  branch: branch({}),
  address: { street: 'Av. Santa Fe', number: '3253', locality: 'Palermo', city: 'CABA' },
  deliveryConfig: { orderModes: [mode(false)], betweenStreetsRequired: false, npsAvg },
  ...extra,
})

describe('local card facts', () => {
  it('writes the address as street and number, zone and locality', () => {
    expect(localAddress(local())).toBe('Av. Santa Fe 3253, Palermo')
    const palermo = {
      street: 'Av. Santa Fe',
      number: '3253',
      zone: 'Palermo',
      locality: 'CABA',
      city: 'Ciudad',
    }
    expect(localAddress(local({ address: palermo }))).toBe('Av. Santa Fe 3253, Palermo, CABA')
  })

  it('writes distances in km with one decimal', () => {
    expect(distanceKm(1234)).toBe('1,2')
    expect(distanceKm(0)).toBe('0,0')
    expect(distanceKm(15_960)).toBe('16,0')
    expect(distanceKm(null)).toBeNull()
    expect(distanceKm(-1)).toBeNull()
  })

  it('shows the rating only when enabled and at or above the threshold', () => {
    expect(visibleRating(local(), branch({ showRating: true, ratingThreshold: 8 }))).toBe('8,5')
    expect(visibleRating(local(), branch({ showRating: true, ratingThreshold: 9 }))).toBeNull()
    expect(visibleRating(local(), branch({ showRating: false, ratingThreshold: 0 }))).toBeNull()
    expect(visibleRating(local({}, null), branch({ showRating: true }))).toBeNull()
  })

  it('labels a local closed when every active mode is closed by hand', () => {
    expect(isClosed(local())).toBe(false)
    const closed = { orderModes: [mode(true), mode(false, false)], betweenStreetsRequired: false }
    expect(isClosed(local({ deliveryConfig: closed }))).toBe(true)
  })
})
