import { and, eq, gt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { orderConsole as texts } from '../../i18n/es/order-console'
import { fillTemplate } from '../../i18n/render'
import type { Database } from '../db/client'
import { branch, branchContact, staffMember, staffSession } from '../db/schema'
import { notFound, tooManyRequests, unauthorized } from '../errors'
import type { Schemas } from './api-types'
import { tokenDigest, verifySecret } from './secrets'
import { closeStaffSession, openStaffSession, staffCookieToken } from './staff-session'
import { clearChecks, reserveCheck, type ThrottleKey } from './throttle'

export const STAFF_COOKIE = 'staff_session'
/** A session covers a long service day. */
export const STAFF_SESSION_HOURS = 12
/** Sign-ins checked per account and per client address at one local before they are locked out, and for how long. */
export const MAX_SIGN_IN_FAILURES = 5
export const SIGN_IN_LOCK_MINUTES = 15

export interface ConsoleLocal {
  id: number
  alias: string
  name: string
  branchId: number
  companyId: number
  timeZone: string
}

export interface StaffPrincipal {
  id: number
  name: string
  local: ConsoleLocal
}

/** The local named by alias (locals only: a company or branch alias is not a console). */
export async function consoleLocal(db: Database, alias: string): Promise<ConsoleLocal> {
  const [row] = await db
    .select({
      id: branchContact.id,
      alias: branchContact.alias,
      name: branchContact.name,
      branchId: branch.id,
      companyId: branch.companyId,
      timeZone: branch.timeZone,
    })
    .from(branchContact)
    .innerJoin(branch, eq(branch.id, branchContact.branchId))
    .where(eq(branchContact.alias, alias))
  if (!row) throw notFound(texts.unknownLocal)
  return row
}

export const staffBody = (staff: StaffPrincipal): Schemas['StaffMember'] => ({
  id: staff.id,
  name: staff.name,
  local: {
    id: staff.local.id,
    alias: staff.local.alias,
    name: staff.local.name,
    timeZone: staff.local.timeZone,
  },
})

const lockedOut = (retryAfterSeconds: number) =>
  tooManyRequests(
    fillTemplate(texts.tooManyAttempts, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
    retryAfterSeconds,
  )

/** The keys a sign-in counts against: the account (local and name) and the client's address at the local. */
const signInKeys = (localId: number, name: string, clientKey: string): ThrottleKey[] => [
  { key: `staff:${localId}:${name.toLowerCase()}`, limit: MAX_SIGN_IN_FAILURES },
  { key: `staff-ip:${localId}:${clientKey}`, limit: MAX_SIGN_IN_FAILURES },
]

/** Name and password against the local's staff; opens a session in a signed, httpOnly cookie. */
export async function signIn(
  db: Database,
  reply: FastifyReply,
  alias: string,
  body: Schemas['StaffSignIn'],
  clientKey: string,
): Promise<Schemas['StaffMember']> {
  const local = await consoleLocal(db, alias)
  const name = body.name.trim()
  const keys = signInKeys(local.id, name, clientKey)
  // Counted before the password is hashed: of a burst of guesses, only the limit is ever evaluated.
  const reservation = await reserveCheck(db, keys, SIGN_IN_LOCK_MINUTES)
  if (!reservation.allowed) throw lockedOut(reservation.retryAfterSeconds)
  const [staff] = await db
    .select()
    .from(staffMember)
    .where(
      and(
        eq(staffMember.branchContactId, local.id),
        eq(staffMember.name, name),
        // A local's manager signs in at /admin by e-mail; the console's names are its console accounts'.
        eq(staffMember.role, 'console'),
      ),
    )
  // Hash even for an unknown name so the answer time does not tell which names exist.
  const stored = staff?.passwordHash ?? 'scrypt$00$00'
  const valid = await verifySecret(body.password, stored)
  if (!staff || !valid) {
    throw unauthorized(texts.wrongCredentials)
  }
  await clearChecks(db, keys)
  await openStaffSession(db, reply, staff.id, { name: STAFF_COOKIE, hours: STAFF_SESSION_HOURS })
  return staffBody({ id: staff.id, name: staff.name, local })
}

/** The staff member of the cookie's live session, whatever local; 401 without one. */
async function sessionStaff(db: Database, request: FastifyRequest) {
  const token = staffCookieToken(request, STAFF_COOKIE)
  if (!token) throw unauthorized(texts.signInRequired)
  const [row] = await db
    .select({ id: staffMember.id, name: staffMember.name, branchContactId: staffMember.branchContactId })
    .from(staffSession)
    .innerJoin(staffMember, eq(staffMember.id, staffSession.staffId))
    .where(and(eq(staffSession.tokenHash, tokenDigest(token)), gt(staffSession.expiresAt, new Date())))
  if (!row) throw unauthorized(texts.signInRequired)
  return row
}

/**
 * The signed-in staff member acting at this local. A session of another local (or another tenant)
 * finds nothing here: 404, as if the local's data did not exist for them.
 */
export async function authenticateStaff(
  db: Database,
  request: FastifyRequest,
  alias: string,
): Promise<StaffPrincipal> {
  const staff = await sessionStaff(db, request)
  const local = await consoleLocal(db, alias)
  if (staff.branchContactId !== local.id) throw notFound(texts.unknownLocal)
  return { id: staff.id, name: staff.name, local }
}

/** GET session: another local's session reads as none, so that local's page offers its own sign-in. */
export async function currentStaff(db: Database, request: FastifyRequest, alias: string) {
  const staff = await sessionStaff(db, request)
  const local = await consoleLocal(db, alias)
  if (staff.branchContactId !== local.id) throw unauthorized(texts.signInRequired)
  return staffBody({ id: staff.id, name: staff.name, local })
}

export async function signOut(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await closeStaffSession(db, request, reply, STAFF_COOKIE)
}
