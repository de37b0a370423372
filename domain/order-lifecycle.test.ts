import { describe, expect, it } from 'vitest'
import { orderAfterShipment } from './order-lifecycle'

const dispatched = { status: 'READY', type: 'DELIVERY', dispatched: true } as const

describe('orderAfterShipment', () => {
  it('closes a dispatched order when its shipment (or a drop-off of a stack) is delivered', () => {
    expect(orderAfterShipment(dispatched, 'DELIVERED')).toEqual({ status: 'DELIVERED', dispatched: true })
  })

  it('leaves a delivered order delivered when the rider is back with the return trip', () => {
    expect(orderAfterShipment({ ...dispatched, status: 'DELIVERED' }, 'RETURNED')).toBeNull()
  })

  it("puts the order back in 'Listos', undispatched, when the rider gives the shipment up", () => {
    expect(orderAfterShipment(dispatched, 'DRIVER_CANCELED')).toEqual({ status: 'READY', dispatched: false })
  })

  it('ignores the steps on the way and orders that are not dispatched or already final', () => {
    for (const step of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFFS'])
      expect(orderAfterShipment(dispatched, step)).toBeNull()
    expect(orderAfterShipment({ ...dispatched, dispatched: false }, 'DELIVERED')).toBeNull()
    expect(orderAfterShipment({ ...dispatched, status: 'CANCELED' }, 'DELIVERED')).toBeNull()
  })
})
