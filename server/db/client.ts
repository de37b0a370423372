import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Schema = typeof schema

/** Either driver: code written against this type runs on PGlite and on PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/** A transaction opened with `db.transaction`, on either driver. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What a query that may run inside a caller's transaction takes: the database or that transaction. */
export type DbOrTx = Database | Tx

export interface OpenedDatabase {
  db: Database
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PostgreSQL through a `pg` pool. */
  databaseUrl?: string
  /** PGlite data directory; undefined means an in-memory database. */
  dataDir?: string
}

/**
 * With DB_COUNT_STATEMENTS=1, every statement drizzle sends is counted (bench/orders.ts prints statements
 * per order); with DB_COUNT_STATEMENTS=log each is written to stderr too. Off, drizzle gets no logger and
 * pays nothing.
 */
let statements = 0
const counting = process.env.DB_COUNT_STATEMENTS
const statementLogger =
  counting === '1' || counting === 'log'
    ? {
        logQuery(query: string) {
          statements++
          if (counting === 'log') process.stderr.write(`[sql] ${query}\n`)
        },
      }
    : undefined

/** Statements sent since the process started (0 unless DB_COUNT_STATEMENTS=1). */
export const statementsSent = () => statements

// Resolved from this file, not from cwd, so `npm start`, tests and the seed CLI find the same folder.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens the database and brings its schema up to date before anyone queries it. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl)
  return openPglite(opts.dataDir)
}

async function openPostgres(connectionString: string): Promise<OpenedDatabase> {
  // A server that does not answer fails a request in 5 s (a 503) instead of holding it forever.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  try {
    const db = drizzleNodePg({ client: pool, schema, logger: statementLogger })
    await migrateNodePg(db, { migrationsFolder })
    return { db: db as Database, close: () => pool.end() }
  } catch (error) {
    await pool.end()
    throw error
  }
}

/** PGlite in a directory this process holds (see data-dir-lock.ts), or in memory. */
async function openPglite(dataDir: string | undefined): Promise<OpenedDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  let client: PGlite | undefined
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite()
    const opened = client
    const db = drizzlePglite({ client: opened, schema, logger: statementLogger })
    await migratePglite(db, { migrationsFolder })
    return {
      db: db as Database,
      async close() {
        try {
          await opened.close()
        } finally {
          unlock()
        }
      },
    }
  } catch (error) {
    await client?.close()
    unlock()
    throw error
  }
}
