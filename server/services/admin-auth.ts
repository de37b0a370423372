import { and, eq, gt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { admin as texts } from '../../i18n/es/admin'
import { fillTemplate } from '../../i18n/render'
import type { Database } from '../db/client'
import { branch, branchContact, company, staffMember, staffSession } from '../db/schema'
import { forbidden, notFound, tooManyRequests, unauthorized } from '../errors'
import { resolveAlias } from './aliases'
import type { Schemas } from './api-types'
import { STAFF_COOKIE } from './console-auth'
import { tokenDigest, verifySecret } from './secrets'
import { closeStaffSession, openStaffSession, staffCookieToken } from './staff-session'
import { clearChecks, reserveCheck, type ThrottleKey } from './throttle'

/**
 * The back office's guard (issue 36). Every admin route calls `requireAdmin(request, { alias? })`, made
 * once per app by `adminGuard(db)`: 401 without a session, 403 (problem+json) for a console account, for
 * a manager outside their branch or local and across tenants, 404 for an alias nobody has.
 */

/** Its own cookie, so signing in to the back office does not end a console session in the same browser. */
export const ADMIN_COOKIE = 'admin_session'
/** A working day at the office. */
export const ADMIN_SESSION_HOURS = 12
export const MAX_ADMIN_SIGN_IN_FAILURES = 5
export const ADMIN_SIGN_IN_LOCK_MINUTES = 15

export type AdminRole = 'owner' | 'manager'

/** What an account administers: the whole company (owner), one branch or one local (manager). */
export type AdminScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'branch'; branchId: number }
  | { kind: 'local'; localId: number; branchId: number }

export interface AdminPrincipal {
  staffId: number
  name: string
  role: AdminRole
  companyId: number
  scope: AdminScope
}

/** A company, branch or local the caller named by alias, with the ids that place it in a company. */
export type AdminPlace =
  | { kind: 'company'; id: number; alias: string; name: string; companyId: number }
  | { kind: 'branch'; id: number; alias: string; name: string; companyId: number; branchId: number }
  | {
      kind: 'local'
      id: number
      alias: string
      name: string
      companyId: number
      branchId: number
      localId: number
    }

export interface AdminAccess extends AdminPrincipal {
  /** the place `alias` named, when the caller passed one (already checked against the scope) */
  place?: AdminPlace
}

export type RequireAdmin = (request: FastifyRequest, options?: { alias?: string }) => Promise<AdminAccess>

/** The guard every admin route file builds once from its deps: `const requireAdmin = adminGuard(db)`. */
export function adminGuard(db: Database): RequireAdmin {
  return async (request, options = {}) => {
    const principal = await sessionPrincipal(db, request)
    if (options.alias === undefined) return principal
    const place = await adminPlace(db, options.alias)
    if (place.companyId !== principal.companyId) throw forbidden(texts.otherCompany)
    if (!scopeCovers(principal.scope, place))
      throw forbidden(fillTemplate(texts.outsideScope, { name: place.name }))
    return { ...principal, place }
  }
}

/** Whether a scope reaches a place: a company its every branch and local, a branch its locals. */
export function scopeCovers(scope: AdminScope, place: AdminPlace): boolean {
  switch (scope.kind) {
    case 'company':
      return place.companyId === scope.companyId
    case 'branch':
      return place.kind !== 'company' && place.branchId === scope.branchId
    case 'local':
      return place.kind === 'local' && place.localId === scope.localId
  }
}

/** A company, branch or local by alias (or a local by id, as every link does); 404 when nobody has it. */
export async function adminPlace(db: Database, alias: string): Promise<AdminPlace> {
  const found = await resolveAlias(db, alias)
  if (!found) throw notFound(texts.unknownPlace)
  if (found.kind === 'company') {
    const [row] = await db.select().from(company).where(eq(company.alias, found.alias))
    if (row) return { kind: 'company', id: row.id, alias: row.alias, name: row.name, companyId: row.id }
  } else if (found.kind === 'branch') {
    const [row] = await db.select().from(branch).where(eq(branch.alias, found.alias))
    if (row)
      return {
        kind: 'branch',
        id: row.id,
        alias: row.alias,
        name: row.name,
        companyId: row.companyId,
        branchId: row.id,
      }
  } else {
    const [row] = await db
      .select({
        id: branchContact.id,
        alias: branchContact.alias,
        name: branchContact.name,
        branchId: branch.id,
        companyId: branch.companyId,
      })
      .from(branchContact)
      .innerJoin(branch, eq(branch.id, branchContact.branchId))
      .where(eq(branchContact.alias, found.alias))
    if (row) return { kind: 'local', ...row, localId: row.id }
  }
  throw notFound(texts.unknownPlace)
}

/**
 * The account of the live session: the back office's cookie, else the console's (so a console account
 * that opens /admin is told it has no access, 403, rather than asked to sign in again).
 */
async function sessionPrincipal(db: Database, request: FastifyRequest): Promise<AdminPrincipal> {
  const token = staffCookieToken(request, ADMIN_COOKIE) ?? staffCookieToken(request, STAFF_COOKIE)
  if (!token) throw unauthorized(texts.signInRequired)
  const [row] = await db
    .select(accountColumns)
    .from(staffSession)
    .innerJoin(staffMember, eq(staffMember.id, staffSession.staffId))
    .leftJoin(branchContact, eq(branchContact.id, staffMember.branchContactId))
    .where(and(eq(staffSession.tokenHash, tokenDigest(token)), gt(staffSession.expiresAt, new Date())))
  if (!row) throw unauthorized(texts.signInRequired)
  return principalOfRow(row)
}

const accountColumns = {
  id: staffMember.id,
  name: staffMember.name,
  role: staffMember.role,
  companyId: staffMember.companyId,
  branchId: staffMember.branchId,
  localId: staffMember.branchContactId,
  localBranchId: branchContact.branchId,
}

type AccountRow = {
  id: number
  name: string
  role: 'console' | AdminRole
  companyId: number | null
  branchId: number | null
  localId: number | null
  localBranchId: number | null
}

/** A console account (or a row without a company) has no back office: 403. */
function principalOfRow(row: AccountRow): AdminPrincipal {
  if (row.role === 'console' || row.companyId === null) throw forbidden(texts.consoleOnly)
  const scope: AdminScope =
    row.role === 'owner'
      ? { kind: 'company', companyId: row.companyId }
      : row.branchId !== null
        ? { kind: 'branch', branchId: row.branchId }
        : { kind: 'local', localId: row.localId ?? 0, branchId: row.localBranchId ?? 0 }
  return { staffId: row.id, name: row.name, role: row.role, companyId: row.companyId, scope }
}

const lockedOut = (retryAfterSeconds: number) =>
  tooManyRequests(
    fillTemplate(texts.tooManyAttempts, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
    retryAfterSeconds,
  )

const signInKeys = (email: string, clientKey: string): ThrottleKey[] => [
  { key: `admin:${email}`, limit: MAX_ADMIN_SIGN_IN_FAILURES },
  { key: `admin-ip:${clientKey}`, limit: MAX_ADMIN_SIGN_IN_FAILURES * 4 },
]

/** E-mail and password of an owner or a manager; opens a session in the back office's own cookie. */
export async function signInAdmin(
  db: Database,
  reply: FastifyReply,
  body: Schemas['AdminSignIn'],
  clientKey: string,
): Promise<Schemas['AdminSession']> {
  const email = body.email.trim().toLowerCase()
  const keys = signInKeys(email, clientKey)
  const reservation = await reserveCheck(db, keys, ADMIN_SIGN_IN_LOCK_MINUTES)
  if (!reservation.allowed) throw lockedOut(reservation.retryAfterSeconds)
  const [staff] = await db.select().from(staffMember).where(eq(staffMember.email, email))
  // Hash even for an unknown e-mail so the answer time does not tell which accounts exist.
  const valid = await verifySecret(body.password, staff?.passwordHash ?? 'scrypt$00$00')
  if (!staff || !valid || staff.role === 'console') throw unauthorized(texts.wrongCredentials)
  await clearChecks(db, keys)
  await openStaffSession(db, reply, staff.id, { name: ADMIN_COOKIE, hours: ADMIN_SESSION_HOURS })
  return sessionBody(db, await principalOf(db, staff.id))
}

async function principalOf(db: Database, staffId: number): Promise<AdminPrincipal> {
  const [row] = await db
    .select(accountColumns)
    .from(staffMember)
    .leftJoin(branchContact, eq(branchContact.id, staffMember.branchContactId))
    .where(eq(staffMember.id, staffId))
  if (!row) throw unauthorized(texts.signInRequired)
  return principalOfRow(row)
}

/** The session's account, its company and its scope, for the back office's header. */
export async function sessionBody(db: Database, principal: AdminPrincipal): Promise<Schemas['AdminSession']> {
  const [own] = await db.select().from(company).where(eq(company.id, principal.companyId))
  const [staff] = await db
    .select({ email: staffMember.email })
    .from(staffMember)
    .where(eq(staffMember.id, principal.staffId))
  const scope = await scopeBody(db, principal.scope)
  return {
    staff: { id: principal.staffId, name: principal.name, email: staff?.email ?? '', role: principal.role },
    company: { alias: own?.alias ?? '', name: own?.name ?? '' },
    scope,
  }
}

async function scopeBody(db: Database, scope: AdminScope): Promise<Schemas['AdminSession']['scope']> {
  if (scope.kind === 'company') {
    const [row] = await db.select().from(company).where(eq(company.id, scope.companyId))
    return { kind: 'company', alias: row?.alias ?? '', name: row?.name ?? '' }
  }
  if (scope.kind === 'branch') {
    const [row] = await db.select().from(branch).where(eq(branch.id, scope.branchId))
    return { kind: 'branch', alias: row?.alias ?? '', name: row?.name ?? '' }
  }
  const [row] = await db.select().from(branchContact).where(eq(branchContact.id, scope.localId))
  return { kind: 'local', alias: row?.alias ?? '', name: row?.name ?? '' }
}

/** GET session: the account the cookie opens; 401 without one, 403 for a console account. */
export async function currentAdmin(db: Database, request: FastifyRequest): Promise<Schemas['AdminSession']> {
  return sessionBody(db, await sessionPrincipal(db, request))
}

export async function signOutAdmin(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await closeStaffSession(db, request, reply, ADMIN_COOKIE)
}
