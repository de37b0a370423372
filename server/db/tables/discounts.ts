import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { CODE_DISCOUNT_TYPES } from '../../../domain/discount-code'
import { ADJUSTMENT_TYPES } from '../../../domain/order-pricing'
import { customer } from './customer'
import { menuCategory, plate } from './menu'
import { orderMode, orderModeType, paymentMethod } from './order-modes'
import { branch, branchContact } from './tenant'

export const codeDiscountType = pgEnum('code_discount_type', CODE_DISCOUNT_TYPES)

/**
 * A discount code of a branch (optionally of one local). The four conditions of 2-checkout.md §4 are
 * minimumOrderAmount, plateId, the free-delivery redundancy and categoryId; the commercial terms are
 * firstTimeOnly and maxDiscountAmount; limitedUsage codes expire 180 s after being applied.
 */
export const discountCode = pgTable(
  'discount_code',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    /** null: every local of the branch. */
    branchContactId: integer('branch_contact_id').references(() => branchContact.id),
    /** Stored upper case; diners type it in any case. */
    code: text('code').notNull(),
    type: codeDiscountType('type').notNull(),
    /** Percentage for PERCENT, money for FIXED, unused for DELIVERY_FEE. */
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    minimumOrderAmount: integer('minimum_order_amount'),
    plateId: integer('plate_id').references(() => plate.id),
    categoryId: integer('category_id').references(() => menuCategory.id),
    maxDiscountAmount: integer('max_discount_amount'),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    limitedUsage: boolean('limited_usage').notNull().default(false),
    /** Modes the code is valid in; empty means every mode (ENVIOGRATIS: delivery only). */
    orderModeTypes: orderModeType('order_mode_types').array().notNull().default(sql`'{}'`),
    /** Payment methods the code is valid with; empty means any. */
    paymentMethods: paymentMethod('payment_methods').array().notNull().default(sql`'{}'`),
    /** How many orders may use it in all; null is unlimited. */
    maxUses: integer('max_uses'),
    active: boolean('active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [
    unique('discount_code_unique').on(t.branchId, t.code),
    check('discount_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check(
      'discount_code_value_check',
      sql`${t.value} >= 0 and (${t.type} <> 'PERCENT' or ${t.value} <= 100)
        and coalesce(${t.minimumOrderAmount}, 0) >= 0 and coalesce(${t.maxDiscountAmount}, 0) >= 0`,
    ),
  ],
)

/** One row per order that used a code; counts uses and first purchases. */
export const discountCodeUsage = pgTable(
  'discount_code_usage',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCode.id),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').references(() => customer.id),
    amount: integer('amount').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_code_usage_order_unique').on(t.orderId),
    index('discount_code_usage_code_idx').on(t.discountCodeId),
  ],
)

export const adjustmentType = pgEnum('adjustment_type', ADJUSTMENT_TYPES)

/**
 * A general discount of an order mode, applied to every order (limited to some payment methods when
 * paymentMethods is not empty). A row with `partner` set is an external loyalty partner's benefit, only
 * given through getExternalBenefits.
 */
export const generalDiscount = pgTable(
  'general_discount',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderModeId: integer('order_mode_id')
      .notNull()
      .references(() => orderMode.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: adjustmentType('type').notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paymentMethods: paymentMethod('payment_methods').array().notNull().default(sql`'{}'`),
    partner: text('partner'),
    externalBenefitType: text('external_benefit_type'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('general_discount_unique').on(t.orderModeId, t.name),
    check(
      'general_discount_value_check',
      sql`${t.value} >= 0 and (${t.type} <> 'PERCENT' or ${t.value} <= 100)`,
    ),
  ],
)

export const generalSurcharge = pgTable(
  'general_surcharge',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderModeId: integer('order_mode_id')
      .notNull()
      .references(() => orderMode.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: adjustmentType('type').notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paymentMethods: paymentMethod('payment_methods').array().notNull().default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('general_surcharge_unique').on(t.orderModeId, t.name),
    check(
      'general_surcharge_value_check',
      sql`${t.value} >= 0 and (${t.type} <> 'PERCENT' or ${t.value} <= 100)`,
    ),
  ],
)

/**
 * When a diner applied a limited-usage code: the order must follow within 180 s of it (CODE_TIME_LIMIT_MS),
 * so createOrder looks for an application this recent.
 */
export const discountCodeApplication = pgTable(
  'discount_code_application',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCode.id, { onDelete: 'cascade' }),
    phoneKey: text('phone_key').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_code_application_idx').on(t.discountCodeId, t.phoneKey, t.appliedAt)],
)
