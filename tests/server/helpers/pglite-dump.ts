import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { type Database, type OpenedDatabase, openDatabase } from '../../../server/db/client'
import * as schema from '../../../server/db/schema'
import { seedDemo } from '../../../server/seed/demo'

// No vitest import here: the e2e level's server processes (tests/e2e/server-process.ts) load it too.

/**
 * Migrates and seeds the demo tenant in memory and writes it to `folder/seeded.tar`, for test files and
 * servers to copy with openPgliteCopy. Uncompressed: a copy loads in a fraction of a second, gzip would
 * cost each one its unpacking.
 */
export async function writeSeededDump(folder: string): Promise<string> {
  const opened = await openDatabase({})
  try {
    await seedDemo(opened.db)
    const client = (opened.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    const dumpFile = join(folder, 'seeded.tar')
    writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()))
    return dumpFile
  } finally {
    await opened.close()
  }
}

const migrationsFolder = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url))

/** An in-memory PGlite database of its own, loaded from a dump writeSeededDump wrote. */
export async function openPgliteCopy(dumpFile: string): Promise<OpenedDatabase> {
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(dumpFile)]) })
  try {
    const db = drizzle({ client, schema })
    // A no-op on the dump, kept so a copy is brought up to date exactly as server/db/client.ts does.
    await migrate(db, { migrationsFolder })
    return { db: db as unknown as Database, close: () => client.close() }
  } catch (error) {
    await client.close()
    throw error
  }
}
