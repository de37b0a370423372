import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BIN_LENGTH,
  CARD_PAYMENT_METHOD_IDS,
  canTokenize,
  cardHolderErrors,
  cardPaymentMethodOf,
  cardPaymentRequest,
  isCardPayment,
  isCashPayment,
  needsPaymentUrl,
} from './card'

describe('payment kinds', () => {
  it('pays by card on the page only with the online card', () => {
    expect(isCardPayment('ONLINE_CARD')).toBe(true)
    expect(isCardPayment('CASH')).toBe(false)
    expect(isCardPayment('PAYMENT_LINK')).toBe(false)
    expect(isCardPayment(null)).toBe(false)
  })

  it('requests a payment URL only for a payment link', () => {
    expect(needsPaymentUrl('PAYMENT_LINK')).toBe(true)
    expect(needsPaymentUrl('ONLINE_CARD')).toBe(false)
    expect(needsPaymentUrl('CASH')).toBe(false)
    expect(isCashPayment('CASH')).toBe(true)
  })
})

describe('card payment method from the first digits', () => {
  it.each([
    ['4507 99', 'visa'],
    ['450799123', 'visa'],
    ['510000', 'master'],
    ['555555', 'master'],
    ['222100', 'master'],
    ['272099', 'master'],
    ['371234', 'amex'],
    ['341234', 'amex'],
    ['361234', 'diners'],
    ['301234', 'diners'],
    ['589562', 'naranja'],
    ['604201', 'cabal'],
    ['501105', 'argencard'],
    ['501812', 'maestro'],
    ['676312', 'maestro'],
  ])('%s is %s', (digits, method) => {
    expect(cardPaymentMethodOf(digits)).toBe(method)
  })

  it('waits for six digits before naming a brand', () => {
    expect(cardPaymentMethodOf('4507')).toBeNull()
    expect(cardPaymentMethodOf('')).toBeNull()
  })

  it('names no brand for unknown ranges', () => {
    expect(cardPaymentMethodOf('999999')).toBeNull()
    expect(cardPaymentMethodOf('100000')).toBeNull()
    expect(cardPaymentMethodOf('272100')).toBeNull()
  })

  it('depends only on the first six digits, whatever separators surround them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{0,10}$/), (bin, rest) => {
        const method = cardPaymentMethodOf(bin + rest)
        expect(method).toBe(cardPaymentMethodOf(bin))
        expect(cardPaymentMethodOf(`${bin.slice(0, 4)} ${bin.slice(4)}-${rest}`)).toBe(method)
        if (method !== null) expect(CARD_PAYMENT_METHOD_IDS).toContain(method)
      }),
    )
    expect(BIN_LENGTH).toBe(6)
  })
})

describe('card holder fields', () => {
  it('marks an empty name and an empty document as incomplete', () => {
    expect(cardHolderErrors({ cardName: '  ', cardDocument: '..-' })).toEqual({
      cardName: { key: 'checkout.fieldIncomplete' },
      cardDocument: { key: 'checkout.fieldIncomplete' },
    })
  })

  it('accepts a name and a document with dots', () => {
    expect(cardHolderErrors({ cardName: 'Ana Pérez', cardDocument: '30.123.456' })).toEqual({})
  })
})

describe('card payment request', () => {
  const card = {
    providerReady: true,
    cardName: ' Ana Pérez ',
    cardDocument: '30.123.456',
    paymentMethodId: 'visa' as const,
  }

  it('asks for a token only from a ready provider that named the brand', () => {
    expect(canTokenize(card)).toBe(true)
    expect(canTokenize({ ...card, providerReady: false })).toBe(false)
    expect(canTokenize({ ...card, paymentMethodId: null })).toBe(false)
    expect(canTokenize(null)).toBe(false)
  })

  it('identifies the holder by DNI with the document digits', () => {
    expect(cardPaymentRequest(card, { token: 'tok_1', paymentMethodId: 'visa' }, 'PD-1042')).toEqual({
      token: 'tok_1',
      paymentMethodId: 'visa',
      orderCode: 'PD-1042',
      cardName: 'Ana Pérez',
      identificationType: 'DNI',
      identificationNumber: '30123456',
    })
  })
})
