import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SHIPMENT_STATUSES, type ShipmentFacts, type ShipmentStatus } from './shipment'
import {
  advanceStack,
  canCancelStack,
  cancelStack,
  isStackFinished,
  isStackUpdatable,
  listEntries,
  nextStackStatus,
  normalizeStack,
  riderSeesStackDetails,
  routePointLetter,
  type StackFacts,
  settleReturns,
  sortStackShipments,
  stackLostAuction,
  stackUpdate,
} from './stack'

const status = fc.constantFrom(...SHIPMENT_STATUSES)
const iso = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 11, 31) })
  .map((t) => new Date(t).toISOString())

const shipmentsArb = (statusArb = status) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 }).chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          status: statusArb,
          returnShipment: fc.boolean(),
          stackingOrder: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
          updatedAt: fc.option(iso, { nil: null }),
        }),
      ),
    ),
  )

const stackOf = (status: ShipmentStatus, shipments: ShipmentFacts[]): StackFacts => ({
  id: 900,
  status,
  shipments,
})
const ship = (id: number, status: ShipmentStatus, extra: Partial<ShipmentFacts> = {}): ShipmentFacts => ({
  id,
  status,
  ...extra,
})

const rank = (s: ShipmentStatus) =>
  s === 'DELIVERED' || s === 'RETURNED' ? 0 : s === 'DRIVER_CANCELED' || s === 'CANCELED' ? 2 : 1

describe('sortStackShipments', () => {
  it('delivered first, cancelled last, the rest by stacking order', () => {
    const sorted = sortStackShipments([
      ship(1, 'DRIVER_CANCELED', { stackingOrder: 0 }),
      ship(2, 'ON_ROUTE_TO_DROP_OFF', { stackingOrder: 2 }),
      ship(3, 'ON_ROUTE_TO_DROP_OFF', { stackingOrder: 1 }),
      ship(4, 'DELIVERED', { stackingOrder: 3 }),
    ])
    expect(sorted.map((s) => s.id)).toEqual([4, 3, 2, 1])
  })

  it('breaks a stacking-order tie by the latest update', () => {
    const sorted = sortStackShipments([
      ship(1, 'IN_STORE', { stackingOrder: 1, updatedAt: '2025-03-01T10:00:00.000Z' }),
      ship(2, 'IN_STORE', { stackingOrder: 1, updatedAt: '2025-03-01T10:05:00.000Z' }),
    ])
    expect(sorted.map((s) => s.id)).toEqual([2, 1])
  })

  it('is a permutation ordered by group, stacking order and latest update', () => {
    fc.assert(
      fc.property(shipmentsArb(), (shipments) => {
        const sorted = sortStackShipments(shipments)
        expect([...sorted].map((s) => s.id).sort()).toEqual([...shipments].map((s) => s.id).sort())
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1] as ShipmentFacts
          const b = sorted[i] as ShipmentFacts
          expect(rank(a.status)).toBeLessThanOrEqual(rank(b.status))
          if (rank(a.status) !== rank(b.status)) continue
          const oa = a.stackingOrder ?? Number.POSITIVE_INFINITY
          const ob = b.stackingOrder ?? Number.POSITIVE_INFINITY
          expect(oa).toBeLessThanOrEqual(ob)
          if (oa === ob && a.updatedAt && b.updatedAt) expect(a.updatedAt >= b.updatedAt).toBe(true)
        }
      }),
    )
  })

  it('does not depend on the order the API listed them, and is idempotent', () => {
    fc.assert(
      fc.property(
        shipmentsArb().chain((s) =>
          fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length })),
        ),
        ([shipments, shuffled]) => {
          const ids = sortStackShipments(shipments).map((s) => s.id)
          expect(sortStackShipments(shuffled).map((s) => s.id)).toEqual(ids)
          expect(sortStackShipments(sortStackShipments(shipments)).map((s) => s.id)).toEqual(ids)
        },
      ),
    )
  })

  it('letters the route points', () => {
    expect([0, 1, 2].map(routePointLetter)).toEqual(['A', 'B', 'C'])
  })
})

describe('finished and updatable', () => {
  it('finished when every shipment is delivered, cancelled or returned', () => {
    expect(
      isStackFinished(
        stackOf('DELIVERED', [ship(1, 'DELIVERED'), ship(2, 'DRIVER_CANCELED'), ship(3, 'RETURNED')]),
      ),
    ).toBe(true)
    expect(
      isStackFinished(
        stackOf('ON_ROUTE_TO_DROP_OFF', [ship(1, 'DELIVERED'), ship(2, 'ON_ROUTE_TO_DROP_OFF')]),
      ),
    ).toBe(false)
  })

  it('finished exactly when no shipment is open', () => {
    fc.assert(
      fc.property(shipmentsArb(), (shipments) => {
        const open = shipments.some(
          (s) => !['DELIVERED', 'RETURNED', 'DRIVER_CANCELED', 'CANCELED'].includes(s.status),
        )
        expect(isStackFinished(stackOf('ON_ROUTE_TO_DROP_OFF', shipments))).toBe(!open)
      }),
    )
  })

  it('updatable in the four in-progress statuses', () => {
    const allowed = SHIPMENT_STATUSES.filter((s) => isStackUpdatable(stackOf(s, [ship(1, s)])))
    expect(allowed).toEqual(['LOOKING_FOR_DRIVER', 'ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF'])
  })

  it('a delivered stack with a return trip ahead stays updatable until every return is closed', () => {
    const base = [ship(1, 'DELIVERED')]
    expect(
      isStackUpdatable(stackOf('DELIVERED', [...base, ship(2, 'DELIVERED', { returnShipment: true })])),
    ).toBe(true)
    expect(
      isStackUpdatable(stackOf('DELIVERED', [...base, ship(2, 'RETURNED', { returnShipment: true })])),
    ).toBe(false)
    expect(
      isStackUpdatable(stackOf('DELIVERED', [...base, ship(2, 'DRIVER_CANCELED', { returnShipment: true })])),
    ).toBe(false)
    expect(isStackUpdatable(stackOf('DELIVERED', base))).toBe(false)
  })

  it('cancel allowed on the way to the store, at the store and on the way to the customers', () => {
    expect(SHIPMENT_STATUSES.filter((s) => canCancelStack({ status: s }))).toEqual([
      'ON_ROUTE_TO_PICK_UP',
      'IN_STORE',
      'ON_ROUTE_TO_DROP_OFF',
    ])
  })
})

describe('settleReturns', () => {
  it('sets the returns to RETURNED once everything is delivered and a return is among them', () => {
    const settled = settleReturns(
      stackOf('DELIVERED', [ship(1, 'DELIVERED'), ship(2, 'DELIVERED', { returnShipment: true })]),
    )
    expect(settled.shipments.map((s) => s.status)).toEqual(['DELIVERED', 'RETURNED'])
    expect(settled.status).toBe('RETURNED')
  })

  it('waits while a shipment is still on its way', () => {
    const stack = stackOf('ON_ROUTE_TO_DROP_OFF', [
      ship(1, 'ON_ROUTE_TO_DROP_OFF'),
      ship(2, 'DELIVERED', { returnShipment: true }),
    ])
    expect(settleReturns(stack)).toBe(stack)
  })

  it('never touches a shipment that is not a delivered return, and only fires when all live ones are delivered', () => {
    fc.assert(
      fc.property(shipmentsArb(), (shipments) => {
        const stack = stackOf('DELIVERED', shipments)
        const settled = settleReturns(stack)
        settled.shipments.forEach((after, i) => {
          const before = shipments[i] as ShipmentFacts
          if (after.status !== before.status) {
            expect(
              before.returnShipment && before.status === 'DELIVERED' && after.status === 'RETURNED',
            ).toBe(true)
          }
        })
        if (settled !== stack) {
          const live = shipments.filter((s) => s.status !== 'DRIVER_CANCELED' && s.status !== 'CANCELED')
          expect(live.every((s) => s.status === 'DELIVERED' || s.status === 'RETURNED')).toBe(true)
        }
      }),
    )
  })
})

describe('advanceStack', () => {
  it('moves the stack and its shipments together to the drop-offs, then delivers one point at a time', () => {
    let stack = stackOf('LOOKING_FOR_DRIVER', [
      ship(1, 'LOOKING_FOR_DRIVER', { stackingOrder: 2 }),
      ship(2, 'LOOKING_FOR_DRIVER', { stackingOrder: 1, returnShipment: true }),
    ])
    const trail: string[] = []
    while (nextStackStatus(stack)) {
      stack = advanceStack(stack)
      trail.push(`${stack.status}:${stack.shipments.map((s) => s.status).join(',')}`)
    }
    expect(trail).toEqual([
      'ON_ROUTE_TO_PICK_UP:ON_ROUTE_TO_PICK_UP,ON_ROUTE_TO_PICK_UP',
      'IN_STORE:IN_STORE,IN_STORE',
      'ON_ROUTE_TO_DROP_OFF:ON_ROUTE_TO_DROP_OFF,ON_ROUTE_TO_DROP_OFF',
      'ON_ROUTE_TO_DROP_OFF:ON_ROUTE_TO_DROP_OFF,DELIVERED',
      'DELIVERED:DELIVERED,DELIVERED',
      'RETURNED:DELIVERED,RETURNED',
    ])
    expect(isStackFinished(stack)).toBe(true)
    expect(isStackUpdatable(stack)).toBe(false)
  })

  it('from any in-progress stack, advancing ends finished, with every return closed, in a bounded number of steps', () => {
    const active = fc.constantFrom<ShipmentStatus>(
      'LOOKING_FOR_DRIVER',
      'ON_ROUTE_TO_PICK_UP',
      'IN_STORE',
      'ON_ROUTE_TO_DROP_OFF',
    )
    fc.assert(
      fc.property(
        active,
        shipmentsArb(fc.constantFrom<ShipmentStatus>('IN_STORE', 'DELIVERED', 'DRIVER_CANCELED')),
        (s, shipments) => {
          let stack = stackOf(s, shipments)
          let steps = 0
          while (nextStackStatus(stack) && steps < 20) {
            const after = advanceStack(stack)
            expect(after).not.toEqual(stack)
            stack = after
            steps++
          }
          expect(steps).toBeLessThan(20)
          expect(isStackFinished(stack)).toBe(true)
          expect(isStackUpdatable(stack)).toBe(false)
          for (const r of stack.shipments.filter((x) => x.returnShipment))
            expect(r.status).not.toBe('DELIVERED')
        },
      ),
    )
  })

  it('leaves a stack with nothing to do as it is', () => {
    const done = stackOf('RETURNED', [ship(1, 'RETURNED', { returnShipment: true })])
    expect(nextStackStatus(done)).toBeNull()
    expect(advanceStack(done)).toBe(done)
  })

  it('delivers the first open point of the route', () => {
    const stack = stackOf('ON_ROUTE_TO_DROP_OFF', [
      ship(1, 'ON_ROUTE_TO_DROP_OFF', { stackingOrder: 2 }),
      ship(2, 'ON_ROUTE_TO_DROP_OFF', { stackingOrder: 1 }),
    ])
    expect(advanceStack(stack).shipments.map((s) => s.status)).toEqual(['ON_ROUTE_TO_DROP_OFF', 'DELIVERED'])
  })
})

describe('cancel, riders and the update body', () => {
  it('cancels the stack and every shipment not yet delivered', () => {
    const cancelled = cancelStack(
      stackOf('ON_ROUTE_TO_DROP_OFF', [ship(1, 'DELIVERED'), ship(2, 'ON_ROUTE_TO_DROP_OFF')]),
    )
    expect(cancelled.status).toBe('DRIVER_CANCELED')
    expect(cancelled.shipments.map((s) => s.status)).toEqual(['DELIVERED', 'DRIVER_CANCELED'])
  })

  it('a stack is lost when its shipments carry another rider', () => {
    const taken = stackOf('IN_STORE', [ship(1, 'IN_STORE', { riderInfo: { id: 80, riderId: 8 } })])
    expect(stackLostAuction(taken, 7)).toBe(true)
    expect(riderSeesStackDetails(taken, 7)).toBe(false)
    expect(riderSeesStackDetails(taken, 8)).toBe(true)
    expect(riderSeesStackDetails(stackOf('LOOKING_FOR_DRIVER', [ship(1, 'LOOKING_FOR_DRIVER')]), 7)).toBe(
      true,
    )
  })

  it('reads both drop-off spellings in the stack and its shipments', () => {
    const stack = normalizeStack({
      id: 9,
      status: 'ON_ROUTE_TO_DROP_OFFS',
      shipments: [{ id: 1, status: 'ON_ROUTE_TO_DROP_OFFS' }],
    })
    expect(stack.status).toBe('ON_ROUTE_TO_DROP_OFF')
    expect(stack.shipments[0]?.status).toBe('ON_ROUTE_TO_DROP_OFF')
    expect(normalizeStack({ id: 9 }).shipments).toEqual([])
  })

  it('writes the statuses and the rider in the update body', () => {
    const body = stackUpdate(stackOf('IN_STORE', [ship(1, 'IN_STORE')]), {
      riderId: 7,
      name: 'Rider Demo',
      phone: '1155550001',
    })
    expect(body).toEqual({
      id: 900,
      status: 'IN_STORE',
      shipments: [{ id: 1, status: 'IN_STORE' }],
      rider_id: 7,
      rider_name: 'Rider Demo',
      rider_phone: '1155550001',
    })
  })
})

describe('listEntries', () => {
  it('lists singles and stacks oldest first, a stacked shipment only inside its stack', () => {
    const stack = {
      id: 900,
      status: 'LOOKING_FOR_DRIVER' as const,
      createdAt: '2025-03-01T10:01:00.000Z',
      shipments: [ship(601, 'LOOKING_FOR_DRIVER')],
    }
    const entries = listEntries(
      [
        ship(501, 'LOOKING_FOR_DRIVER', { createdAt: '2025-03-01T10:02:00.000Z' }),
        ship(601, 'LOOKING_FOR_DRIVER'),
        ship(602, 'LOOKING_FOR_DRIVER', { shipmentStackId: 900 }),
        ship(500, 'LOOKING_FOR_DRIVER', { createdAt: '2025-03-01T10:00:00.000Z' }),
        ship(499, 'LOOKING_FOR_DRIVER'),
      ],
      [stack],
    )
    expect(entries.map((e) => `${e.kind}:${e.id}`)).toEqual([
      'simple:500',
      'stack:900',
      'simple:501',
      'simple:499',
    ])
  })

  it('keeps every single shipment that belongs to no listed stack', () => {
    fc.assert(
      fc.property(shipmentsArb(), (shipments) => {
        const entries = listEntries(shipments, [])
        expect(entries.map((e) => e.id).sort()).toEqual(shipments.map((s) => s.id).sort())
      }),
    )
  })
})
