import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canCancelShipment,
  canUpdateShipment,
  customerDetailsShown,
  FAILURE_VIBRATION,
  hasRider,
  httpStatusOf,
  lostAuction,
  nextShipmentStatus,
  normalizeShipment,
  normalizeShipmentStatus,
  riderReceivesCustomerContact,
  riderSeesCustomerDetails,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
  SUCCESS_VIBRATION,
  shipmentUpdate,
  statusLabelKey,
  statusTone,
  stepLabelKey,
  updatedMessageKey,
} from './shipment'

const status = fc.constantFrom(...SHIPMENT_STATUSES)

describe('normalizeShipmentStatus', () => {
  it('reads both spellings of the drop-off leg as one', () => {
    expect(normalizeShipmentStatus('ON_ROUTE_TO_DROP_OFF')).toBe('ON_ROUTE_TO_DROP_OFF')
    expect(normalizeShipmentStatus('ON_ROUTE_TO_DROP_OFFS')).toBe('ON_ROUTE_TO_DROP_OFF')
  })

  it('keeps every known status', () => {
    for (const s of SHIPMENT_STATUSES) expect(normalizeShipmentStatus(s)).toBe(s)
  })

  it('reads any other cancelled status as CANCELED and anything unknown as PENDING', () => {
    expect(normalizeShipmentStatus('BRANCH_CANCELED')).toBe('CANCELED')
    expect(normalizeShipmentStatus('SYSTEM_CANCELED')).toBe('CANCELED')
    expect(normalizeShipmentStatus('DRIVER_CANCELED')).toBe('DRIVER_CANCELED')
    expect(normalizeShipmentStatus(undefined)).toBe('PENDING')
    expect(normalizeShipmentStatus('')).toBe('PENDING')
    expect(normalizeShipmentStatus('SOMETHING_NEW')).toBe('PENDING')
  })

  it('tolerates case and spaces', () => {
    expect(normalizeShipmentStatus(' in_store ')).toBe('IN_STORE')
  })

  it('always yields a known status and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeShipmentStatus(raw)
        expect(SHIPMENT_STATUSES).toContain(once)
        expect(normalizeShipmentStatus(once)).toBe(once)
      }),
    )
  })

  it('keeps the other fields of a shipment', () => {
    expect(normalizeShipment({ id: 3, status: 'ON_ROUTE_TO_DROP_OFFS', securityCode: '1234' })).toEqual({
      id: 3,
      status: 'ON_ROUTE_TO_DROP_OFF',
      securityCode: '1234',
    })
  })
})

describe('has-rider and lost-auction', () => {
  const mine = { id: 11, riderId: 7, name: 'Rider Demo', phone: '1155550001' }
  const other = { id: 12, riderId: 8 }

  it('a shipment looking for a driver has no rider even with rider info', () => {
    expect(hasRider({ status: 'LOOKING_FOR_DRIVER', riderInfo: mine })).toBe(false)
  })

  it('has a rider once assigned with an id', () => {
    expect(hasRider({ status: 'ON_ROUTE_TO_PICK_UP', riderInfo: mine })).toBe(true)
    expect(hasRider({ status: 'ON_ROUTE_TO_PICK_UP', riderInfo: { name: 'x' } })).toBe(false)
    expect(hasRider({ status: 'ON_ROUTE_TO_PICK_UP', riderInfo: null })).toBe(false)
  })

  it('lost when another rider has it, compared across number and string ids', () => {
    expect(lostAuction({ status: 'IN_STORE', riderInfo: other }, 7)).toBe(true)
    expect(lostAuction({ status: 'IN_STORE', riderInfo: mine }, '7')).toBe(false)
    expect(lostAuction({ status: 'LOOKING_FOR_DRIVER', riderInfo: other }, 7)).toBe(false)
  })

  it('uses the assignment id when the rider id is missing', () => {
    expect(lostAuction({ status: 'IN_STORE', riderInfo: { id: 7 } }, 7)).toBe(false)
  })

  it('anyone is lost when nobody is looking', () => {
    expect(lostAuction({ status: 'IN_STORE', riderInfo: mine }, null)).toBe(true)
  })
})

describe('who sees the customer details', () => {
  const other = { id: 12, riderId: 8 }
  const mine = { id: 11, riderId: 7 }

  it('every rider sees them while the shipment is open', () => {
    for (const s of ['LOOKING_FOR_DRIVER', 'DRIVER_CANCELED', 'STACKING'] as const)
      expect(riderSeesCustomerDetails({ status: s, riderInfo: other }, 7)).toBe(true)
  })

  it('only the assigned rider sees them once taken', () => {
    expect(riderSeesCustomerDetails({ status: 'IN_STORE', riderInfo: other }, 7)).toBe(false)
    expect(riderSeesCustomerDetails({ status: 'IN_STORE', riderInfo: mine }, 7)).toBe(true)
  })

  it('the customer view shows them only on the way to the customer, to the assigned rider', () => {
    expect(customerDetailsShown({ status: 'ON_ROUTE_TO_DROP_OFF', riderInfo: mine }, 7)).toBe(true)
    expect(customerDetailsShown({ status: 'ON_ROUTE_TO_DROP_OFF', riderInfo: other }, 7)).toBe(false)
    expect(customerDetailsShown({ status: 'IN_STORE', riderInfo: mine }, 7)).toBe(false)
  })

  it('the customer view never shows more than the rider view', () => {
    fc.assert(
      fc.property(status, fc.constantFrom(mine, other, null), (s, riderInfo) => {
        if (customerDetailsShown({ status: s, riderInfo }, 7))
          expect(riderSeesCustomerDetails({ status: s, riderInfo }, 7)).toBe(true)
      }),
    )
  })
})

describe('allowed actions', () => {
  it('cancel only on the way to the store, at the store or on the way to the customer', () => {
    const allowed = SHIPMENT_STATUSES.filter((s) => canCancelShipment({ status: s }))
    expect(allowed).toEqual(['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF'])
    expect(canCancelShipment({ status: normalizeShipmentStatus('ON_ROUTE_TO_DROP_OFFS') })).toBe(true)
  })

  it('update in the four steps, and once delivered only for a return shipment', () => {
    const allowed = SHIPMENT_STATUSES.filter((s) => canUpdateShipment({ status: s }))
    expect(allowed).toEqual(['LOOKING_FOR_DRIVER', 'ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF'])
    expect(canUpdateShipment({ status: 'DELIVERED', returnShipment: true })).toBe(true)
    expect(canUpdateShipment({ status: 'RETURNED', returnShipment: true })).toBe(false)
  })
})

describe('next status', () => {
  it.each<[ShipmentStatus, boolean, ShipmentStatus | null]>([
    ['LOOKING_FOR_DRIVER', false, 'ON_ROUTE_TO_PICK_UP'],
    ['ON_ROUTE_TO_PICK_UP', false, 'IN_STORE'],
    ['IN_STORE', false, 'ON_ROUTE_TO_DROP_OFF'],
    ['ON_ROUTE_TO_DROP_OFF', false, 'DELIVERED'],
    ['DELIVERED', false, null],
    ['DELIVERED', true, 'RETURNED'],
    ['RETURNED', true, null],
    ['DRIVER_CANCELED', false, null],
    ['STACKING', false, null],
  ])('%s (return %s) → %s', (s, returnShipment, next) => {
    expect(nextShipmentStatus({ status: s, returnShipment })).toBe(next)
  })

  it('a next status exists exactly when an update is allowed', () => {
    fc.assert(
      fc.property(status, fc.boolean(), (s, returnShipment) => {
        expect(nextShipmentStatus({ status: s, returnShipment }) !== null).toBe(
          canUpdateShipment({ status: s, returnShipment }),
        )
      }),
    )
  })

  it('walks a return shipment through every step to RETURNED', () => {
    const seen: ShipmentStatus[] = []
    let s: ShipmentStatus | null = 'LOOKING_FOR_DRIVER'
    while (s) {
      seen.push(s)
      s = nextShipmentStatus({ status: s, returnShipment: true })
    }
    expect(seen).toEqual([
      'LOOKING_FOR_DRIVER',
      'ON_ROUTE_TO_PICK_UP',
      'IN_STORE',
      'ON_ROUTE_TO_DROP_OFF',
      'DELIVERED',
      'RETURNED',
    ])
  })
})

describe('labels and effects', () => {
  it('names the slider step and the success message of every reachable status', () => {
    expect(stepLabelKey('ON_ROUTE_TO_PICK_UP')).toBe('shipment.stepAccept')
    expect(stepLabelKey('RETURNED')).toBe('shipment.stepReturned')
    expect(updatedMessageKey('DELIVERED')).toBe('shipment.updatedDelivered')
    expect(updatedMessageKey('DRIVER_CANCELED')).toBe('shipment.updatedCanceled')
  })

  it('every status has a label and a tone', () => {
    for (const s of SHIPMENT_STATUSES) {
      expect(statusLabelKey(s)).toMatch(/^shipment\.status/)
      expect(['waiting', 'progress', 'done', 'canceled']).toContain(statusTone(s))
    }
  })

  it('vibrates 100 ms on success and 100, 50, 100, 75, 100 ms on failure', () => {
    expect(SUCCESS_VIBRATION).toEqual([100])
    expect(FAILURE_VIBRATION).toEqual([100, 50, 100, 75, 100])
  })

  it('sends the update in the rider name', () => {
    expect(shipmentUpdate(5, 'IN_STORE', { riderId: 7, name: 'Rider Demo', phone: '1155550001' })).toEqual({
      id: 5,
      status: 'IN_STORE',
      rider_id: 7,
      rider_name: 'Rider Demo',
      rider_phone: '1155550001',
    })
  })

  it('reads the HTTP status of a failure', () => {
    expect(httpStatusOf({ status: 404 })).toBe(404)
    expect(httpStatusOf(new Error('x'))).toBeUndefined()
    expect(httpStatusOf(null)).toBeUndefined()
  })
})

describe('riderReceivesCustomerContact', () => {
  it('gives the contact only to the assigned rider', () => {
    const mine = { status: 'IN_STORE' as const, riderInfo: { id: 7, riderId: 7 } }
    expect(riderReceivesCustomerContact(mine, 7)).toBe(true)
    expect(riderReceivesCustomerContact(mine, 8)).toBe(false)
    expect(riderReceivesCustomerContact({ status: 'LOOKING_FOR_DRIVER', riderInfo: null }, 7)).toBe(false)
    expect(riderReceivesCustomerContact({ status: 'LOOKING_FOR_DRIVER', riderInfo: { id: 7 } }, 7)).toBe(
      false,
    )
  })
})
