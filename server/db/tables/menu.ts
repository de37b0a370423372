import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { MENU_DISCOUNT_TYPES } from '../../../domain/cart'
import { CUSTOMIZATION_THEMES } from '../../../domain/customization'
import { branch } from './tenant'

/**
 * A menu belongs to a branch and is shown by the order modes that point at it; modes sharing a menu
 * share its hash, so switching between them keeps the cart.
 */
export const menu = pgTable(
  'menu',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    name: text('name').notNull(),
    /** sha256 of the canonical serialization of the menu's content; refreshed on every change. */
    hash: text('hash').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('menu_branch_name_unique').on(t.branchId, t.name)],
)

/** A product of the branch; menus list plates through their categories. */
export const plate = pgTable(
  'plate',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    name: text('name').notNull(),
    showName: text('show_name'),
    description: text('description'),
    /** Whole currency units; null when the plate is sold by size. */
    price: integer('price'),
    maxQuantity: integer('max_quantity'),
    /** Optimistic version of the back office (issue 36): every admin write of the plate or its sizes bumps it. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('plate_branch_name_unique').on(t.branchId, t.name),
    check('plate_price_check', sql`${t.price} is null or ${t.price} >= 0`),
    check('plate_max_quantity_check', sql`${t.maxQuantity} is null or ${t.maxQuantity} > 0`),
  ],
)

export const plateSize = pgTable(
  'plate_size',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plateId: integer('plate_id')
      .notNull()
      .references(() => plate.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('plate_size_unique').on(t.plateId, t.name),
    check('plate_size_price_check', sql`${t.price} >= 0`),
  ],
)

export const garnishGroup = pgTable(
  'garnish_group',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plateId: integer('plate_id')
      .notNull()
      .references(() => plate.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    showName: text('show_name'),
    position: integer('position').notNull().default(0),
    mandatory: boolean('mandatory').notNull().default(false),
    multipleSelection: boolean('multiple_selection').notNull().default(false),
    minGarnishAmount: integer('min_garnish_amount').notNull().default(0),
    maxGarnishAmount: integer('max_garnish_amount').notNull().default(1),
  },
  (t) => [
    unique('garnish_group_unique').on(t.plateId, t.name),
    check(
      'garnish_group_amount_check',
      sql`${t.minGarnishAmount} >= 0 and ${t.maxGarnishAmount} >= greatest(${t.minGarnishAmount}, 1)`,
    ),
  ],
)

export const garnish = pgTable(
  'garnish',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    garnishGroupId: integer('garnish_group_id')
      .notNull()
      .references(() => garnishGroup.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    showName: text('show_name'),
    description: text('description'),
    price: integer('price').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('garnish_unique').on(t.garnishGroupId, t.name),
    check('garnish_price_check', sql`${t.price} >= 0`),
  ],
)

export const menuCategory = pgTable(
  'menu_category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menu.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    showName: text('show_name'),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('menu_category_unique').on(t.menuId, t.name)],
)

export const menuItem = pgTable(
  'menu_item',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategory.id, { onDelete: 'cascade' }),
    plateId: integer('plate_id')
      .notNull()
      .references(() => plate.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Replaces the plate's own price in this menu (plates without sizes). */
    priceOverride: integer('price_override'),
    remarked: boolean('remarked').notNull().default(false),
    upselled: boolean('upselled').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.plateId] }),
    index('menu_item_plate_idx').on(t.plateId),
    check('menu_item_price_check', sql`${t.priceOverride} is null or ${t.priceOverride} >= 0`),
  ],
)

export const indicator = pgTable('indicator', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  showName: text('show_name').notNull(),
  backgroundColor: text('background_color').notNull(),
  textColor: text('text_color').notNull(),
})

export const plateIndicator = pgTable(
  'plate_indicator',
  {
    plateId: integer('plate_id')
      .notNull()
      .references(() => plate.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicator.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.plateId, t.indicatorId] })],
)

export const categoryIndicator = pgTable(
  'category_indicator',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategory.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicator.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.indicatorId] })],
)

export const menuDiscountType = pgEnum('menu_discount_type', MENU_DISCOUNT_TYPES)

export const menuDiscount = pgTable(
  'menu_discount',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    name: text('name').notNull(),
    type: menuDiscountType('type').notNull(),
    active: boolean('active').notNull().default(true),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    buy: integer('buy'),
    pay: integer('pay'),
    fixedDiscount: integer('fixed_discount'),
    finalPrice: integer('final_price'),
  },
  (t) => [
    unique('menu_discount_unique').on(t.branchId, t.name),
    // Each kind carries exactly the figures it needs.
    check(
      'menu_discount_kind_check',
      sql`case ${t.type}
        when 'PERCENT' then ${t.percentage} > 0 and ${t.percentage} <= 100
        when 'MULTIPLE' then ${t.buy} > ${t.pay} and ${t.pay} > 0
        when 'FIXED' then ${t.fixedDiscount} > 0
        when 'FINAL_PRICE' then ${t.finalPrice} >= 0
      end`,
    ),
  ],
)

export const menuDiscountPlate = pgTable(
  'menu_discount_plate',
  {
    menuDiscountId: integer('menu_discount_id')
      .notNull()
      .references(() => menuDiscount.id, { onDelete: 'cascade' }),
    plateId: integer('plate_id')
      .notNull()
      .references(() => plate.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.menuDiscountId, t.plateId] }),
    index('menu_discount_plate_plate_idx').on(t.plateId),
  ],
)

export const customizationTheme = pgEnum('customization_theme', CUSTOMIZATION_THEMES)

export const menuCustomization = pgTable(
  'menu_customization',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    resource: text('resource').notNull(),
    displayType: text('display_type').notNull().default('DEFAULT'),
    theme: customizationTheme('theme').notNull().default('DEFAULT'),
    /** JSON text as the storefront receives it; it parses it and treats invalid JSON as {}. */
    commands: text('commands').notNull().default('{}'),
  },
  (t) => [unique('menu_customization_unique').on(t.branchId, t.resource)],
)
