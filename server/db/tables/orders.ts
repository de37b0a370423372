import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { ORDER_PAYMENT_STATUSES } from '../../../domain/counter-payment'
import { ORDER_STATUSES } from '../../../domain/order-status'
import { customer } from './customer'
import { deliveryZone } from './delivery'
import { discountCode } from './discounts'
import { menuCategory, menuDiscount, plate, plateSize } from './menu'
import { orderMode, orderModeType, paymentMethod, paymentType, paymentUpload } from './order-modes'
import { branch, branchContact } from './tenant'

export const orderStatus = pgEnum('order_status', ORDER_STATUSES)

export const orderPaymentStatus = pgEnum('order_payment_status', ORDER_PAYMENT_STATUSES)

export const orderErrorType = pgEnum('order_error_type', [
  'MISSING_ITEMS',
  'WRONG_ITEMS',
  'LATE_DELIVERY',
  'COLD_FOOD',
  'DAMAGED_PACKAGE',
  'NOT_RECEIVED',
  'OTHER',
])

/** Feeds the short number a kiosk or counter calls out (1–999, wrapping); never used to find an order. */
export const orderDisplayNumber = pgSequence('order_display_number_seq', { startWith: 1 })

/** The destination as the diner gave it (contract UserLocation). */
export interface OrderDestinationValue {
  street?: string | null
  number?: string | null
  city?: string | null
  locality?: string | null
  country?: string | null
  postalCode?: string | null
  fullAddress?: string | null
  lat?: number | null
  lng?: number | null
}

/** A discount or surcharge line as the server computed it. */
export interface OrderAmountLineValue {
  name: string
  type: string
  value?: number
  amount: number
  referenceId?: number | null
  code?: string | null
  externalBenefitType?: string | null
}

/**
 * An order. Every figure is the server's own computation (whole currency units); `code` is the
 * unguessable public key (≥ 64 random bits) and `displayNumber` the short number for kiosks only.
 * Payment columns are what a payment provider updates; delivery references the order by id.
 */
export const dinerOrder = pgTable(
  'diner_order',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    displayNumber: integer('display_number')
      .notNull()
      .default(sql`((nextval('order_display_number_seq') - 1) % 999) + 1`),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id),
    orderModeId: integer('order_mode_id')
      .notNull()
      .references(() => orderMode.id),
    type: orderModeType('type').notNull(),
    status: orderStatus('status').notNull().default('GENERATED'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    scheduled: boolean('scheduled').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    minDelayInMinutes: integer('min_delay_in_minutes'),
    maxDelayInMinutes: integer('max_delay_in_minutes'),

    // Payment
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentType.id),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentStatus: orderPaymentStatus('payment_status').notNull().default('PENDING'),
    paymentUpload: paymentUpload('payment_upload'),
    paymentReferenceId: text('payment_reference_id'),
    paymentUrl: text('payment_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Pesos captured for this order that it must not keep (a second capture, or one after canceling) and the provider could not void. */
    refundDue: integer('refund_due').notNull().default(0),
    paysWith: integer('pays_with'),

    // Customer
    customerId: integer('customer_id').references(() => customer.id),
    customerName: text('customer_name'),
    phone: text('phone'),
    customerEmail: text('customer_email'),
    document: text('document'),
    optIn: boolean('opt_in').notNull().default(true),
    source: text('source').notNull().default('DIRECT'),
    acquisitionChannel: text('acquisition_channel'),
    installedApp: boolean('installed_app').notNull().default(false),
    userExternalReference: text('user_external_reference'),
    partnerName: text('partner_name'),

    // Where
    tableUid: text('table_uid'),
    destination: jsonb('destination').$type<OrderDestinationValue>(),
    betweenStreets: text('between_streets'),
    details: text('details'),
    deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZone.id),
    notes: text('notes'),
    orderText: text('order_text'),

    // Money, as computed by the server (domain/totals.ts)
    itemsPrice: integer('items_price').notNull(),
    surcharges: jsonb('surcharges').$type<OrderAmountLineValue[]>().notNull().default([]),
    discounts: jsonb('discounts').$type<OrderAmountLineValue[]>().notNull().default([]),
    discountCodeId: integer('discount_code_id').references(() => discountCode.id),
    codeDiscount: integer('code_discount').notNull().default(0),
    loyaltyPointsRedeemed: integer('loyalty_points_redeemed').notNull().default(0),
    loyaltyPointsGained: integer('loyalty_points_gained').notNull().default(0),
    userServiceFee: integer('user_service_fee').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    price: integer('price').notNull(),
    total: integer('total').notNull(),

    // Orders console (issue 8): the ETA given on accepting, the reason of a rejection or cancellation,
    // and when the order was handed to the own fleet (it stays READY until the rider delivers it).
    etaMinutes: integer('eta_minutes'),
    /** When staff accepted it: the diner's ETA is this plus etaMinutes (issue 18). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    consoleReason: text('console_reason'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** When staff marked it ready: the counter board keeps its number for a while from then (issue 35). */
    readyAt: timestamp('ready_at', { withTimezone: true }),

    // Error report (once, within 24 h)
    errorType: orderErrorType('error_type'),
    errorReportedAt: timestamp('error_reported_at', { withTimezone: true }),
  },
  (t) => [
    index('diner_order_customer_idx').on(t.customerId, t.orderedAt),
    index('diner_order_contact_idx').on(t.branchContactId, t.orderedAt),
    check(
      'diner_order_money_check',
      sql`${t.itemsPrice} >= 0 and ${t.codeDiscount} >= 0 and ${t.userServiceFee} >= 0
        and ${t.deliveryFee} >= 0 and ${t.price} >= 0 and ${t.total} >= 0
        and ${t.loyaltyPointsRedeemed} >= 0 and ${t.loyaltyPointsGained} >= 0`,
    ),
    check('diner_order_scheduled_check', sql`not ${t.scheduled} or ${t.scheduledAt} is not null`),
    check('diner_order_error_check', sql`(${t.errorType} is null) = (${t.errorReportedAt} is null)`),
  ],
)

/** A chosen garnish as the order keeps it (names and prices at ordering time). */
export interface OrderLineExtraValue {
  groupId: number
  groupName: string
  garnishId: number
  name: string
  price: number
  quantity: number
}

/** One cart line with its prices at ordering time; extras travel as JSON (one insert per order). */
export const dinerOrderLine = pgTable(
  'diner_order_line',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => dinerOrder.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    plateId: integer('plate_id')
      .notNull()
      .references(() => plate.id),
    sizeId: integer('size_id').references(() => plateSize.id),
    categoryId: integer('category_id').references(() => menuCategory.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** base price plus extras, per unit */
    unitPrice: integer('unit_price').notNull(),
    priceWithoutModifiers: integer('price_without_modifiers').notNull(),
    menuDiscountId: integer('menu_discount_id').references(() => menuDiscount.id),
    /** the menu discount of the whole line */
    discountAmount: integer('discount_amount').notNull().default(0),
    /** unitPrice × quantity − discountAmount */
    accPrice: integer('acc_price').notNull(),
    notes: text('notes'),
    source: text('source'),
    upsell: boolean('upsell').notNull().default(false),
    extras: jsonb('extras').$type<OrderLineExtraValue[]>().notNull().default([]),
  },
  (t) => [
    unique('diner_order_line_position_unique').on(t.orderId, t.position),
    check('diner_order_line_quantity_check', sql`${t.quantity} > 0`),
    check(
      'diner_order_line_money_check',
      sql`${t.unitPrice} >= 0 and ${t.discountAmount} >= 0 and ${t.accPrice} >= 0`,
    ),
  ],
)

/**
 * POST /api/order's Idempotency-Key: the first answer is kept with a hash of the body, so a retry with the
 * same body gets it again and a retry with another body is refused. Written in the order's transaction.
 */
export const idempotencyKey = pgTable('idempotency_key', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: integer('order_id')
    .notNull()
    .references(() => dinerOrder.id, { onDelete: 'cascade' }),
  status: integer('status').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
