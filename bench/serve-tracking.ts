// Child process of the tracking benchmark: the real app (production settings) over in-memory PGlite and
// the in-process bus, or over PostgreSQL and LISTEN/NOTIFY when BENCH_DATABASE_URL is set. Answers
// 'memory' messages with its memory after a full garbage collection.
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { loadEnv } from '../server/env'
import type { LiveBus } from '../server/live/bus'
import { createInProcessBus } from '../server/live/in-process-bus'
import { openPgBus } from '../server/live/pg-bus'
import { seedDemo } from '../server/seed/demo'

const url = process.env.BENCH_DATABASE_URL
const { db } = await openDatabase(url ? { databaseUrl: url } : {})
await seedDemo(db)
const bus = url ? await openPgBus(url) : createInProcessBus()
// the moment each notice leaves for the bus, on the clock both processes share
const live: LiveBus = {
  ...bus,
  publish(channel) {
    process.send?.({ type: 'published', at: performance.timeOrigin + performance.now() })
    return bus.publish(channel)
  },
  subscribe: bus.subscribe,
  close: bus.close,
}
const app = await buildApp({
  // Every subscriber connects from this one address; the per-client cap protects real servers, not a bench.
  env: loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off', MAX_CONNECTIONS_PER_CLIENT: '100000' }),
  db,
  logger: false,
  validateResponses: false,
  live,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()

process.on('message', (message: { type: string }) => {
  if (message.type !== 'memory') return
  const collect = (globalThis as { gc?: () => void }).gc
  collect?.()
  collect?.()
  const { rss, heapUsed } = process.memoryUsage()
  process.send?.({ type: 'memory', rss, heapUsed })
})
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 })
