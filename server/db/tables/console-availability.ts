import { date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { branchContact } from './tenant'

/**
 * The "86": a plate or a garnish a local's staff marked unavailable for one local calendar day. The mark
 * holds only while that day is the local's today (domain/availability.ts); undoing it deletes the row.
 */
export const consoleAvailability = pgTable(
  'console_availability',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ['PLATE', 'GARNISH'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** The local calendar day (the local's time zone) the mark holds for. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('console_availability_entity_unique').on(t.branchContactId, t.entityType, t.entityId),
    index('console_availability_day_idx').on(t.branchContactId, t.day),
  ],
)
