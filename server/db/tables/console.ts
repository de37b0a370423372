import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { branch, branchContact, company } from './tenant'

/**
 * What a staff account may do (issue 36): `console` works one local's orders console; `manager` runs the
 * back office of one branch or one local; `owner` runs the back office of the whole company.
 */
export const staffRole = pgEnum('staff_role', ['console', 'manager', 'owner'])

/**
 * A staff account (password as scrypt, never plain). Console accounts belong to one local and sign in by
 * name there; back-office accounts (owner, manager) sign in by e-mail at /admin and carry their company
 * and their scope: the company (owner), or one branch or one local (manager).
 */
export const staffMember = pgTable(
  'staff_member',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: staffRole('role').notNull().default('console'),
    /** the company of a back-office account (console accounts reach theirs through their local) */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'cascade' }),
    /** a branch manager's branch */
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'cascade' }),
    /** a console account's local, or a local manager's */
    branchContactId: integer('branch_contact_id').references(() => branchContact.id, { onDelete: 'cascade' }),
    /** the back office's sign-in name, unique across tenants; null for console accounts */
    email: text('email').unique('staff_member_email_unique'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('staff_member_name_unique').on(t.branchContactId, t.name),
    index('staff_member_company_idx').on(t.companyId),
    check(
      'staff_member_scope_check',
      sql`(${t.role} = 'console' and ${t.branchContactId} is not null and ${t.branchId} is null)
        or (${t.role} = 'owner' and ${t.companyId} is not null and ${t.email} is not null
            and ${t.branchId} is null and ${t.branchContactId} is null)
        or (${t.role} = 'manager' and ${t.companyId} is not null and ${t.email} is not null
            and (${t.branchId} is null) <> (${t.branchContactId} is null))`,
    ),
  ],
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

/**
 * One back-office write (issue 36): who, when, what entity, and its values before and after, written in
 * the same transaction as the write so the log never tells of a change that did not happen (or misses one).
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    /** the branch and local the entity belongs to, when it does: what a manager's scope filters on */
    branchId: integer('branch_id'),
    branchContactId: integer('branch_contact_id'),
    /** kept when the account is deleted later: the log outlives it */
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** what the entity is called when it was written (a plate's name), so the log reads without joins */
    label: text('label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_entry_company_at_idx').on(t.companyId, t.at)],
)
