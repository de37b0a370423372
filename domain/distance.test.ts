import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { distanceInMetres } from './distance'

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
})
// haversine near the antipode carries centimetres of floating error: a metre of slack in the triangle
const HALF_CIRCUMFERENCE = Math.PI * 6_371_008.8

describe('distance between two points', () => {
  it('measures Palermo to the Obelisco as about 4 km', () => {
    const palermo = { lat: -34.5875, lng: -58.4204 }
    const obelisco = { lat: -34.6037, lng: -58.3816 }
    expect(distanceInMetres(palermo, obelisco)).toBeGreaterThan(3_900)
    expect(distanceInMetres(palermo, obelisco)).toBeLessThan(4_200)
  })

  it('is zero to itself, symmetric, never more than half the Earth round, and keeps the triangle', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceInMetres(a, a)).toBeCloseTo(0, 6)
        expect(distanceInMetres(a, b)).toBeCloseTo(distanceInMetres(b, a), 2)
        expect(distanceInMetres(a, b)).toBeGreaterThanOrEqual(0)
        expect(distanceInMetres(a, b)).toBeLessThanOrEqual(HALF_CIRCUMFERENCE + 1)
        expect(distanceInMetres(a, c)).toBeLessThanOrEqual(
          distanceInMetres(a, b) + distanceInMetres(b, c) + 1,
        )
      }),
    )
  })
})
