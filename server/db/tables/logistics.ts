import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { branchContact } from './tenant'

/**
 * The statuses the database stores (3-delivery.md §4.1). ON_ROUTE_TO_DROP_OFFS is read on input and
 * written as ON_ROUTE_TO_DROP_OFF; the venue's and the customer's cancels keep their own names.
 */
export const STORED_SHIPMENT_STATUSES = [
  'PENDING',
  'LOOKING_FOR_DRIVER',
  'STACKING',
  'ON_ROUTE_TO_PICK_UP',
  'IN_STORE',
  'ON_ROUTE_TO_DROP_OFF',
  'DELIVERED',
  'RETURNED',
  'DRIVER_CANCELED',
  'CANCELED',
  'CUSTOMER_CANCELED',
  'BRANCH_CANCELED',
] as const

const statusList = sql.raw(STORED_SHIPMENT_STATUSES.map((s) => `'${s}'`).join(', '))
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A rider of a local's own fleet; the phone is the customer phone key, the code a scrypt hash. */
export const rider = pgTable(
  'rider',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    securityCodeHash: text('security_code_hash').notNull(),
    /** On shift. */
    active: boolean('active').notNull().default(false),
    minEta: integer('min_eta'),
    maxEta: integer('max_eta'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rider_branch_contact_phone_unique').on(t.branchContactId, t.phone)],
)

/**
 * The code a local gives its riders to register (createRiderWithCode's x-decision): without it anyone
 * could sign up as a rider and take shipments. Stored as a scrypt hash.
 */
export const riderRegistrationCode = pgTable('rider_registration_code', {
  branchContactId: integer('branch_contact_id')
    .primaryKey()
    .references(() => branchContact.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
})

/** A rider's bearer token, kept as its SHA-256 so a leaked table grants nothing. */
export const riderSession = pgTable(
  'rider_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => rider.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('rider_session_rider_idx').on(t.riderId)],
)

/** One work shift: open while endedAt is null; at most one open shift per rider. */
export const riderShift = pgTable(
  'rider_shift',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => rider.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('rider_shift_open_unique').on(t.riderId).where(sql`${t.endedAt} is null`),
    check('rider_shift_order_check', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
)

/**
 * What a shipment delivers: the customer and the destination copied from the order when it was
 * dispatched, so a shipment reads the same whatever happens to the order later. orderId names the
 * order without a foreign key (orders live in their own area; a logistics order may come from outside).
 */
export const logisticsOrder = pgTable(
  'logistics_order',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    orderCode: text('order_code').notNull(),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    destinationAddress: text('destination_address').notNull(),
    destinationDetails: text('destination_details'),
    betweenStreets: text('between_streets'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('logistics_order_code_unique').on(t.branchContactId, t.orderCode),
    index('logistics_order_order_idx').on(t.orderId),
    check(
      'logistics_order_lat_check',
      sql`${t.destinationLat} is null or ${t.destinationLat} between -90 and 90`,
    ),
    check(
      'logistics_order_lng_check',
      sql`${t.destinationLng} is null or ${t.destinationLng} between -180 and 180`,
    ),
  ],
)

/** A multi-delivery: several shipments one rider takes at once. */
export const shipmentStack = pgTable(
  'shipment_stack',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('LOOKING_FOR_DRIVER'),
    providerName: text('provider_name').notNull().default('OWN_FLEET'),
    riderId: integer('rider_id').references(() => rider.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shipment_stack_status_check', sql`${t.status} in (${statusList})`),
    index('shipment_stack_list_idx').on(t.branchContactId, t.status),
  ],
)

export const shipment = pgTable(
  'shipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    logisticsOrderId: integer('logistics_order_id')
      .notNull()
      .references(() => logisticsOrder.id, { onDelete: 'cascade' }),
    /** The local that dispatches it (the logistics order's), kept here for the riders' list. */
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('LOOKING_FOR_DRIVER'),
    providerName: text('provider_name').notNull().default('OWN_FLEET'),
    riderId: integer('rider_id').references(() => rider.id, { onDelete: 'set null' }),
    /** The rider's name and phone as they were when the shipment was taken. */
    riderName: text('rider_name'),
    riderPhone: text('rider_phone'),
    riderLastLat: doublePrecision('rider_last_lat'),
    riderLastLng: doublePrecision('rider_last_lng'),
    riderPositionAt: at('rider_position_at'),
    /** Names the customer's live channel 'tracking-{trackingId}'. */
    trackingId: text('tracking_id').notNull().default(sql`gen_random_uuid()::text`),
    /** The delivery key the customer gives the rider ('Clave de entrega'). */
    securityCode: text('security_code'),
    /** Wrong delivery keys given for this shipment; at the limit only staff can close the order. */
    keyAttempts: integer('key_attempts').notNull().default(0),
    returnShipment: boolean('return_shipment').notNull().default(false),
    stackId: integer('stack_id').references(() => shipmentStack.id, { onDelete: 'set null' }),
    stackingOrder: integer('stacking_order'),
    minEta: integer('min_eta'),
    maxEta: integer('max_eta'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_tracking_id_unique').on(t.trackingId),
    index('shipment_list_idx').on(t.branchContactId, t.status, t.createdAt),
    index('shipment_rider_idx').on(t.riderId),
    index('shipment_stack_idx').on(t.stackId),
    index('shipment_logistics_order_idx').on(t.logisticsOrderId),
    check('shipment_status_check', sql`${t.status} in (${statusList})`),
    check('shipment_key_attempts_check', sql`${t.keyAttempts} >= 0`),
    check(
      'shipment_security_code_check',
      sql`${t.securityCode} is null or ${t.securityCode} ~ '^[0-9]{4,6}$'`,
    ),
    check(
      'shipment_rider_position_check',
      sql`(${t.riderLastLat} is null or ${t.riderLastLat} between -90 and 90) and (${t.riderLastLng} is null or ${t.riderLastLng} between -180 and 180)`,
    ),
    check(
      'shipment_eta_check',
      sql`${t.minEta} is null or ${t.maxEta} is null or ${t.maxEta} >= ${t.minEta}`,
    ),
  ],
)
