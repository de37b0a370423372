import { describe, expect, it } from 'vitest'
import { CALLBACK_TOLERANCE_SECONDS, checkCallbackSignature, signCallback } from './webhook-signature'

const secret = 'test-secret'
const callback = { eventId: 'evt_1', timestamp: 1_700_000_000, orderCode: 'ABC123', token: 'tok_1' }
const headersOf = (
  signature: string,
  timestamp = String(callback.timestamp),
  eventId = callback.eventId,
) => ({
  eventId,
  timestamp,
  signature,
})
const payload = { orderCode: callback.orderCode, token: callback.token }

describe('callback signatures', () => {
  const signature = signCallback(secret, callback)

  it('accepts its own signature within the tolerance, either side of now', () => {
    for (const drift of [0, CALLBACK_TOLERANCE_SECONDS, -CALLBACK_TOLERANCE_SECONDS])
      expect(checkCallbackSignature(secret, headersOf(signature), payload, callback.timestamp + drift)).toBe(
        'valid',
      )
  })

  it('refuses a callback older than five minutes as stale', () => {
    const now = callback.timestamp + CALLBACK_TOLERANCE_SECONDS + 1
    expect(checkCallbackSignature(secret, headersOf(signature), payload, now)).toBe('stale')
  })

  it('refuses missing headers as unsigned', () => {
    expect(checkCallbackSignature(secret, {}, payload, callback.timestamp)).toBe('unsigned')
    expect(
      checkCallbackSignature(secret, { eventId: 'e', timestamp: '1' }, payload, callback.timestamp),
    ).toBe('unsigned')
  })

  it('refuses a signature over other content, another secret or a moved timestamp', () => {
    const now = callback.timestamp
    expect(checkCallbackSignature(secret, headersOf(signature), { ...payload, orderCode: 'X' }, now)).toBe(
      'badSignature',
    )
    expect(checkCallbackSignature(secret, headersOf(signature, String(now + 1)), payload, now)).toBe(
      'badSignature',
    )
    expect(checkCallbackSignature(secret, headersOf(signature, undefined, 'evt_2'), payload, now)).toBe(
      'badSignature',
    )
    expect(checkCallbackSignature('other', headersOf(signature), payload, now)).toBe('badSignature')
    expect(checkCallbackSignature(secret, headersOf(signature, 'soon'), payload, now)).toBe('badSignature')
  })

  it('accepts one matching signature among several', () => {
    const headers = headersOf(`v1,bm9wZQ== ${signature}`)
    expect(checkCallbackSignature(secret, headers, payload, callback.timestamp)).toBe('valid')
  })
})
