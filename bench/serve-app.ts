// Child process of the benchmarks: the real app, production settings, the demo tenant on in-memory PGlite
// or, with BENCH_DATABASE_URL, on that PostgreSQL database. Rate limits are lifted: one client hammers.
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { loadEnv } from '../server/env'
import { seedDemo } from '../server/seed/demo'

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined
const { db } = await openDatabase(databaseUrl ? { databaseUrl } : {})
await seedDemo(db)
const app = await buildApp({
  env: loadEnv({
    NODE_ENV: 'production',
    RATE_LIMITS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  db,
  logger: false,
  validateResponses: false,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
