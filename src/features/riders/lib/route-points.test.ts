import { describe, expect, it } from 'vitest'
import { directionsUrl, routePoints } from './route-points'

const order = (code: string, lat: number, name: string | null = null) => ({
  id: 1,
  orderCode: code,
  customerName: name,
  customerPhone: name ? '+541100000000' : null,
  pickUp: { name: 'Local', fullAddress: 'Av. Santa Fe 3253', lat: -34.5882, lng: -58.4108 },
  dropOff: { name, fullAddress: `Calle ${code}`, lat, lng: -58.41 },
})

describe('routePoints', () => {
  it('letters the pick-up A and each drop-off after it, in the given order', () => {
    const points = routePoints([
      { id: 1, status: 'IN_STORE', logisticsOrder: order('X', -34.58, 'Ana') },
      { id: 2, status: 'IN_STORE', logisticsOrder: order('Y', -34.59) },
    ])
    expect(points.map((p) => [p.letter, p.kind, p.orderCode])).toEqual([
      ['A', 'pickUp', 'X'],
      ['B', 'dropOff', 'X'],
      ['C', 'dropOff', 'Y'],
    ])
    expect(points[1]?.customerName).toBe('Ana')
    expect(points[2]?.customerName).toBeNull()
  })

  it('builds a directions link through every point, ending at the last drop-off', () => {
    const url = new URL(
      directionsUrl(
        routePoints([
          { id: 1, status: 'IN_STORE', logisticsOrder: order('X', -34.58) },
          { id: 2, status: 'IN_STORE', logisticsOrder: order('Y', -34.59) },
        ]),
      ) ?? '',
    )
    expect(url.searchParams.get('destination')).toBe('-34.59,-58.41')
    expect(url.searchParams.get('waypoints')).toBe('-34.5882,-58.4108|-34.58,-58.41')
    expect(directionsUrl([])).toBeNull()
  })
})
