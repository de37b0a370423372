import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { authThrottle } from '../db/schema'

/** One key a secret check counts against, with its own limit (an account, a client address). */
export interface ThrottleKey {
  key: string
  limit: number
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Reserves one secret check against every key in ONE statement, before the secret is evaluated: the
 * window's count goes up first, so of a burst of concurrent guesses only `limit` are ever evaluated, in
 * this process or any other on the same database. A window starts at a key's first check and lasts
 * `windowMinutes`; then the count starts over. Keys are locked in the order given (accounts before
 * addresses), so concurrent reservations cannot deadlock.
 */
export async function reserveCheck(
  db: Database,
  keys: ThrottleKey[],
  windowMinutes: number,
): Promise<Reservation> {
  const expired = sql`${authThrottle.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes})`
  const rows = await db
    .insert(authThrottle)
    .values(keys.map(({ key }) => ({ key, attempts: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${authThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      key: authThrottle.key,
      attempts: authThrottle.attempts,
      secondsLeft: sql<number>`ceil(extract(epoch from (${authThrottle.windowStartedAt}
        + make_interval(mins => ${windowMinutes}) - now())))::int`,
    })
  // Now and then, not on every check: the sweep is cheap but needless on most requests.
  if (Math.random() < 0.02) await forgetExpiredChecks(db, windowMinutes)
  const limitOf = new Map(keys.map(({ key, limit }) => [key, limit]))
  const over = rows.filter((row) => row.attempts > (limitOf.get(row.key) ?? 0))
  if (over.length === 0) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map((row) => row.secondsLeft)) }
}

/** A right secret clears its keys' counts (its own check included). */
export async function clearChecks(db: Database, keys: ThrottleKey[]): Promise<void> {
  await db.delete(authThrottle).where(
    inArray(
      authThrottle.key,
      keys.map(({ key }) => key),
    ),
  )
}

/** Drops windows long over, so keys guessed once (unknown names, passing addresses) do not pile up. */
export async function forgetExpiredChecks(db: Database, windowMinutes: number): Promise<void> {
  await db
    .delete(authThrottle)
    .where(sql`${authThrottle.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes})`)
}
