import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../../../server/db/client'
import { seedDemo } from '../../../server/seed/demo'
import { openPgliteCopy } from './pglite-dump'
import { administer, databaseUrl } from './postgres-admin'

export type TestDatabase = OpenedDatabase & { url?: string }

/**
 * A database of its own for one test file: in-memory PGlite, or — when TEST_DATABASE_URL points at a
 * PostgreSQL server — a freshly created database on that server, dropped again in close(). It is empty
 * (migrated, no tenant); most files want openSeededTestDatabase.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({})
  return openPostgresCopy(serverUrl, undefined)
}

/**
 * A database of its own holding the demo tenant, copied from the one tests/server/global-setup.ts seeded
 * for the whole run (a PostgreSQL template, or a PGlite dump); seeded here when that set-up did not run.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const seeded = inject('seededDatabase')
  const serverUrl = process.env.TEST_DATABASE_URL
  if (seeded?.kind === 'postgres' && serverUrl) return openPostgresCopy(serverUrl, seeded.template)
  if (seeded?.kind === 'pglite' && !serverUrl) return openPgliteCopy(seeded.dumpFile)
  const database = await openTestDatabase()
  try {
    await seedDemo(database.db)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

async function openPostgresCopy(serverUrl: string, template: string | undefined): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`
  await createDatabase(serverUrl, name, template)
  const url = databaseUrl(serverUrl, name)
  let opened: OpenedDatabase
  try {
    opened = await openDatabase({ databaseUrl: url })
  } catch (error) {
    await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    throw error
  }
  return {
    db: opened.db,
    url,
    async close() {
      await opened.close()
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function createDatabase(serverUrl: string, name: string, template: string | undefined) {
  if (!template) return administer(serverUrl, `CREATE DATABASE ${name}`)
  // The seeding session's backend may outlive its client by a moment, and PostgreSQL refuses to copy a
  // template anyone is connected to (55006); that passes, so the copy is tried again for a while.
  for (let attempt = 1; ; attempt++) {
    try {
      return await administer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`)
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
