import { type Message, message } from './message'

/**
 * The delivery key ('Clave de entrega', 3-delivery.md §2.6): the digits the diner gives the rider at the
 * door. The specs do not show its validity rule; ours (README, Delivery): 4 to 6 digits. The rider's
 * last step asks for it; wrong keys are counted per shipment and after MAX_DELIVERY_KEY_ATTEMPTS the
 * shipment is locked: only staff can close the order by hand from the console.
 */
export const DELIVERY_KEY_PATTERN = /^[0-9]{4,6}$/
export const DELIVERY_KEY_MAX_LENGTH = 6
export const MAX_DELIVERY_KEY_ATTEMPTS = 5

export const isValidDeliveryKey = (key: string | null | undefined): key is string =>
  typeof key === 'string' && DELIVERY_KEY_PATTERN.test(key)

/** Only digits, at most six: what the rider's key field keeps of what was typed or pasted. */
export const cleanDeliveryKey = (typed: string) => typed.replace(/\D/g, '').slice(0, DELIVERY_KEY_MAX_LENGTH)

export type KeyCheck =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'wrong' | 'locked'; attemptsLeft: number; message: Message }

/**
 * Checks a key against the shipment's. A shipment without a key (an outside logistics order) needs
 * none. `attempts` counts the wrong keys so far; this check's own failure is counted in attemptsLeft.
 */
export function checkDeliveryKey(
  expected: string | null,
  given: string | null | undefined,
  attempts: number,
): KeyCheck {
  if (expected === null) return { ok: true }
  if (attempts >= MAX_DELIVERY_KEY_ATTEMPTS)
    return { ok: false, reason: 'locked', attemptsLeft: 0, message: message('shipment.keyLocked') }
  if (!isValidDeliveryKey(given))
    return {
      ok: false,
      reason: 'invalid',
      attemptsLeft: MAX_DELIVERY_KEY_ATTEMPTS - attempts,
      message: message('shipment.keyInvalid'),
    }
  if (given === expected) return { ok: true }
  const left = MAX_DELIVERY_KEY_ATTEMPTS - attempts - 1
  return left <= 0
    ? { ok: false, reason: 'locked', attemptsLeft: 0, message: message('shipment.keyLocked') }
    : { ok: false, reason: 'wrong', attemptsLeft: left, message: message('shipment.keyWrong', { left }) }
}
