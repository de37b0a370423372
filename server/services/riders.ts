import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { rider as riderTexts } from '../../i18n/es/rider'
import { fillTemplate } from '../../i18n/render'
import type { Database } from '../db/client'
import { branchContact, rider, riderRegistrationCode, riderSession, riderShift } from '../db/schema'
import {
  badRequest,
  conflict,
  HttpProblem,
  invalidField,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../errors'
import { phoneKeyOf } from './customers'
import { hashSecret, newToken, tokenDigest, verifySecret } from './secrets'
import { clearChecks, reserveCheck, type ThrottleKey } from './throttle'

export type RiderRow = typeof rider.$inferSelect

export const RIDER_COOKIE = 'rider_token'
/** A session outlives the longest shift. */
export const SESSION_HOURS = 16
/** Code checks per rider and per client address before the code is locked, and for how long. */
export const MAX_CODE_ATTEMPTS = 5
/** Registration code checks at one local, whatever the address, before registration there is locked. */
export const MAX_REGISTRATION_ATTEMPTS_PER_LOCAL = 2 * MAX_CODE_ATTEMPTS
export const CODE_LOCK_MINUTES = 15

// fillTemplate, not a bare replace: some texts carry plural forms ('1 minuto', '15 minutos').
const fill = (text: string, params: Record<string, string | number>) => fillTemplate(text, params)

export const wrongCode = () =>
  badRequest(riderTexts.wrongSecurityCode, [{ field: 'securityCode', message: riderTexts.wrongSecurityCode }])

const tooManyAttempts = (retryAfterSeconds: number) =>
  tooManyRequests(
    fill(riderTexts.apiTooManyAttempts, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
    retryAfterSeconds,
  )

/** Counts a code check before it is evaluated (server/services/throttle.ts); 429 once a key is spent. */
async function reserveCodeCheck(db: Database, keys: ThrottleKey[]) {
  const reservation = await reserveCheck(db, keys, CODE_LOCK_MINUTES)
  if (!reservation.allowed) throw tooManyAttempts(reservation.retryAfterSeconds)
}

/** The rider as the contract's Rider schema answers it (the code hash never leaves the server). */
export function riderBody(row: RiderRow, alias: string) {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    active: row.active,
    shipmentsUrl: `/logistics/${alias}/rider/${row.id}/shipments`,
    riderUser: { branchContactId: row.branchContactId },
    minETA: row.minEta,
    maxETA: row.maxEta,
  }
}

export async function localAlias(db: Database, branchContactId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ alias: branchContact.alias })
    .from(branchContact)
    .where(eq(branchContact.id, branchContactId))
  return row?.alias
}

/** A phone in any spelling a person types, as the rider is stored by; 400 when it is not a phone. */
const riderPhone = (raw: string) => phoneKeyOf(raw, 'phone', riderTexts.invalidPhone)

export async function findRiderByPhone(db: Database, branchContactId: number, phone: string) {
  const [row] = await db
    .select()
    .from(rider)
    .where(and(eq(rider.branchContactId, branchContactId), eq(rider.phone, riderPhone(phone))))
  return row
}

export async function findRider(db: Database, id: number) {
  const [row] = await db.select().from(rider).where(eq(rider.id, id))
  return row
}

export interface NewRider {
  name: string
  phone: string
  securityCode: string
  branchContactId: number
  active: boolean
  clientKey: string
}

/**
 * Registration: the local's code authorises it (wrong → 400, and too many wrong ones from one client
 * lock it a while); the rider keeps that code as their own, hashed, and starts on shift when asked.
 */
export async function createRider(db: Database, input: NewRider): Promise<RiderRow> {
  const name = input.name.trim()
  if (name === '') throw invalidField('name', riderTexts.missingFields)
  const phone = riderPhone(input.phone)
  const [local] = await db
    .select({ id: branchContact.id, codeHash: riderRegistrationCode.codeHash })
    .from(branchContact)
    .leftJoin(riderRegistrationCode, eq(riderRegistrationCode.branchContactId, branchContact.id))
    .where(eq(branchContact.id, input.branchContactId))
  if (!local) throw notFound(riderTexts.apiUnknownLocal)
  if (!local.codeHash) throw new HttpProblem(403, riderTexts.apiNoRegistration)

  const keys = [
    { key: `rider-registration:${local.id}`, limit: MAX_REGISTRATION_ATTEMPTS_PER_LOCAL },
    { key: `rider-registration-ip:${local.id}:${input.clientKey}`, limit: MAX_CODE_ATTEMPTS },
  ]
  await reserveCodeCheck(db, keys)
  if (!(await verifySecret(input.securityCode.trim(), local.codeHash))) throw wrongCode()
  await clearChecks(db, keys)

  const securityCodeHash = await hashSecret(input.securityCode.trim())
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(rider)
      .values({ branchContactId: local.id, name, phone, securityCodeHash, active: input.active })
      .onConflictDoNothing()
      .returning()
    if (!created) throw conflict(riderTexts.apiAlreadyRegistered)
    if (input.active) await tx.insert(riderShift).values({ riderId: created.id })
    return created
  })
}

/**
 * Start (active) or end a shift with the rider's own code. Checks count against the rider and the client's
 * address before the code is evaluated; past MAX_CODE_ATTEMPTS in CODE_LOCK_MINUTES the code is locked,
 * whatever device the guesses come from.
 */
export async function setShift(
  db: Database,
  riderId: number,
  input: { active: boolean; securityCode: string; phone?: string | undefined; clientKey: string },
): Promise<RiderRow> {
  const found = await findRider(db, riderId)
  if (!found) throw notFound(riderTexts.apiUnknownRider)
  if (input.phone !== undefined && riderPhone(input.phone) !== found.phone)
    throw invalidField('phone', riderTexts.apiPhoneMismatch)
  const keys = [
    { key: `rider:${found.id}`, limit: MAX_CODE_ATTEMPTS },
    { key: `rider-ip:${found.branchContactId}:${input.clientKey}`, limit: MAX_CODE_ATTEMPTS },
  ]
  await reserveCodeCheck(db, keys)
  if (!(await verifySecret(input.securityCode.trim(), found.securityCodeHash))) throw wrongCode()
  await clearChecks(db, keys)

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rider)
      .set({ active: input.active, updatedAt: new Date() })
      .where(eq(rider.id, found.id))
      .returning()
    if (!updated) throw notFound(riderTexts.apiUnknownRider)
    const open = and(eq(riderShift.riderId, found.id), isNull(riderShift.endedAt))
    if (input.active) await tx.insert(riderShift).values({ riderId: found.id }).onConflictDoNothing()
    else await tx.update(riderShift).set({ endedAt: new Date() }).where(open)
    return updated
  })
}

/** Opens a session: the token goes back in the body and in a signed, httpOnly cookie. */
export async function openSession(db: Database, reply: FastifyReply, riderId: number): Promise<string> {
  const { token, digest } = newToken()
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000)
  await db.insert(riderSession).values({ tokenHash: digest, riderId, expiresAt })
  reply.setCookie(RIDER_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/',
    expires: expiresAt,
  })
  return token
}

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    return match?.[1]
  }
  const raw = request.cookies?.[RIDER_COOKIE]
  if (!raw) return undefined
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid && unsigned.value ? unsigned.value : undefined
}

/** The rider the bearer token (header, or the signed cookie the web app holds) belongs to; 401 if none. */
export async function authenticateRider(db: Database, request: FastifyRequest): Promise<RiderRow> {
  const token = presentedToken(request)
  if (!token) throw unauthorized(riderTexts.apiSignInRequired)
  const [row] = await db
    .select({ rider })
    .from(riderSession)
    .innerJoin(rider, eq(rider.id, riderSession.riderId))
    .where(and(eq(riderSession.tokenHash, tokenDigest(token)), gt(riderSession.expiresAt, new Date())))
  if (!row) throw unauthorized(riderTexts.apiSignInRequired)
  return row.rider
}
