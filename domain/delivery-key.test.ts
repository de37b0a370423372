import { describe, expect, it } from 'vitest'
import {
  checkDeliveryKey,
  cleanDeliveryKey,
  isValidDeliveryKey,
  MAX_DELIVERY_KEY_ATTEMPTS,
} from './delivery-key'

describe('delivery key', () => {
  it('is 4 to 6 digits', () => {
    expect(['1234', '123456'].every(isValidDeliveryKey)).toBe(true)
    expect(['123', '1234567', '12a4', '', null].some(isValidDeliveryKey)).toBe(false)
  })

  it('keeps only the digits a rider types or pastes, at most six', () => {
    expect(cleanDeliveryKey(' 12-34 567')).toBe('123456')
  })

  it('accepts the right key and needs none when the shipment has none', () => {
    expect(checkDeliveryKey('4821', '4821', 0)).toEqual({ ok: true })
    expect(checkDeliveryKey(null, undefined, 0)).toEqual({ ok: true })
  })

  it('counts wrong keys down and locks at the limit, even for the right key', () => {
    expect(checkDeliveryKey('4821', '1111', 0)).toMatchObject({
      ok: false,
      reason: 'wrong',
      attemptsLeft: MAX_DELIVERY_KEY_ATTEMPTS - 1,
    })
    expect(checkDeliveryKey('4821', '1111', MAX_DELIVERY_KEY_ATTEMPTS - 1)).toMatchObject({
      reason: 'locked',
    })
    expect(checkDeliveryKey('4821', '4821', MAX_DELIVERY_KEY_ATTEMPTS)).toMatchObject({ reason: 'locked' })
  })

  it('refuses a malformed key without counting it', () => {
    expect(checkDeliveryKey('4821', '48', 2)).toMatchObject({ reason: 'invalid', attemptsLeft: 3 })
  })
})
