import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { country } from './country'

export const aliasKind = pgEnum('alias_kind', ['company', 'branch', 'branchContact'])

/**
 * One namespace for every URL name: a company, a branch and a local can never share an alias, because
 * each of them must register its alias here (composite foreign key pins the kind).
 */
export const alias = pgTable(
  'alias',
  {
    name: text('name').primaryKey(),
    kind: aliasKind('kind').notNull(),
  },
  (t) => [unique('alias_name_kind_unique').on(t.name, t.kind)],
)

export const company = pgTable(
  'company',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    alias: text('alias').notNull().unique(),
    aliasKind: aliasKind('alias_kind').notNull().default('company'),
    name: text('name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
  },
  (t) => [
    check('company_alias_kind_check', sql`${t.aliasKind} = 'company'`),
    foreignKey({ columns: [t.alias, t.aliasKind], foreignColumns: [alias.name, alias.kind] }),
  ],
)

export interface ColorConfig {
  buttonBorderedColorLight?: string
  buttonBorderedColorDark?: string
  lightMainColor?: string
  darkMainColor?: string
  promotionalBannerColorLight?: string
  promotionalBannerColorDark?: string
  mainBackgroundColorLight?: string
  mainBackgroundColorDark?: string
  mainTextColorLight?: string
  mainTextColorDark?: string
  descriptionTextColorLight?: string
  descriptionTextColorDark?: string
  colorModeType?: 'LIGHT' | 'DARK' | 'AUTO'
}

export interface GeneralConfig {
  colorConfig?: ColorConfig
  fontFamily?: string
  menuConfig?: { plateDetailInModal?: boolean; platesInMainView?: boolean }
  onlineMarketingConfig?: OnlineMarketingConfig
}

export interface OnlineMarketingConfig {
  /** The NPS average is shown on local cards only when enabled and at or above the threshold. */
  showRating?: boolean
  ratingThreshold?: number
  installPromptEnabled?: boolean
  installPromptOrderModes?: ('DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE')[]
  loyaltyRewardId?: number | null
}

export interface Social {
  instagram?: string
  facebook?: string
}

export const branch = pgTable(
  'branch',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id),
    alias: text('alias').notNull().unique(),
    aliasKind: aliasKind('alias_kind').notNull().default('branch'),
    name: text('name').notNull(),
    generalConfig: jsonb('general_config').$type<GeneralConfig>().notNull().default({}),
    social: jsonb('social').$type<Social>().notNull().default({}),
    customMessage: text('custom_message'),
    /** IANA zone the locals' hours are written in. */
    timeZone: text('time_zone').notNull(),
    askForLocation: boolean('ask_for_location').notNull().default(false),
    /** Spending points asks for a one-time code sent to the phone (issue 19); off only where a branch opts out. */
    phoneVerification: boolean('phone_verification').notNull().default(true),
    fbPixelId: text('fb_pixel_id'),
    googleTagManagerId: text('google_tag_manager_id'),
    googleAnalyticsId: text('google_analytics_id'),
  },
  (t) => [
    check('branch_alias_kind_check', sql`${t.aliasKind} = 'branch'`),
    index('branch_company_idx').on(t.companyId),
    foreignKey({ columns: [t.alias, t.aliasKind], foreignColumns: [alias.name, alias.kind] }),
  ],
)

export const branchContact = pgTable(
  'branch_contact',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    alias: text('alias').notNull().unique(),
    aliasKind: aliasKind('alias_kind').notNull().default('branchContact'),
    name: text('name').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    zone: text('zone'),
    locality: text('locality'),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    callPhone: text('call_phone'),
    whatsAppPhone: text('whats_app_phone'),
    mandatoryEmail: boolean('mandatory_email').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    betweenStreetsRequired: boolean('between_streets_required').notNull().default(false),
    npsAvg: doublePrecision('nps_avg'),
    onlinePaymentEnabled: boolean('online_payment_enabled').notNull().default(false),
    /** Orders reach the local through the orders console (true) or as a WhatsApp message (2-checkout.md). */
    ordersConsole: boolean('orders_console').notNull().default(true),
    /** Hours an unpaid online order stays payable from its follow-up (issue 32; README's default 48). */
    payWindowHours: integer('pay_window_hours').notNull().default(48),
    /** The staff PIN that opens a kiosk's set-up (issue 21), as its scrypt hash; null: no PIN set. */
    kioskPinHash: text('kiosk_pin_hash'),
    /** How long a ready number stays on the counter board unless picked up (issue 35); null: the default. */
    boardReadyMinutes: integer('board_ready_minutes'),
  },
  (t) => [
    check('branch_contact_alias_kind_check', sql`${t.aliasKind} = 'branchContact'`),
    index('branch_contact_branch_idx').on(t.branchId),
    check('branch_contact_lat_check', sql`${t.lat} between -90 and 90`),
    check('branch_contact_lng_check', sql`${t.lng} between -180 and 180`),
    foreignKey({ columns: [t.alias, t.aliasKind], foreignColumns: [alias.name, alias.kind] }),
  ],
)
