import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { branchContact } from './tenant'

/** GeoJSON Polygon geometry: rings of [lng, lat] positions, the first ring the outer boundary. */
export interface PolygonGeometry {
  type: 'Polygon'
  coordinates: [number, number][][]
}

export const deliveryZone = pgTable(
  'delivery_zone',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    branchContactId: integer('branch_contact_id')
      .notNull()
      .references(() => branchContact.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower first when zones overlap. */
    priority: integer('priority').notNull().default(0),
    polygon: jsonb('polygon').$type<PolygonGeometry>().notNull(),
    fee: integer('fee').notNull(),
    minimum: integer('minimum').notNull().default(0),
    freeDeliveryFrom: integer('free_delivery_from'),
    etaMin: integer('eta_min').notNull(),
    etaMax: integer('eta_max').notNull(),
    cashAllowed: boolean('cash_allowed').notNull().default(true),
    ridersAvailable: boolean('riders_available').notNull().default(true),
  },
  (t) => [
    unique('delivery_zone_unique').on(t.branchContactId, t.name),
    check(
      'delivery_zone_money_check',
      sql`${t.fee} >= 0 and ${t.minimum} >= 0 and coalesce(${t.freeDeliveryFrom}, 0) >= 0`,
    ),
    check('delivery_zone_eta_check', sql`${t.etaMin} >= 0 and ${t.etaMax} >= ${t.etaMin}`),
  ],
)
