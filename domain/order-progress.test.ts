import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderProgress } from './order-progress'

describe("the cart page's progress bars", () => {
  it('in delivery, fills the minimum and free-delivery bars with the subtotal and hides Continuar below the minimum', () => {
    const below = orderProgress({ subtotal: 6000, isDelivery: true, minimum: 8000, freeDeliveryFrom: 30000 })
    expect(below).toEqual({
      minimum: { ratio: 0.75, missing: 2000, target: 8000 },
      freeDelivery: { ratio: 0.2, missing: 24000, target: 30000 },
      canContinue: false,
    })
    const above = orderProgress({ subtotal: 35000, isDelivery: true, minimum: 8000, freeDeliveryFrom: 30000 })
    expect(above.minimum?.ratio).toBe(1)
    expect(above.freeDelivery).toEqual({ ratio: 1, missing: 0, target: 30000 })
    expect(above.canContinue).toBe(true)
  })

  it('applies no minimum and shows no bars outside delivery', () => {
    expect(
      orderProgress({ subtotal: 100, isDelivery: false, minimum: 8000, freeDeliveryFrom: 30000 }),
    ).toEqual({
      minimum: null,
      freeDelivery: null,
      canContinue: true,
    })
  })

  it('shows no bar for a missing or zero target, and an empty cart cannot continue', () => {
    const none = orderProgress({ subtotal: 0, isDelivery: true, minimum: null, freeDeliveryFrom: 0 })
    expect(none).toEqual({ minimum: null, freeDelivery: null, canContinue: false })
  })

  it('keeps every ratio within 0…1 and missing + reached = target', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100_000 }), (subtotal, target) => {
        const bar = orderProgress({
          subtotal,
          isDelivery: true,
          minimum: target,
          freeDeliveryFrom: null,
        }).minimum
        expect(bar).not.toBeNull()
        if (!bar) return
        expect(bar.ratio).toBeGreaterThanOrEqual(0)
        expect(bar.ratio).toBeLessThanOrEqual(1)
        expect(bar.missing).toBe(Math.max(0, target - subtotal))
      }),
    )
  })
})
