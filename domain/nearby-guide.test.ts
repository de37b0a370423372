import { describe, expect, it } from 'vitest'
import { distanceKm } from './nearby-guide'

describe('distance in km', () => {
  it('shows one decimal, rounded, with a decimal comma', () => {
    expect(distanceKm(1234)).toBe('1,2 km')
    expect(distanceKm(1250)).toBe('1,3 km')
    expect(distanceKm(0)).toBe('0,0 km')
    expect(distanceKm(12_960)).toBe('13,0 km')
  })
})
