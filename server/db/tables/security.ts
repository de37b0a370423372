import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { branch } from './tenant'

/**
 * Secret checks reserved per key (an account, a client address): one row per key whose window is open.
 * A check counts here BEFORE the secret is evaluated, in one statement, so a burst cannot slip past the
 * limit while the slow hash runs, and every process sharing the database shares the count.
 */
/**
 * Request counts of the rate limits (server/plugins/rate-limits.ts), one row per key whose window is
 * open: every node behind a load balancer counts against the same row, so the limit holds for the
 * cluster, not once per node. A window ends at `window_ends_at`; the next request starts a new one.
 */
export const rateLimitHit = pgTable(
  'rate_limit_hit',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hit_window_idx').on(t.windowEndsAt)],
)

export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One-time codes proving a diner owns a phone before spending its points: the code (scrypt) sent through
 * the messaging adapter, then, once confirmed, the digest of the proof the browser holds in a cookie.
 */
export const phoneVerification = pgTable(
  'phone_verification',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id, { onDelete: 'cascade' }),
    phoneKey: text('phone_key').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    proofHash: text('proof_hash').unique(),
    proofExpiresAt: timestamp('proof_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verification_phone_idx').on(t.branchId, t.phoneKey)],
)
