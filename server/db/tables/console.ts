import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { branchContact } from './tenant'

/** A staff member of one local, who signs in to its orders console (password as scrypt, never plain). */
export const staffMember = pgTable(
  'staff_member',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('staff_member_name_unique').on(t.branchContactId, t.name)],
)

/** A console session: the database keeps the token's digest; the browser holds the token in a signed cookie. */
export const staffSession = pgTable(
  'staff_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMember.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId)],
)
