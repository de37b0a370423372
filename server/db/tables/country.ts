import { integer, pgTable, text } from 'drizzle-orm/pg-core'

export const country = pgTable('country', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  mantissaLength: integer('mantissa_length').notNull().default(0),
  thousandsSeparator: text('thousands_separator').notNull().default('.'),
  decimalSeparator: text('decimal_separator').notNull().default(','),
  timeZone: text('time_zone').notNull(),
})
