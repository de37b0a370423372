import { sql } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'

/** Rows per table of the public schema: what a write that should change nothing must leave alone. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = (
    (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((r) => r.table_name)
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )) as unknown as {
      rows: { n: number }[]
    }
    counts[table] = result.rows[0]?.n ?? -1
  }
  return counts
}
