import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type OpenedDatabase, openDatabase } from '../../../server/db/client'

/**
 * A database of its own for one test file: in-memory PGlite, or — when TEST_DATABASE_URL points at a
 * PostgreSQL server — a freshly created database on that server, dropped again in close().
 */
export async function openTestDatabase(): Promise<OpenedDatabase & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({})

  const name = `test_${randomBytes(6).toString('hex')}`
  await administer(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  let opened: OpenedDatabase
  try {
    opened = await openDatabase({ databaseUrl: url.toString() })
  } catch (error) {
    await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    throw error
  }
  return {
    db: opened.db,
    url: url.toString(),
    async close() {
      await opened.close()
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
