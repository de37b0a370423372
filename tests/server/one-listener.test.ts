import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type OpenedDatabase, openDatabase } from '../../server/db/client'
import { country } from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import type { LiveBus } from '../../server/live/bus'
import { openPgBus } from '../../server/live/pg-bus'
import { seedDemo } from '../../server/seed/demo'
import { invalidateCatalogue } from '../../server/services/read-cache'
import { openTestDatabase } from './helpers/test-db'

const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' })
const name = `tucan-one-listener-${process.pid}`
let database: OpenedDatabase & { url?: string }

beforeAll(async () => {
  database = await openTestDatabase()
  await seedDemo(database.db)
})
afterAll(() => database?.close())

/** The sessions on this database whose last statement was a LISTEN. */
async function listening(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'",
    )
    return (rows[0] as { n: number }).n
  } finally {
    await client.end()
  }
}

describe('a node on PostgreSQL', () => {
  it('holds one LISTEN connection for live notices and the catalogue, and still hears the other nodes', async () => {
    // PGlite has one process per data directory: nothing to listen to.
    const url = database.url
    if (!url) return
    const before = await listening(url)
    const buses: LiveBus[] = []
    const nodes = []
    const others: OpenedDatabase[] = []
    try {
      for (let i = 0; i < 2; i++) {
        const other = await openDatabase({ databaseUrl: url })
        others.push(other)
        const live = await openPgBus(url, { applicationName: `${name}-${i}` })
        buses.push(live)
        nodes.push(await buildApp({ env, db: other.db, live, catalogueSyncUrl: url }))
      }
      expect((await listening(url)) - before).toBe(2)
      const [a, b] = nodes
      if (!a || !b) throw new Error('two nodes')
      expect((await b.inject('/api/country/AR')).json()).toMatchObject({ name: 'Argentina' })
      const [dbA] = others
      if (!dbA) throw new Error('no node')
      await dbA.db.update(country).set({ name: 'Argentina (otra)' }).where(eq(country.code, 'AR'))
      await invalidateCatalogue(dbA.db)
      let seen = ''
      for (let i = 0; i < 50 && seen !== 'Argentina (otra)'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        seen = ((await b.inject('/api/country/AR')).json() as { name: string }).name
      }
      expect(seen).toBe('Argentina (otra)')
    } finally {
      await database.db.update(country).set({ name: 'Argentina' }).where(eq(country.code, 'AR'))
      for (const node of nodes) await node.close()
      for (const bus of buses) await bus.close()
      for (const other of others) await other.close()
    }
  }, 60_000)
})
