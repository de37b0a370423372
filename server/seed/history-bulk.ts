import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { queryRows } from '../db/rows'

/**
 * A bulk insert that sends a whole batch as ONE JSON parameter (json_populate_recordset), on either
 * driver. Drizzle's insert builder spent most of the generator's time building parameters row by row
 * (measured: ~70 % of a 30-day run); columns left out take their defaults as usual.
 */
export async function bulkInsert<R extends Record<string, unknown>>(
  db: DbOrTx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  returning: readonly string[] = [],
): Promise<R[]> {
  const first = rows[0]
  if (!first) return []
  const columns = getTableColumns(table) as Record<string, { name: string }>
  const keys = Object.keys(first)
  const names = keys.map((key) => {
    const column = columns[key]
    if (!column) throw new Error(`bulkInsert: ${getTableName(table)} has no column ${key}`)
    return column.name
  })
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {}
    keys.forEach((key, i) => {
      const value = row[key]
      record[names[i] as string] = value instanceof Date ? value.toISOString() : value
    })
    return record
  })
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '))
  const tableName = sql.raw(`"${getTableName(table)}"`)
  const back = returning.length
    ? sql.raw(` returning ${returning.map((key) => `"${columns[key]?.name}" as "${key}"`).join(', ')}`)
    : sql.raw('')
  return queryRows<R>(
    db,
    sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::json)${back}`,
  )
}
