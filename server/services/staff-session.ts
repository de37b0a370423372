import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { staffSession } from '../db/schema'
import { newToken, tokenDigest } from './secrets'

/**
 * Staff sessions of the console and the back office: one table, one way to open and end them; only the
 * cookie's name and lifetime differ, so a console and the back office can be open in one browser.
 */

export interface StaffCookie {
  name: string
  hours: number
}

/** A new session row for the account and its token in a signed, httpOnly, SameSite=Strict cookie. */
export async function openStaffSession(
  db: Database,
  reply: FastifyReply,
  staffId: number,
  cookie: StaffCookie,
): Promise<void> {
  const { token, digest } = newToken()
  const expiresAt = new Date(Date.now() + cookie.hours * 3_600_000)
  await db.insert(staffSession).values({ tokenHash: digest, staffId, expiresAt })
  reply.setCookie(cookie.name, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/',
    expires: expiresAt,
  })
}

/** The token a signed cookie carries; undefined when absent or tampered with. */
export function staffCookieToken(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies?.[name]
  if (!raw) return undefined
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid && unsigned.value ? unsigned.value : undefined
}

/** Revokes the cookie's session row (when there is one) and clears the cookie; signing out never fails. */
export async function closeStaffSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
): Promise<void> {
  const token = staffCookieToken(request, name)
  if (token) await db.delete(staffSession).where(eq(staffSession.tokenHash, tokenDigest(token)))
  reply.clearCookie(name, { path: '/' })
}
