import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAcceptedRelease, isDeliberateMove, SLIDER_ACCEPT_THRESHOLD, SLIDER_MAX_JUMP } from './slider'

describe('slider rules', () => {
  it('accepts a release at the threshold and above, never below', () => {
    expect(isAcceptedRelease(SLIDER_ACCEPT_THRESHOLD)).toBe(true)
    expect(isAcceptedRelease(84)).toBe(false)
    expect(isAcceptedRelease(100)).toBe(true)
  })

  it('ignores moves of 20 steps or more in one go', () => {
    expect(isDeliberateMove(0, 19)).toBe(true)
    expect(isDeliberateMove(0, SLIDER_MAX_JUMP)).toBe(false)
    expect(isDeliberateMove(50, 30)).toBe(false)
    expect(isDeliberateMove(50, 31)).toBe(true)
  })

  it('never accepts a value outside 0–100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 150 }), fc.integer({ min: -50, max: 150 }), (from, to) => {
        if (to < 0 || to > 100) expect(isDeliberateMove(from, to)).toBe(false)
      }),
    )
  })
})
