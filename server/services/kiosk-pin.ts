import { eq } from 'drizzle-orm'
import { kiosk as kioskTexts } from '../../i18n/es/kiosk'
import { orderConsole as consoleTexts } from '../../i18n/es/order-console'
import { fillTemplate } from '../../i18n/render'
import type { Database } from '../db/client'
import { branchContact } from '../db/schema'
import { notFound, tooManyRequests, unauthorized } from '../errors'
import type { Schemas } from './api-types'
import { MAX_SIGN_IN_FAILURES, SIGN_IN_LOCK_MINUTES } from './console-auth'
import { verifySecret } from './secrets'
import { clearChecks, reserveCheck, type ThrottleKey } from './throttle'

/** The local's PIN and the client address at the local: the same limits as the console's sign-in. */
const pinKeys = (localId: number, clientKey: string): ThrottleKey[] => [
  { key: `kiosk-pin:${localId}`, limit: MAX_SIGN_IN_FAILURES },
  { key: `kiosk-pin-ip:${localId}:${clientKey}`, limit: MAX_SIGN_IN_FAILURES },
]

/**
 * checkKioskStaffPin: counted before the PIN is hashed, so of a burst of guesses only the limit is ever
 * evaluated; a right PIN clears the counts. A local without a PIN is checked against a hash nothing
 * matches, so the answer time does not tell whether it has one.
 */
export async function checkKioskStaffPin(
  db: Database,
  alias: string,
  body: Schemas['KioskStaffPin'],
  clientKey: string,
): Promise<void> {
  const [local] = await db
    .select({ id: branchContact.id, pinHash: branchContact.kioskPinHash })
    .from(branchContact)
    .where(eq(branchContact.alias, alias))
  if (!local) throw notFound(consoleTexts.unknownLocal)
  const keys = pinKeys(local.id, clientKey)
  const reservation = await reserveCheck(db, keys, SIGN_IN_LOCK_MINUTES)
  if (!reservation.allowed)
    throw tooManyRequests(
      fillTemplate(kioskTexts.staffPinLocked, {
        minutes: Math.max(1, Math.ceil(reservation.retryAfterSeconds / 60)),
      }),
      reservation.retryAfterSeconds,
    )
  const valid = await verifySecret(body.pin, local.pinHash ?? 'scrypt$00$00')
  if (!local.pinHash || !valid) throw unauthorized(kioskTexts.staffPinWrong)
  await clearChecks(db, keys)
}
