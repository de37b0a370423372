import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { dinerOrder } from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import { DISK_CHECK_INTERVAL_MS, READINESS_PATH } from '../../server/plugins/availability'
import { seedDemo } from '../../server/seed/demo'
import {
  buildOrder,
  type DemoIds,
  demoIds,
  type OrderSpec,
  ok,
  problem,
  type Schemas,
} from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'
import { openSeededTestDatabase } from './helpers/test-db'

const takeAway: OrderSpec = { mode: 'TAKE_AWAY', lines: [{ plate: 'Pizza Muzzarella', size: 'Grande' }] }
const MiB = 1024 * 1024

async function placeOrder(t: TestApp, ids: DemoIds) {
  const { payload } = await buildOrder(t, ids, takeAway)
  return t.app.inject({ method: 'POST', url: '/api/order', payload })
}

/** Every id is stored, as a diner was told. */
async function storedIds(t: TestApp, ids: number[]): Promise<number[]> {
  const rows = await t.db.select({ id: dinerOrder.id }).from(dinerOrder).where(inArray(dinerOrder.id, ids))
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

function expectUnavailable(response: Awaited<ReturnType<TestApp['app']['inject']>>) {
  problem(response, 503)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
}

/** Polls readiness until it reports what the test waits for (the disk watch looks every second). */
async function untilReady(t: TestApp, state: (body: { disk: string; database: string }) => boolean) {
  const deadline = Date.now() + 20 * DISK_CHECK_INTERVAL_MS
  for (;;) {
    const body = (await t.app.inject(READINESS_PATH)).json() as { disk: string; database: string }
    if (state(body)) return body
    if (Date.now() > deadline) throw new Error(`readiness never got there: ${JSON.stringify(body)}`)
    await new Promise((resolve) => setTimeout(resolve, DISK_CHECK_INTERVAL_MS / 4))
  }
}

describe('a PGlite data directory running out of space', () => {
  let t: TestApp
  let ids: DemoIds
  let dataDir: string
  // The volume's free bytes as statfs would report them: the test fills and empties it.
  let freeBytes = 10_000 * MiB

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'disk-'))
    const database = await openDatabase({ dataDir })
    await seedDemo(database.db)
    const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off', DATA_DIR: dataDir, DISK_MIN_FREE_MB: '64' })
    const app = await buildApp({ env, db: database.db, freeSpace: async () => freeBytes })
    await app.ready()
    t = {
      app,
      db: database.db,
      env,
      async close() {
        await app.close()
        await database.close()
      },
    }
    ids = await demoIds(t.db)
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses writes with 503 + Retry-After before the volume is full, keeps serving reads, and recovers without losing an acknowledged order', async () => {
    const acknowledged: number[] = []
    for (let i = 0; i < 3; i++)
      acknowledged.push(ok<Schemas['OrderCreated']>(await placeOrder(t, ids), 'OrderCreated', 201).id)

    freeBytes = 63 * MiB
    expect(await untilReady(t, (body) => body.disk === 'low')).toMatchObject({ database: 'up' })
    const refused = await placeOrder(t, ids)
    expectUnavailable(refused)
    // Reads still answer: the menu, and the follow-up of an order taken before.
    expect((await t.app.inject('/api/diner/pizzeria-demo-palermo')).statusCode).toBe(200)
    expect((await t.app.inject(READINESS_PATH)).statusCode).toBe(200)

    freeBytes = 65 * MiB
    await untilReady(t, (body) => body.disk === 'ok')
    acknowledged.push(ok<Schemas['OrderCreated']>(await placeOrder(t, ids), 'OrderCreated', 201).id)
    expect(await storedIds(t, acknowledged)).toEqual([...acknowledged].sort((a, b) => a - b))
  })
})

describe('the database itself full (SQLSTATE 53100, as PostgreSQL raises it)', () => {
  let t: TestApp
  let ids: DemoIds
  beforeAll(async () => {
    t = await createTestApp()
    ids = await demoIds(t.db)
  })
  afterAll(() => t?.close())

  it('has liveness and readiness endpoints that answer while the database does', async () => {
    const live = await t.app.inject('/health/live')
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'live' })
    const ready = await t.app.inject(READINESS_PATH)
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up' })
  })

  it('answers 503 + Retry-After, not 500, and takes orders again once there is room', async () => {
    const first = ok<Schemas['OrderCreated']>(await placeOrder(t, ids), 'OrderCreated', 201)
    // The server's own error, raised by the server inside the insert, as a full volume would.
    await t.db.execute(sql`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`)
    await t.db.execute(
      sql`CREATE TRIGGER disk_full BEFORE INSERT ON diner_order FOR EACH ROW EXECUTE FUNCTION disk_full()`,
    )
    expectUnavailable(await placeOrder(t, ids))
    await t.db.execute(sql`DROP TRIGGER disk_full ON diner_order`)
    const second = ok<Schemas['OrderCreated']>(await placeOrder(t, ids), 'OrderCreated', 201)
    expect(await storedIds(t, [first.id, second.id])).toEqual([first.id, second.id])
  })
})

describe('a database outage', () => {
  // PostgreSQL: the database refuses new connections and its sessions are cut, then comes back.
  // PGlite: the engine is gone (closed, as after an abort); a process is restarted for it to come back.
  it('answers 503 + Retry-After, not 500, readiness included', async () => {
    const database = await openSeededTestDatabase()
    const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' }), db: database.db })
    const followUp = (code: string) => app.inject(`/api/diner/pizzeria-demo/order/${code}`)
    expect((await followUp('ABC123')).statusCode).toBe(404)
    expect((await app.inject(READINESS_PATH)).statusCode).toBe(200)
    const outage = database.url ? await cutPostgres(database.url) : undefined
    try {
      if (!outage) await database.close()
      expectUnavailable(await followUp('ABC123'))
      expectUnavailable(await followUp('ABC124'))
      expectUnavailable(await app.inject('/api/diner/pizzeria-demo'))
      const ready = await app.inject(READINESS_PATH)
      expect(ready.statusCode).toBe(503)
      expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(ready.json()).toMatchObject({ status: 503, reason: 'database', database: 'down' })
      if (outage) {
        await outage.restore()
        expect((await followUp('ABC123')).statusCode).toBe(404)
        expect((await app.inject(READINESS_PATH)).statusCode).toBe(200)
      }
    } finally {
      await outage?.restore()
      await app.close()
      if (outage) await database.close()
    }
  })
})

/** Makes a PostgreSQL database refuse connections and cuts the open ones; restore() lets them in again. */
async function cutPostgres(url: string) {
  const name = new URL(url).pathname.slice(1)
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
  let restored = false
  return {
    async restore() {
      if (restored) return
      restored = true
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
      await admin.end()
    },
  }
}
