import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { HOURS_POLICIES } from '../../../domain/opening'
import { ORDER_MODE_TYPES, PAYMENT_UPLOADS, SCHEDULED_ORDERS } from '../../../domain/order-mode'
import { menu } from './menu'
import { branchContact } from './tenant'

export const orderModeType = pgEnum('order_mode_type', ORDER_MODE_TYPES)

/**
 * How a mode's ordering hours relate to the local's: the local's own hours ('Pedidos habilitados en el
 * horario del local'), the mode's schedules ('… en los siguientes horarios') or the mode's schedules
 * within the local's hours ('… dentro de estos horarios').
 */
export const hoursPolicy = pgEnum('hours_policy', HOURS_POLICIES)

/** Whether the diner may schedule an order for later: never, as an option, or only scheduled. */
export const scheduledOrders = pgEnum('scheduled_orders', SCHEDULED_ORDERS)

export const orderMode = pgTable(
  'order_mode',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id),
    type: orderModeType('type').notNull(),
    /** The mode's name in the URL: /menu/{alias}/{pathName}. */
    pathName: text('path_name').notNull(),
    showName: text('show_name'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** false: the menu is informative only ('Pedidos deshabilitados, menú informativo'). */
    orderEnabled: boolean('order_enabled').notNull().default(true),
    /** false: always open ('Siempre abierto'); true: hours apply as hoursPolicy says. */
    useSchedule: boolean('use_schedule').notNull().default(false),
    hoursPolicy: hoursPolicy('hours_policy').notNull().default('BRANCH_HOURS'),
    scheduledOrders: scheduledOrders('scheduled_orders').notNull().default('NONE'),
    /** Closed by hand ('Cerrado Temporalmente'), whatever the hours say. */
    manuallyClosed: boolean('manually_closed').notNull().default(false),
    minDelayInMinutes: integer('min_delay_in_minutes').notNull().default(0),
    maxDelayInMinutes: integer('max_delay_in_minutes').notNull().default(0),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menu.id),
    /** Service fee: a fixed amount in whole currency units plus a percentage of the subtotal. */
    userFee: integer('user_fee').notNull().default(0),
    percentageUserFee: numeric('percentage_user_fee', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('order_mode_path_unique').on(t.branchContactId, t.pathName),
    unique('order_mode_type_unique').on(t.branchContactId, t.type),
    index('order_mode_menu_idx').on(t.menuId),
    check(
      'order_mode_delay_check',
      sql`${t.minDelayInMinutes} >= 0 and ${t.maxDelayInMinutes} >= ${t.minDelayInMinutes}`,
    ),
    check('order_mode_fee_check', sql`${t.userFee} >= 0 and ${t.percentageUserFee} between 0 and 100`),
  ],
)

export const paymentMethod = pgEnum('payment_method', [
  'CASH',
  'ONLINE_CARD',
  'PAYMENT_LINK',
  'BANK_REDIRECT',
])
export const paymentUpload = pgEnum('payment_upload', PAYMENT_UPLOADS)

export const paymentType = pgTable(
  'payment_type',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderModeId: integer('order_mode_id')
      .notNull()
      .references(() => orderMode.id, { onDelete: 'cascade' }),
    paymentMethod: paymentMethod('payment_method').notNull(),
    showName: text('show_name').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    upload: paymentUpload('upload').notNull().default('APP'),
    /** Online payments only: which provider takes the payment. */
    providerName: text('provider_name'),
  },
  (t) => [unique('payment_type_mode_method_unique').on(t.orderModeId, t.paymentMethod)],
)

/**
 * Hours hang from either a local (its opening hours) or an order mode (when the mode keeps its own),
 * as schedules → configs → working days → working hours, the shape the storefront reads.
 */
export const schedule = pgTable(
  'schedule',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id').references(() => branchContact.id, { onDelete: 'cascade' }),
    orderModeId: integer('order_mode_id').references(() => orderMode.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('schedule_owner_check', sql`num_nonnulls(${t.branchContactId}, ${t.orderModeId}) = 1`),
    unique('schedule_branch_contact_position_unique').on(t.branchContactId, t.position),
    unique('schedule_order_mode_position_unique').on(t.orderModeId, t.position),
  ],
)

export const scheduleConfig = pgTable(
  'schedule_config',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedule.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('schedule_config_position_unique').on(t.scheduleId, t.position)],
)

export const workingDay = pgTable(
  'working_day',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheduleConfigId: integer('schedule_config_id')
      .notNull()
      .references(() => scheduleConfig.id, { onDelete: 'cascade' }),
    /** ISO day: 1 Monday … 7 Sunday. */
    dayOfWeek: integer('day_of_week').notNull(),
  },
  (t) => [
    unique('working_day_unique').on(t.scheduleConfigId, t.dayOfWeek),
    check('working_day_day_check', sql`${t.dayOfWeek} between 1 and 7`),
  ],
)

export const workingHour = pgTable(
  'working_hour',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workingDayId: integer('working_day_id')
      .notNull()
      .references(() => workingDay.id, { onDelete: 'cascade' }),
    /** 'HH:MM' local time of the branch contact; a range ends the same day, at 23:59 the latest. */
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
  },
  (t) => [
    unique('working_hour_unique').on(t.workingDayId, t.startAt),
    check(
      'working_hour_format_check',
      sql`${t.startAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.startAt} < ${t.endAt}`,
    ),
  ],
)
