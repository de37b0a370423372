import pg from 'pg'

// Any constant will do, as long as nothing else in the database takes this advisory lock.
const BOOT_LOCK_KEY = 4_224_017_024

/**
 * Runs `boot` (migrations, the demo seed) while holding a PostgreSQL advisory lock, so nodes started
 * together on one database take turns: the first migrates and seeds, the others find it done. Without
 * it two nodes apply the same migration or seed the same tenant at once, and one of them fails to start.
 * The lock belongs to its own connection and ends with it, even if this process dies.
 */
export async function withBootLock<T>(databaseUrl: string, boot: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BOOT_LOCK_KEY])
    return await boot()
  } finally {
    await client.end()
  }
}
