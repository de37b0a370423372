import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { dinerOrder } from './orders'

/** How a payment reaches the provider: its hosted page (payment link) or a card token from its fields. */
export const paymentKind = pgEnum('payment_kind', ['REDIRECT', 'CARD'])
/**
 * EXPIRED: a payment link replaced by a newer one or by a card payment, closed at the provider.
 * VOIDED: a capture for an order already paid or canceled, released at the provider.
 */
export const paymentOutcome = pgEnum('payment_outcome', [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'VOIDED',
])

/**
 * The merchant's record of each payment attempt with a provider: one row per payment URL or card charge.
 * The order's own payment status is updated alongside; this keeps every attempt and its provider reference.
 */
export const payment = pgTable(
  'payment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => dinerOrder.id),
    provider: text('provider').notNull(),
    kind: paymentKind('kind').notNull(),
    /** The provider's reference: the hosted page's token_ws, or the card charge's id. */
    reference: text('reference').notNull().unique(),
    amount: integer('amount').notNull(),
    status: paymentOutcome('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A capture the provider could not void (the order was paid or canceled): staff owe the diner a refund. */
    refundDue: boolean('refund_due').notNull().default(false),
  },
  (t) => [index('payment_order_idx').on(t.orderId)],
)

/** Provider callbacks already applied, by the provider's event id: a retried delivery answers the same. */
export const paymentEvent = pgTable('payment_event', {
  eventId: text('event_id').primaryKey(),
  reference: text('reference').notNull(),
  status: paymentOutcome('status').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The built-in sandbox provider's own store: transactions behind its hosted page. */
export const sandboxTransaction = pgTable('sandbox_transaction', {
  token: text('token').primaryKey(),
  orderCode: text('order_code').notNull(),
  amount: integer('amount').notNull(),
  /** where the diner goes back after deciding (the follow-up page) */
  returnUrl: text('return_url').notNull(),
  /** the merchant's callback path the sandbox signs and calls */
  callbackUrl: text('callback_url').notNull(),
  status: paymentOutcome('status').notNull().default('PENDING'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
})

/** The sandbox's card tokens: single use, short lived, carrying the outcome its test card number decides. */
export const sandboxCardToken = pgTable('sandbox_card_token', {
  token: text('token').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  lastFour: text('last_four').notNull(),
  outcome: paymentOutcome('outcome').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** the charge the token paid for, and when it was voided */
  chargeReference: text('charge_reference').unique(),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
})
