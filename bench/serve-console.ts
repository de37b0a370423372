// Child process of the console benchmark: the real app (production settings) over in-memory PGlite and the
// in-process bus, or over PostgreSQL and LISTEN/NOTIFY when BENCH_DATABASE_URL is set, seeded with the demo
// tenant. Rate limits and the per-client connection cap are lifted (every socket and order comes from one
// address), and the take-away modes of the console locals take orders at any hour (Belgrano keeps
// opening hours), so the benchmark runs whenever it is started.
import { eq, inArray } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { branchContact, orderMode } from '../server/db/schema'
import { loadEnv } from '../server/env'
import { createInProcessBus } from '../server/live/in-process-bus'
import { openPgBus } from '../server/live/pg-bus'
import { seedDemo } from '../server/seed/demo'
import { demoStaff } from '../server/seed/demo-staff'

const url = process.env.BENCH_DATABASE_URL || undefined
const { db } = await openDatabase(url ? { databaseUrl: url } : {})
await seedDemo(db)
const locals = await db
  .select({ id: branchContact.id })
  .from(branchContact)
  .where(
    inArray(
      branchContact.alias,
      demoStaff.map((s) => s.local),
    ),
  )
for (const local of locals)
  await db
    .update(orderMode)
    .set({ useSchedule: false, manuallyClosed: false })
    .where(eq(orderMode.branchContactId, local.id))
const live = url ? await openPgBus(url) : createInProcessBus()
const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off', MAX_CONNECTIONS_PER_CLIENT: '100000' }),
  db,
  logger: false,
  validateResponses: false,
  live,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 })
