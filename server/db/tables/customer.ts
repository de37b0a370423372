import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { branch, branchContact } from './tenant'

/**
 * A diner known by phone. `phoneKey` is domain/phone.ts phoneKey (Argentine mobiles without the
 * '9'), so '11 2345-6789' and '+54 9 11 2345-6789' are the same customer.
 */
export const customer = pgTable('customer', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phoneKey: text('phone_key').notNull().unique(),
  name: text('name'),
  email: text('email'),
  optIn: boolean('opt_in').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A branch's points programme ('Puntos Demo'); percentages 0–100, 1 point = 1 peso. */
export const loyaltyProgram = pgTable(
  'loyalty_program',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .unique()
      .references(() => branch.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    orderPercentage: numeric('order_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    minRedeemedPoints: integer('min_redeemed_points').notNull().default(0),
    maxRedeemedPoints: integer('max_redeemed_points').notNull(),
    maxRedeemedPercentage: numeric('max_redeemed_percentage', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    supportsDiscounts: boolean('supports_discounts').notNull().default(true),
    welcomeText: text('welcome_text'),
  },
  (t) => [
    check(
      'loyalty_program_figures_check',
      sql`${t.orderPercentage} between 0 and 100 and ${t.maxRedeemedPercentage} between 0 and 100
        and ${t.minRedeemedPoints} >= 0 and ${t.maxRedeemedPoints} >= ${t.minRedeemedPoints}`,
    ),
  ],
)

/** The locals where the programme is active. */
export const loyaltyProgramContact = pgTable(
  'loyalty_program_contact',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyProgram.id, { onDelete: 'cascade' }),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.branchContactId] })],
)

/** A customer's membership and balance; the balance never goes below 0 (checked by the database too). */
export const loyaltyAccount = pgTable(
  'loyalty_account',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyProgram.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.customerId] }),
    check('loyalty_account_balance_check', sql`${t.balance} >= 0`),
  ],
)

/** Every points movement (earned, redeemed, reward); postBalance is the balance right after it. */
export const loyaltyMovement = pgTable(
  'loyalty_movement',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyProgram.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** The order's code, or a label for movements without an order (seeded opening balance, rewards). */
    orderCode: text('order_code').notNull(),
    orderId: integer('order_id'),
    amount: integer('amount').notNull(),
    postBalance: integer('post_balance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_movement_account_idx').on(t.programId, t.customerId, t.createdAt),
    check('loyalty_movement_post_balance_check', sql`${t.postBalance} >= 0`),
  ],
)

export const loyaltyReward = pgTable(
  'loyalty_reward',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => loyaltyProgram.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rewardAmount: integer('reward_amount').notNull(),
    active: boolean('active').notNull().default(true),
    /** null: valid at every local of the programme. */
    branchContactId: integer('branch_contact_id').references(() => branchContact.id),
  },
  (t) => [
    unique('loyalty_reward_name_unique').on(t.programId, t.name),
    check('loyalty_reward_amount_check', sql`${t.rewardAmount} >= 0`),
  ],
)

/** A reward is credited once per customer: the primary key makes a second claim impossible. */
export const loyaltyRewardClaim = pgTable(
  'loyalty_reward_claim',
  {
    rewardId: integer('reward_id')
      .notNull()
      .references(() => loyaltyReward.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rewardId, t.customerId] })],
)
