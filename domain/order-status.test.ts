import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canReportError,
  ERROR_REPORT_REASONS,
  errorReasonLabel,
  followUpPath,
  isOrderInProgress,
  isPayable,
  isPayWindowExpired,
  normaliseOrderStatus,
  ORDER_STATUSES,
  type OrderFacts,
  PAY_WINDOW_HOURS,
  paymentPromptOf,
  pointsAnnounced,
  trackerOf,
} from './order-status'

const HOUR = 3_600_000
const at = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString()
const ORDERED = '2025-05-10T20:00:00.000Z'

const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  code: 'A1B2',
  status: 'GENERATED',
  type: 'DELIVERY',
  paymentMethod: 'ONLINE_CARD',
  paymentStatus: 'PENDING',
  orderedAt: ORDERED,
  scheduled: false,
  scheduledAt: null,
  errorType: null,
  contactAcceptsOnlinePayment: true,
  ...over,
})

describe('order status', () => {
  it('reads lower case and the British spelling', () => {
    expect(normaliseOrderStatus('delivered')).toBe('DELIVERED')
    expect(normaliseOrderStatus('cancelled')).toBe('CANCELED')
    expect(normaliseOrderStatus('pay_needed')).toBe('PAY_NEEDED')
    expect(normaliseOrderStatus('lost')).toBeNull()
  })
})

describe('payable', () => {
  it('is payable when every condition holds', () => {
    expect(isPayable(order())).toBe(true)
  })

  it.each([
    ['the local takes no online payment', { contactAcceptsOnlinePayment: false }],
    ['cash', { paymentMethod: 'CASH' as const }],
    ['paid', { paymentStatus: 'PAID' as const }],
    ['approved', { paymentStatus: 'APPROVED' as const }],
    ['processing', { paymentStatus: 'PROCESSING' as const }],
    ['canceled', { status: 'CANCELED' as const }],
    ['delivered', { status: 'DELIVERED' as const }],
  ])('is not payable when %s', (_, over) => {
    expect(isPayable(order(over))).toBe(false)
  })

  it('is payable by a payment link too', () => {
    expect(isPayable(order({ paymentMethod: 'PAYMENT_LINK' }))).toBe(true)
  })

  it('says a payment under way is processing, and nothing once it is settled or the order canceled', () => {
    expect(paymentPromptOf(order({ paymentStatus: 'PROCESSING' }), at(ORDERED, 1))).toBe('processing')
    expect(paymentPromptOf(order({ paymentStatus: 'PROCESSING', status: 'CANCELED' }), at(ORDERED, 1))).toBe(
      'none',
    )
    expect(paymentPromptOf(order({ paymentMethod: 'CASH' }), at(ORDERED, 1))).toBe('none')
  })

  it('takes the tenant pay window when the order names one', () => {
    expect(paymentPromptOf(order({ payWindowHours: 2 }), at(ORDERED, 1.5))).toBe('pay')
    expect(paymentPromptOf(order({ payWindowHours: 2 }), at(ORDERED, 2.5))).toBe('expired')
  })

  it('announces points only once an online payment is no longer awaited', () => {
    expect(pointsAnnounced(order())).toBe(false)
    expect(pointsAnnounced(order({ paymentStatus: 'PAID' }))).toBe(true)
    expect(pointsAnnounced(order({ paymentMethod: 'CASH' }))).toBe(true)
  })

  it('keeps a rejected payment payable', () => {
    expect(isPayable(order({ paymentStatus: 'REJECTED' }))).toBe(true)
  })

  it(`expires the pay window after ${PAY_WINDOW_HOURS} hours`, () => {
    expect(isPayWindowExpired(order(), at(ORDERED, PAY_WINDOW_HOURS))).toBe(false)
    expect(isPayWindowExpired(order(), at(ORDERED, PAY_WINDOW_HOURS + 0.01))).toBe(true)
    expect(paymentPromptOf(order(), at(ORDERED, 1))).toBe('pay')
    expect(paymentPromptOf(order(), at(ORDERED, 49))).toBe('expired')
    expect(paymentPromptOf(order({ paymentStatus: 'PAID' }), at(ORDERED, 49))).toBe('none')
  })
})

describe('in progress for the diner', () => {
  it('counts an immediate order of the last 24 hours that is still in progress', () => {
    expect(isOrderInProgress(order({ status: 'ACCEPTED' }), at(ORDERED, 23))).toBe(true)
    expect(isOrderInProgress(order({ status: 'ACCEPTED' }), at(ORDERED, 25))).toBe(false)
    expect(isOrderInProgress(order({ status: 'DELIVERED' }), at(ORDERED, 1))).toBe(false)
    expect(isOrderInProgress(order({ status: 'CANCELED' }), at(ORDERED, 1))).toBe(false)
  })

  it('counts a scheduled order by its scheduled time', () => {
    const scheduled = order({ scheduled: true, scheduledAt: at(ORDERED, 30) })
    expect(isOrderInProgress(scheduled, at(ORDERED, 7))).toBe(true)
    expect(isOrderInProgress(scheduled, at(ORDERED, 1))).toBe(false)
    expect(isOrderInProgress(scheduled, at(ORDERED, 50))).toBe(true)
  })

  it('is never in progress for a finished status, whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (hours) => {
        for (const status of ['DELIVERED', 'CANCELED'] as const)
          expect(isOrderInProgress(order({ status }), at(ORDERED, hours))).toBe(false)
      }),
    )
  })
})

describe('error report window', () => {
  const delivered = order({ status: 'DELIVERED' })

  it('allows a delivered order with no error reported, less than 24 hours old', () => {
    expect(canReportError(delivered, at(ORDERED, 2))).toBe(true)
    expect(canReportError(delivered, at(ORDERED, 23.99))).toBe(true)
  })

  it('refuses after 24 hours, a second report, or another status', () => {
    expect(canReportError(delivered, at(ORDERED, 24))).toBe(false)
    expect(canReportError({ ...delivered, errorType: 'LATE_DELIVERY' }, at(ORDERED, 1))).toBe(false)
    for (const status of ORDER_STATUSES.filter((s) => s !== 'DELIVERED'))
      expect(canReportError(order({ status }), at(ORDERED, 1))).toBe(false)
  })

  it('labels every reason, and an unknown one as other', () => {
    for (const reason of ERROR_REPORT_REASONS) expect(errorReasonLabel(reason).key).toMatch(/^order\.error/)
    expect(errorReasonLabel('SOMETHING_OLD')).toEqual({ key: 'order.errorOther' })
  })
})

describe('tracker', () => {
  const states = (o: OrderFacts) => trackerOf(o, at(ORDERED, 1)).nodes.map((n) => `${n.node}:${n.state}`)

  it('walks the four steps', () => {
    expect(states(order({ status: 'GENERATED' }))).toEqual([
      'received:current',
      'accepted:pending',
      'onItsWay:pending',
      'delivered:pending',
    ])
    expect(states(order({ status: 'ACCEPTED', type: 'TAKE_AWAY' }))).toEqual([
      'received:done',
      'accepted:current',
      'ready:pending',
      'delivered:pending',
    ])
    expect(states(order({ status: 'READY' }))).toEqual([
      'received:done',
      'accepted:done',
      'onItsWay:current',
      'delivered:pending',
    ])
    expect(states(order({ status: 'DELIVERED' }))).toEqual([
      'received:done',
      'accepted:done',
      'onItsWay:done',
      'delivered:done',
    ])
    expect(states(order({ status: 'CANCELED' })).at(-1)).toBe('canceled:done')
  })

  it('is grey while an online card order waits for its payment', () => {
    expect(trackerOf(order(), at(ORDERED, 1)).grey).toBe(true)
    expect(trackerOf(order({ paymentStatus: 'PAID' }), at(ORDERED, 1)).grey).toBe(false)
  })
})

describe('follow-up path', () => {
  it('appends invalidCustomRedirect when configured', () => {
    expect(followUpPath('pizzeria-demo-palermo', 'A1B2', false)).toBe(
      '/menu/pizzeria-demo-palermo/order/A1B2',
    )
    expect(followUpPath('pizzeria-demo-palermo', 'A1B2', true)).toBe(
      '/menu/pizzeria-demo-palermo/order/A1B2?invalidCustomRedirect=true',
    )
  })
})
