import type { SQL } from 'drizzle-orm'
import type { DbOrTx } from './client'

/**
 * The rows of a raw query on either driver, as plain objects. The one cast of a raw result: `Database` is
 * typed over drizzle's generic `PgQueryResultHKT`, whose result type is `unknown`, while both drivers
 * (node-postgres, PGlite) answer `{ rows }`; the caller names the row's shape its SQL selects.
 */
export async function queryRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}
