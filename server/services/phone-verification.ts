import { randomInt } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { toE164 } from '../../domain/phone'
import { engine } from '../../i18n/es/engine'
import { phoneCode as texts } from '../../i18n/es/phone-code'
import { fillTemplate } from '../../i18n/render'
import type { Database } from '../db/client'
import { branch, phoneVerification } from '../db/schema'
import { HttpProblem, invalidField, notFound, tooManyRequests } from '../errors'
import type { MessagingProvider } from '../messaging/provider'
import type { Schemas } from './api-types'
import { phoneKeyOf } from './customers'
import { hashSecret, newToken, tokenDigest, verifySecret } from './secrets'
import { clearChecks, reserveCheck } from './throttle'

export const PHONE_PROOF_COOKIE = 'phone_proof'
/** A code lives long enough to read a message, a proof long enough to finish the order. */
export const CODE_MINUTES = 10
export const PROOF_MINUTES = 30
/** Code checks per phone and per address in CODE_MINUTES; a 6-digit code cannot be guessed in 5. */
export const MAX_CODE_CHECKS_PER_PHONE = 5
export const MAX_CODE_CHECKS_PER_ADDRESS = 20

// fillTemplate, not a bare replace: some texts carry plural forms ('1 minuto', '15 minutos').
const fill = (text: string, params: Record<string, string | number>) => fillTemplate(text, params)

async function branchOf(db: Database, branchId: number) {
  const [row] = await db
    .select({ name: branch.name, required: branch.phoneVerification })
    .from(branch)
    .where(eq(branch.id, branchId))
  if (!row) throw notFound(engine.noProgramme)
  return row
}

/** POST requestPhoneCode: a fresh 6-digit code through the messaging adapter (none where not required). */
export async function requestPhoneCode(
  db: Database,
  messaging: MessagingProvider,
  branchId: number,
  body: Schemas['PhoneCodeRequest'],
): Promise<Schemas['PhoneCodeSent']> {
  const phoneKey = phoneKeyOf(body.phone)
  const here = await branchOf(db, branchId)
  if (!here.required) return { required: false, expiresAt: null, sandboxCode: null }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000)
  await db
    .insert(phoneVerification)
    .values({ branchId, phoneKey, codeHash: await hashSecret(code), expiresAt })
  try {
    await messaging.send({
      to: toE164(phoneKey) ?? phoneKey,
      text: fill(texts.message, { branch: here.name, code }),
    })
  } catch {
    throw new HttpProblem(503, texts.sendFailed, { headers: { 'retry-after': '30' } })
  }
  return {
    required: true,
    expiresAt: expiresAt.toISOString(),
    sandboxCode: messaging.showsCodes ? code : null,
  }
}

/**
 * POST confirmPhoneCode: the check is reserved (per phone, per address) before the code is compared; a
 * right code against the latest live one sets the proof cookie createOrder asks for.
 */
export async function confirmPhoneCode(
  db: Database,
  reply: FastifyReply,
  branchId: number,
  body: Schemas['PhoneCodeConfirmation'],
  clientKey: string,
): Promise<Schemas['PhoneProof']> {
  const phoneKey = phoneKeyOf(body.phone)
  await branchOf(db, branchId)
  const keys = [
    { key: `phone-code:${branchId}:${phoneKey}`, limit: MAX_CODE_CHECKS_PER_PHONE },
    { key: `phone-code-ip:${clientKey}`, limit: MAX_CODE_CHECKS_PER_ADDRESS },
  ]
  const reservation = await reserveCheck(db, keys, CODE_MINUTES)
  if (!reservation.allowed)
    throw tooManyRequests(
      fill(texts.tooManyAttempts, { minutes: Math.max(1, Math.ceil(reservation.retryAfterSeconds / 60)) }),
      reservation.retryAfterSeconds,
    )
  const [latest] = await db
    .select({ id: phoneVerification.id, codeHash: phoneVerification.codeHash })
    .from(phoneVerification)
    .where(
      and(
        eq(phoneVerification.branchId, branchId),
        eq(phoneVerification.phoneKey, phoneKey),
        gt(phoneVerification.expiresAt, new Date()),
        isNull(phoneVerification.proofHash),
      ),
    )
    .orderBy(desc(phoneVerification.id))
    .limit(1)
  // Hash even without a live code, so the answer time does not tell whether one was sent.
  const valid = await verifySecret(body.code, latest?.codeHash ?? 'scrypt$00$00')
  if (!latest || !valid) throw invalidField('code', texts.wrongCode)
  await clearChecks(db, keys.slice(0, 1))
  const { token, digest } = newToken()
  const proofExpiresAt = new Date(Date.now() + PROOF_MINUTES * 60_000)
  await db
    .update(phoneVerification)
    .set({ proofHash: digest, proofExpiresAt })
    .where(eq(phoneVerification.id, latest.id))
  reply.setCookie(PHONE_PROOF_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/',
    expires: proofExpiresAt,
  })
  return { phone: phoneKey, expiresAt: proofExpiresAt.toISOString() }
}

/** The branch asks for the phone's proof before its points are spent (on unless it opted out). */
export const branchAsksPhoneProof = async (db: Database, branchId: number) =>
  (await branchOf(db, branchId)).required

/** The request's proof cookie, unsigned, or undefined. */
function presentedProof(request: FastifyRequest): string | undefined {
  const raw = request.cookies?.[PHONE_PROOF_COOKIE]
  if (!raw) return undefined
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid && unsigned.value ? unsigned.value : undefined
}

/**
 * A proof serves one order that spends points: a shared device (a kiosk, a family phone) does not carry
 * it on to the next order. A retried order is answered from its idempotency record, so it needs none.
 */
export async function spendPhoneProof(db: Database, request: FastifyRequest): Promise<void> {
  const proof = presentedProof(request)
  if (!proof) return
  await db
    .update(phoneVerification)
    .set({ proofExpiresAt: new Date() })
    .where(eq(phoneVerification.proofHash, tokenDigest(proof)))
}

/** The request carries a live proof cookie for this phone at this branch (confirmPhoneCode). */
export async function phoneProven(
  db: Database,
  request: FastifyRequest,
  branchId: number,
  phoneKey: string,
): Promise<boolean> {
  const proof = presentedProof(request)
  if (!proof) return false
  const [row] = await db
    .select({ id: phoneVerification.id })
    .from(phoneVerification)
    .where(
      and(
        eq(phoneVerification.proofHash, tokenDigest(proof)),
        eq(phoneVerification.branchId, branchId),
        eq(phoneVerification.phoneKey, phoneKey),
        gt(phoneVerification.proofExpiresAt, new Date()),
      ),
    )
  return row !== undefined
}
