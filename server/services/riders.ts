import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isValidPhone } from '../../domain/phone'
import { riderPhoneKey } from '../../domain/rider'
import { rider as riderTexts } from '../../i18n/es/rider'
import type { Database } from '../db/client'
import { branchContact, rider, riderRegistrationCode, riderSession, riderShift } from '../db/schema'
import { badRequest, conflict, HttpProblem, invalidField, notFound, unauthorized } from '../errors'
import { hashSecret, newToken, tokenDigest, verifySecret } from './secrets'

export type RiderRow = typeof rider.$inferSelect

export const RIDER_COOKIE = 'rider_token'
/** A session outlives the longest shift. */
export const SESSION_HOURS = 16
/** Wrong codes in a row before the code is locked, and for how long. */
export const MAX_CODE_ATTEMPTS = 5
export const CODE_LOCK_MINUTES = 15

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))

export const wrongCode = () =>
  badRequest(riderTexts.wrongSecurityCode, [{ field: 'securityCode', message: riderTexts.wrongSecurityCode }])

const tooManyAttempts = (until: Date) =>
  new HttpProblem(
    429,
    fill(riderTexts.apiTooManyAttempts, {
      minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)),
    }),
  )

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
export function phoneKeyOf(raw: string, field = 'phone'): string {
  if (!isValidPhone(raw)) throw invalidField(field, riderTexts.invalidPhone)
  return riderPhoneKey(raw)
}

export async function findRiderByPhone(db: Database, branchContactId: number, phone: string) {
  const [row] = await db
    .select()
    .from(rider)
    .where(and(eq(rider.branchContactId, branchContactId), eq(rider.phone, phoneKeyOf(phone))))
  return row
}

export async function findRider(db: Database, id: number) {
  const [row] = await db.select().from(rider).where(eq(rider.id, id))
  return row
}

/** Per local and client address: how many wrong registration codes, and since when. */
const registrationAttempts = new Map<string, { count: number; since: number }>()

function checkRegistrationAttempts(key: string) {
  const entry = registrationAttempts.get(key)
  if (!entry) return
  const until = entry.since + CODE_LOCK_MINUTES * 60_000
  if (Date.now() > until) registrationAttempts.delete(key)
  else if (entry.count >= MAX_CODE_ATTEMPTS) throw tooManyAttempts(new Date(until))
}

/** Past this many tracked clients, the expired ones are dropped, so guessing from many addresses stays bounded. */
const MAX_TRACKED_CLIENTS = 10_000

function countRegistrationFailure(key: string) {
  if (registrationAttempts.size >= MAX_TRACKED_CLIENTS) {
    const expired = Date.now() - CODE_LOCK_MINUTES * 60_000
    for (const [k, v] of registrationAttempts) if (v.since < expired) registrationAttempts.delete(k)
  }
  const entry = registrationAttempts.get(key) ?? { count: 0, since: Date.now() }
  registrationAttempts.set(key, { ...entry, count: entry.count + 1 })
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
  const phone = phoneKeyOf(input.phone)
  const [local] = await db
    .select({ id: branchContact.id, codeHash: riderRegistrationCode.codeHash })
    .from(branchContact)
    .leftJoin(riderRegistrationCode, eq(riderRegistrationCode.branchContactId, branchContact.id))
    .where(eq(branchContact.id, input.branchContactId))
  if (!local) throw notFound(riderTexts.apiUnknownLocal)
  if (!local.codeHash) throw new HttpProblem(403, riderTexts.apiNoRegistration)

  const attemptsKey = `${local.id}:${input.clientKey}`
  checkRegistrationAttempts(attemptsKey)
  if (!(await verifySecret(input.securityCode.trim(), local.codeHash))) {
    countRegistrationFailure(attemptsKey)
    throw wrongCode()
  }
  registrationAttempts.delete(attemptsKey)

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
 * Start (active) or end a shift with the rider's own code. Wrong codes count against the rider; the
 * MAX_CODE_ATTEMPTS-th locks the code for CODE_LOCK_MINUTES, whatever device the guesses come from.
 */
export async function setShift(
  db: Database,
  riderId: number,
  input: { active: boolean; securityCode: string; phone?: string | undefined },
): Promise<RiderRow> {
  const found = await findRider(db, riderId)
  if (!found) throw notFound(riderTexts.apiUnknownRider)
  if (input.phone !== undefined && phoneKeyOf(input.phone) !== found.phone)
    throw invalidField('phone', riderTexts.apiPhoneMismatch)
  if (found.codeLockedUntil && found.codeLockedUntil.getTime() > Date.now())
    throw tooManyAttempts(found.codeLockedUntil)

  if (!(await verifySecret(input.securityCode.trim(), found.securityCodeHash))) {
    const [after] = await db
      .update(rider)
      .set({
        failedCodeAttempts: sql`${rider.failedCodeAttempts} + 1`,
        codeLockedUntil: sql`case when ${rider.failedCodeAttempts} + 1 >= ${MAX_CODE_ATTEMPTS}
          then now() + make_interval(mins => ${CODE_LOCK_MINUTES}) else null end`,
      })
      .where(eq(rider.id, found.id))
      .returning({ lockedUntil: rider.codeLockedUntil })
    if (after?.lockedUntil) {
      // the lock starts over: the next wrong code after it is counted from one
      await db.update(rider).set({ failedCodeAttempts: 0 }).where(eq(rider.id, found.id))
      throw tooManyAttempts(after.lockedUntil)
    }
    throw wrongCode()
  }

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rider)
      .set({ active: input.active, failedCodeAttempts: 0, codeLockedUntil: null, updatedAt: new Date() })
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
