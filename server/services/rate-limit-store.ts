import { lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitHit } from '../db/schema'

type Counted = { current: number; ttl: number }
type Done = (error: Error | null, result?: Counted) => void

/** What @fastify/rate-limit asks of a store (its LocalStore and RedisStore have the same shape). */
export interface RateLimitStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void
  read(key: string, done: Done, timeWindow: number, max: number): void
  child(routeOptions: unknown): RateLimitStore
}

/**
 * A @fastify/rate-limit store whose counts live in the database (table rate_limit_hit): every node
 * sharing a PostgreSQL database counts against the same row, so three nodes behind a load balancer give
 * a client the limit, not three times it. One statement per count: the row's window starts over once it
 * ended, else its count goes up; PostgreSQL's row lock orders concurrent counts, on any node.
 */
export function databaseRateLimitStore(db: Database): new () => RateLimitStore {
  const expired = sql`${rateLimitHit.windowEndsAt} <= now()`
  const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHit.windowEndsAt} - now())) * 1000))::int`

  async function count(key: string, timeWindow: number): Promise<Counted> {
    const ends = sql`now() + make_interval(secs => ${timeWindow / 1000})`
    const [row] = await db
      .insert(rateLimitHit)
      .values({ key, hits: 1, windowEndsAt: ends })
      .onConflictDoUpdate({
        target: rateLimitHit.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHit.hits} + 1 end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitHit.windowEndsAt} end`,
        },
      })
      .returning({ current: rateLimitHit.hits, ttl: ttlMs })
    // Now and then, not on every count: windows long over are dead rows (passing addresses, phones).
    if (Math.random() < 0.01) await db.delete(rateLimitHit).where(lte(rateLimitHit.windowEndsAt, sql`now()`))
    return row ?? { current: 1, ttl: timeWindow }
  }

  async function peek(key: string): Promise<Counted> {
    const [row] = await db
      .select({ current: rateLimitHit.hits, ttl: ttlMs, over: sql<boolean>`${expired}` })
      .from(rateLimitHit)
      .where(sql`${rateLimitHit.key} = ${key}`)
    return !row || row.over ? { current: 0, ttl: 0 } : { current: row.current, ttl: row.ttl }
  }

  const settle = (work: Promise<Counted>, done: Done) =>
    work.then(
      (result) => done(null, result),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    )

  class DatabaseStore implements RateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      settle(count(key, timeWindow), done)
    }
    read(key: string, done: Done) {
      settle(peek(key), done)
    }
    child() {
      return this
    }
  }
  return DatabaseStore
}
