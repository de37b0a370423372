import { describe, expect, it } from 'vitest'
import { deliveryInfo } from './delivery-info'
import { message } from './message'

const palermo = {
  inZone: true,
  deliveryFee: 1500,
  minimumOrderAmount: 8000,
  freeDeliveryAmount: 30000,
  minDelayInMinutes: 30,
  maxDelayInMinutes: 45,
  ridersAvailable: true,
}

describe('deliveryInfo', () => {
  it("shows 'Llega en', 'Envío' and 'Mínimo' with the free-delivery line for Palermo's zone", () => {
    expect(deliveryInfo(palermo, { takeAwayName: 'Take Away', itemsSubtotal: 0 })).toEqual({
      kind: 'inZone',
      rows: [
        { label: message('address.arrivesIn'), value: message('address.etaRange', { min: 30, max: 45 }) },
        {
          label: message('address.deliveryFee'),
          value: message('address.amount', { amount: { money: 1500 } }),
        },
        { label: message('address.minimum'), value: message('address.amount', { amount: { money: 8000 } }) },
      ],
      freeFrom: message('address.freeFrom', { amount: { money: 30000 } }),
      noRiders: null,
    })
  })

  it("says 'Gratis' when the zone charges nothing or the cart reached the free-delivery amount", () => {
    const reached = deliveryInfo(palermo, { takeAwayName: null, itemsSubtotal: 30000 })
    expect(reached.kind === 'inZone' && reached.rows[1]?.value).toEqual(message('address.free'))
    expect(reached.kind === 'inZone' && reached.freeFrom).toBeNull()
    const free = deliveryInfo({ inZone: true, deliveryFee: 0 }, { takeAwayName: null, itemsSubtotal: 0 })
    expect(free).toEqual({
      kind: 'inZone',
      rows: [{ label: message('address.deliveryFee'), value: message('address.free') }],
      freeFrom: null,
      noRiders: null,
    })
  })

  it('reads one known delay as a single figure', () => {
    const info = deliveryInfo(
      { inZone: true, deliveryFee: 0, maxDelayInMinutes: 40 },
      { takeAwayName: null, itemsSubtotal: 0 },
    )
    expect(info.kind === 'inZone' && info.rows[0]?.value).toEqual(
      message('address.etaMinutes', { minutes: 40 }),
    )
  })

  it('adds the no-riders text when the zone has no riders now', () => {
    const info = deliveryInfo(
      { ...palermo, ridersAvailable: false },
      { takeAwayName: null, itemsSubtotal: 0 },
    )
    expect(info.kind === 'inZone' && info.noRiders).toEqual(message('address.noRiders'))
  })

  it('suggests the take-away mode outside the zone, or another address when there is none', () => {
    expect(deliveryInfo({ inZone: false }, { takeAwayName: 'Take Away', itemsSubtotal: 0 })).toEqual({
      kind: 'outOfZone',
      lines: [message('address.outsideZone'), message('address.switchToTakeAway', { name: 'Take Away' })],
    })
    expect(deliveryInfo({ inZone: false }, { takeAwayName: null, itemsSubtotal: 0 })).toEqual({
      kind: 'outOfZone',
      lines: [message('address.outsideZone'), message('address.enterAnother')],
    })
  })
})
