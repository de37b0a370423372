import { createHmac, timingSafeEqual } from 'node:crypto'

/** A provider callback older or newer than this is refused, so a captured one cannot be replayed later. */
export const CALLBACK_TOLERANCE_SECONDS = 5 * 60

export const SIGNATURE_HEADERS = {
  eventId: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const

export interface SignedCallback {
  eventId: string
  /** unix seconds */
  timestamp: number
  orderCode: string
  token: string
}

/**
 * The signed content follows Standard Webhooks (id.timestamp.payload); the callback has no body, so the
 * payload is what it names: the order code and the provider's token.
 */
const signedContent = (callback: SignedCallback) =>
  `${callback.eventId}.${callback.timestamp}.${callback.orderCode}.${callback.token}`

export function signCallback(secret: string, callback: SignedCallback): string {
  return `v1,${createHmac('sha256', secret).update(signedContent(callback)).digest('base64')}`
}

export type SignatureCheck = 'valid' | 'unsigned' | 'badSignature' | 'stale'

/** Checks a callback's signature and age; `now` is unix seconds. */
export function checkCallbackSignature(
  secret: string,
  headers: { eventId?: string; timestamp?: string; signature?: string },
  payload: { orderCode: string; token: string },
  now: number,
): SignatureCheck {
  const { eventId, timestamp, signature } = headers
  if (!eventId || !timestamp || !signature) return 'unsigned'
  if (!/^\d{1,12}$/.test(timestamp)) return 'badSignature'
  const seconds = Number(timestamp)
  const expected = Buffer.from(signCallback(secret, { eventId, timestamp: seconds, ...payload }))
  // A header may list several signatures (key rotation): any one matching is enough.
  const matches = signature
    .split(' ')
    .map((candidate) => Buffer.from(candidate))
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected))
  if (!matches) return 'badSignature'
  if (Math.abs(now - seconds) > CALLBACK_TOLERANCE_SECONDS) return 'stale'
  return 'valid'
}
