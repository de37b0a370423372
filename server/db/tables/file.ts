import { sql } from 'drizzle-orm'
import { check, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { menuCategory, plate } from './menu'
import { branch } from './tenant'

export const fileType = pgEnum('file_type', [
  'LOGO',
  'HORIZONTAL_LOGO',
  'BACKGROUND_LOGO',
  'BANNER_LOGO',
  'PLATE_IMAGE',
  'CATEGORY_IMAGE',
])

/**
 * Images: a branch's logos, a plate's or a category's picture. The storefront asks for one by its
 * owner's id and the type.
 */
export const file = pgTable(
  'file',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: fileType('type').notNull(),
    /** Absolute, data:, or an /api/… path the client prefixes with the API host. */
    url: text('url').notNull(),
    branchId: integer('branch_id').references(() => branch.id, { onDelete: 'cascade' }),
    plateId: integer('plate_id').references(() => plate.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => menuCategory.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('file_branch_type_unique').on(t.branchId, t.type),
    unique('file_plate_type_unique').on(t.plateId, t.type),
    unique('file_category_type_unique').on(t.categoryId, t.type),
    check(
      'file_owner_check',
      sql`case
        when ${t.type} in ('PLATE_IMAGE') then ${t.plateId} is not null and num_nonnulls(${t.branchId}, ${t.categoryId}) = 0
        when ${t.type} in ('CATEGORY_IMAGE') then ${t.categoryId} is not null and num_nonnulls(${t.branchId}, ${t.plateId}) = 0
        else ${t.branchId} is not null and num_nonnulls(${t.plateId}, ${t.categoryId}) = 0
      end`,
    ),
  ],
)
