// Child process of the benchmark: the real app, production settings, in-memory PGlite with the demo.
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { loadEnv } from '../server/env'
import { seedDemo } from '../server/seed/demo'

const { db } = await openDatabase({})
await seedDemo(db)
const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'production' }),
  db,
  logger: false,
  validateResponses: false,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
