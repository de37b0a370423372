import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { ANALYTICS_EVENT_TYPES } from '../../../domain/analytics'
import { orderMode } from './order-modes'
import { branch, branchContact } from './tenant'

/**
 * Whether the abandoned-cart notification of a cart is still due: PENDING from the moment the page is
 * hidden, CANCELLED when the diner comes back. The cart itself stays recoverable either way.
 */
export const abandonedCartStatus = pgEnum('abandoned_cart_status', ['PENDING', 'CANCELLED'])

/** The last cart a phone left at a local (one per phone and local; a new report replaces it). */
export const abandonedCart = pgTable(
  'abandoned_cart',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the customer key of the phone (domain/phone phoneKey), so any spelling of it finds the cart */
    phone: text('phone').notNull(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    orderModeId: integer('order_mode_id')
      .notNull()
      .references(() => orderMode.id),
    email: text('email'),
    /** the cart lines as the storefront sent them (contract CartItem[]) */
    items: jsonb('items').notNull(),
    status: abandonedCartStatus('status').notNull().default('PENDING'),
    /** when the notification may go out, if still PENDING */
    notifyAfter: timestamp('notify_after', { withTimezone: true }).notNull(),
    /** when the reminder went out: one node sends it (server/jobs), never again */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    navigationEvent: text('navigation_event'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('abandoned_cart_phone_local_unique').on(t.phone, t.branchContactId),
    index('abandoned_cart_due_idx').on(t.status, t.notifyAfter),
  ],
)

/** A client-side report (POST /api/diner/log). Ids are kept as given: a log must never be refused for them. */
export const dinerLog = pgTable(
  'diner_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    text: text('text').notNull(),
    context: jsonb('context'),
    branchContactId: integer('branch_contact_id'),
    branchId: integer('branch_id'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('diner_log_created_idx').on(t.createdAt)],
)

export const analyticsEventType = pgEnum('analytics_event_type', ANALYTICS_EVENT_TYPES)

/** One storefront analytics event (POST /api/analytics/events), counted per campaign by the venue. */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    type: analyticsEventType('type').notNull(),
    campaignId: text('campaign_id'),
    branchId: integer('branch_id').references(() => branch.id),
    branchContactId: integer('branch_contact_id').references(() => branchContact.id),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    /** event-specific JSON text, as sent */
    context: text('context'),
    /** the date the client stamped */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_event_campaign_idx').on(t.branchId, t.campaignId, t.type),
    index('analytics_event_local_campaign_idx').on(t.branchContactId, t.campaignId, t.type),
    // The venue's campaign report reads a local's events by date (issue 37).
    index('analytics_event_local_time_idx').on(t.branchContactId, t.occurredAt),
    check('analytics_event_session_check', sql`length(${t.sessionId}) between 1 and 100`),
  ],
)
