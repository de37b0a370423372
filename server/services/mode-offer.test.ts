import { describe, expect, it } from 'vitest'
import { linkOffersMode } from './mode-offer'

// Belgrano-like: take-away, delivery, an inactive dine-in and a self-service totem's mode.
const localModes = [
  { id: 1, name: 'take-away', type: 'TAKE_AWAY' as const, active: true },
  { id: 2, name: 'delivery', type: 'DELIVERY' as const, active: true },
  { id: 3, name: 'salon', type: 'TABLE' as const, active: false },
  { id: 4, name: 'autoservicio', type: 'SELF_SERVICE' as const, active: true },
]

describe('linkOffersMode (from the mode context the order already has)', () => {
  it('offers every mode to a request that names no link', () => {
    expect(linkOffersMode(localModes, { orderModeId: 1 })).toBe(true)
  })

  it("refuses a mode the link's allowedOM hides, by path name, type or id in any case", () => {
    expect(linkOffersMode(localModes, { orderModeId: 1, allowedOM: ['delivery'] })).toBe(false)
    expect(linkOffersMode(localModes, { orderModeId: 1, allowedOM: ['take_away'] })).toBe(true)
    expect(linkOffersMode(localModes, { orderModeId: 2, allowedOM: ['2'] })).toBe(true)
    expect(linkOffersMode(localModes, { orderModeId: 3, allowedOM: ['salon'] })).toBe(false)
  })

  it('offers a self-service totem only its own kind', () => {
    expect(linkOffersMode(localModes, { orderModeId: 1, kiosk: true })).toBe(false)
    expect(linkOffersMode(localModes, { orderModeId: 4, kiosk: true })).toBe(true)
  })
})
