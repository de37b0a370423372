import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_CHECKS,
  type CheckoutDraft,
  cleanDocument,
  failingChecks,
  isValidDocument,
  isValidEmail,
  validateCheckout,
} from './checkout-validation'

const valid: CheckoutDraft = {
  phone: '11 2345-6789',
  phoneCountry: 'ar',
  customerName: 'Cliente Demo',
  customerEmail: 'cliente@demo.com',
  customerDocument: '30.123.456',
  tableNumber: '',
  orderModeType: 'DELIVERY',
  paymentMethod: 'CASH',
  paymentAmount: 20_000,
  itemsSubtotal: 13_500,
  total: 15_470,
  required: { phone: true, name: true, email: false },
  delivery: {
    fullAddress: 'Av. Santa Fe 3500',
    betweenStreets: '',
    betweenStreetsRequired: false,
    minimum: 8000,
    availability: 'available',
    cashRidersAvailable: true,
  },
  cardComplete: false,
  schedule: { loading: false, canOrderNow: true, scheduled: false, scheduledAt: null },
}

const withDelivery = (over: Partial<NonNullable<CheckoutDraft['delivery']>>): Partial<CheckoutDraft> => ({
  delivery: { ...(valid.delivery as NonNullable<CheckoutDraft['delivery']>), ...over },
})

// One draft per check in which that check (and only checks listed before it) fails.
const failing: Record<string, Partial<CheckoutDraft>> = {
  phoneRequired: { phone: '' },
  phoneInvalid: { phone: '123' },
  nameRequired: { customerName: ' ' },
  tableRequired: { orderModeType: 'TABLE', tableNumber: '', delivery: null },
  emailRequired: { required: { phone: true, name: true, email: true }, customerEmail: '' },
  emailInvalid: { customerEmail: 'cliente@demo' },
  documentInvalid: { customerDocument: '1.234' },
  cashAmountRequired: { paymentAmount: null },
  cashAmountTooLow: { paymentAmount: 15_469 },
  addressRequired: withDelivery({ fullAddress: '' }),
  betweenStreetsRequired: withDelivery({ betweenStreetsRequired: true, betweenStreets: '' }),
  minimumNotReached: { itemsSubtotal: 7999 },
  noRiders: withDelivery({ availability: 'noRiders' }),
  outsideArea: withDelivery({ availability: 'outsideArea' }),
  deliveryFeeComputing: withDelivery({ availability: 'computing' }),
  noCashRiders: withDelivery({ cashRidersAvailable: false }),
  cardFieldsRequired: { paymentMethod: 'ONLINE_CARD', paymentAmount: null, cardComplete: false },
  scheduleLoading: { schedule: { loading: true, canOrderNow: true, scheduled: false, scheduledAt: null } },
  scheduleRequired: { schedule: { loading: false, canOrderNow: false, scheduled: false, scheduledAt: null } },
}

describe('checkout validation', () => {
  it('lets a complete draft through', () => {
    expect(validateCheckout(valid)).toBeNull()
    expect(failingChecks(valid)).toEqual([])
  })

  it('has a sample for every check, in the spec order', () => {
    expect(Object.keys(failing)).toEqual(CHECKOUT_CHECKS.map((c) => c.name))
  })

  it.each(Object.entries(failing))('%s fails alone with its own message', (name, over) => {
    const draft = { ...valid, ...over }
    expect(failingChecks(draft)).toEqual([name])
    expect(validateCheckout(draft)?.key).toBe(`checkout.${name}`)
  })

  it('names the minimum as money', () => {
    expect(validateCheckout({ ...valid, itemsSubtotal: 100 })).toEqual({
      key: 'checkout.minimumNotReached',
      params: { minimum: { money: 8000 } },
    })
  })

  it('shows the last failing check when several fail (later checks override earlier ones)', () => {
    fc.assert(
      fc.property(fc.subarray(Object.keys(failing), { minLength: 1 }), (names) => {
        // a later sample touching the same field replaces an earlier one; the rule holds either way
        const draft: CheckoutDraft = Object.assign({}, valid, ...names.map((name) => failing[name]))
        const failed = failingChecks(draft)
        const shown = validateCheckout(draft)
        expect(shown?.key).toBe(`checkout.${failed.at(-1)}`)
      }),
    )
  })

  it('puts the blocking conditions before the diner data', () => {
    const everythingWrong: CheckoutDraft = {
      ...valid,
      phone: '',
      customerName: '',
      paymentAmount: null,
      schedule: { loading: true, canOrderNow: true, scheduled: false, scheduledAt: null },
    }
    expect(validateCheckout(everythingWrong)?.key).toBe('checkout.scheduleLoading')
    expect(validateCheckout({ ...everythingWrong, schedule: valid.schedule })?.key).toBe(
      'checkout.cashAmountRequired',
    )
  })

  it('does not judge availability before there is an address', () => {
    const draft = { ...valid, ...withDelivery({ fullAddress: '', availability: 'computing' }) }
    expect(failingChecks(draft)).toEqual(['addressRequired'])
  })

  it('ignores the delivery checks outside delivery', () => {
    const draft = {
      ...valid,
      orderModeType: 'TAKE_AWAY' as const,
      itemsSubtotal: 10,
      total: 10,
      paymentAmount: 10,
    }
    expect(validateCheckout({ ...draft, ...withDelivery({ fullAddress: '' }) })).toBeNull()
  })

  it('needs a chosen slot when scheduled even if ordering now is possible', () => {
    const scheduled = { loading: false, canOrderNow: true, scheduled: true, scheduledAt: null }
    expect(validateCheckout({ ...valid, schedule: scheduled })?.key).toBe('checkout.scheduleRequired')
    expect(
      validateCheckout({ ...valid, schedule: { ...scheduled, scheduledAt: '2025-05-10T21:00' } }),
    ).toBeNull()
  })
})

describe('document and email', () => {
  it('strips dots, commas, plus and minus and wants 7 to 11 characters', () => {
    expect(cleanDocument('30.123.456')).toBe('30123456')
    expect(cleanDocument('+20-30,123.456-7')).toBe('20301234567')
    expect(isValidDocument('1.234.567')).toBe(true)
    expect(isValidDocument('123456')).toBe(false)
    expect(isValidDocument('12345678901')).toBe(true)
    expect(isValidDocument('123456789012')).toBe(false)
  })

  it('refuses malformed emails and emails of 100 characters or more', () => {
    expect(isValidEmail('cliente@demo.com')).toBe(true)
    expect(isValidEmail('cliente@demo')).toBe(false)
    expect(isValidEmail('a b@demo.com')).toBe(false)
    expect(isValidEmail(`${'a'.repeat(91)}@demo.com`)).toBe(false)
    expect(isValidEmail(`${'a'.repeat(90)}@demo.com`)).toBe(true)
  })
})
