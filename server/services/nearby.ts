import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { branchContact, country } from '../db/schema'
import type { SuccessBody } from '../routes/deps'

export type NearbyVenuesBody = SuccessBody<'searchNearbyVenues'>

export interface NearbyQuery {
  lat: number
  lng: number
  /** a country's name or code ('Argentina', 'AR'), case-insensitive */
  country?: string | undefined
  /** the guide's search text, matched against a local's name or alias */
  text?: string | undefined
  pageSize: number
  offset: number
}

// LIKE's own wildcards in the diner's text are literal characters, not patterns.
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Locals by distance from a point ('La carta está en Tucán'): blocked locals are left out; ties keep
 * the id order, so pages never repeat or skip a local. Distance by haversine in the database, in metres.
 */
export async function searchNearby(db: Database, q: NearbyQuery): Promise<NearbyVenuesBody> {
  const rad = Math.PI / 180
  const distance = sql<number>`(2 * 6371008.8 * asin(least(1, sqrt(
      power(sin((radians(${branchContact.lat}) - ${q.lat * rad}) / 2), 2)
      + cos(${q.lat * rad}) * cos(radians(${branchContact.lat}))
        * power(sin((radians(${branchContact.lng}) - ${q.lng * rad}) / 2), 2)))))`
  const filters: (SQL | undefined)[] = [eq(branchContact.blocked, false)]
  const countryName = q.country?.trim()
  if (countryName)
    filters.push(
      or(
        sql`lower(${country.name}) = lower(${countryName})`,
        sql`lower(${country.code}) = lower(${countryName})`,
      ),
    )
  const text = q.text?.trim()
  if (text)
    filters.push(
      or(ilike(branchContact.name, likeLiteral(text)), ilike(branchContact.alias, likeLiteral(text))),
    )

  const rows = await db
    .select({
      id: branchContact.id,
      name: branchContact.name,
      alias: branchContact.alias,
      street: branchContact.street,
      number: branchContact.number,
      city: branchContact.city,
      distance,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(branchContact)
    .innerJoin(country, eq(country.code, branchContact.countryCode))
    .where(and(...filters))
    .orderBy(asc(distance), asc(branchContact.id))
    .limit(q.pageSize)
    .offset(q.offset)

  const total =
    rows[0]?.total ??
    (q.offset > 0
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(branchContact)
              .innerJoin(country, eq(country.code, branchContact.countryCode))
              .where(and(...filters))
          )[0]?.n ?? 0,
        )
      : 0)
  return {
    commerces: rows.map((row) => ({
      branchContact: {
        id: row.id,
        name: row.name,
        alias: row.alias,
        address: { street: row.street, number: row.number, city: row.city },
      },
      distanceInMeters: Math.round(Number(row.distance)),
    })),
    offset: q.offset,
    pageSize: q.pageSize,
    total,
  }
}
