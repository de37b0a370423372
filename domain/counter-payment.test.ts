import { describe, expect, it } from 'vitest'
import { awaitsCounterPayment, paymentMethodChangeRefusal } from './counter-payment'

describe('changing the payment method of a placed order', () => {
  it('is allowed to cash while unpaid (pending or rejected) and not delivered or canceled', () => {
    expect(paymentMethodChangeRefusal({ status: 'GENERATED', paymentStatus: 'REJECTED' }, 'CASH')).toBeNull()
    expect(paymentMethodChangeRefusal({ status: 'ACCEPTED', paymentStatus: 'PENDING' }, 'CASH')).toBeNull()
  })

  it('is refused once paid, while a charge is under way, on a final order, or to an online method', () => {
    expect(paymentMethodChangeRefusal({ status: 'GENERATED', paymentStatus: 'PAID' }, 'CASH')).toBe('paid')
    expect(paymentMethodChangeRefusal({ status: 'GENERATED', paymentStatus: 'PROCESSING' }, 'CASH')).toBe(
      'processing',
    )
    expect(paymentMethodChangeRefusal({ status: 'CANCELED', paymentStatus: 'PENDING' }, 'CASH')).toBe('final')
    expect(paymentMethodChangeRefusal({ status: 'DELIVERED', paymentStatus: 'REJECTED' }, 'CASH')).toBe(
      'final',
    )
    expect(
      paymentMethodChangeRefusal({ status: 'GENERATED', paymentStatus: 'PENDING' }, 'PAYMENT_LINK'),
    ).toBe('notSwitchable')
  })
})

describe('orders awaiting payment at the counter', () => {
  const order = {
    type: 'SELF_SERVICE',
    status: 'GENERATED',
    paymentMethod: 'CASH',
    paymentStatus: 'PENDING',
  } as const
  it('are unpaid cash orders of a table or a kiosk that are not canceled', () => {
    expect(awaitsCounterPayment(order)).toBe(true)
    expect(awaitsCounterPayment({ ...order, type: 'TABLE', status: 'DELIVERED' })).toBe(true)
    expect(awaitsCounterPayment({ ...order, paymentStatus: 'PAID' })).toBe(false)
    expect(awaitsCounterPayment({ ...order, status: 'CANCELED' })).toBe(false)
    expect(awaitsCounterPayment({ ...order, type: 'DELIVERY' })).toBe(false)
    expect(awaitsCounterPayment({ ...order, paymentMethod: 'ONLINE_CARD' })).toBe(false)
  })
})
