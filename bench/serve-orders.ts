// Child process of the order benchmark: the real app with production settings over in-memory PGlite, or
// over PostgreSQL when the parent sends a database URL, seeded with the demo tenant. Rate limits are lifted:
// one client hammers.
import { buildApp } from '../server/app'
import { openDatabase, statementsSent } from '../server/db/client'
import { loadEnv } from '../server/env'
import { seedDemo } from '../server/seed/demo'
import { startMessage } from './start-message'

const message = await startMessage<{ databaseUrl?: string }>()
const { db } = await openDatabase(message.databaseUrl ? { databaseUrl: message.databaseUrl } : {})
await seedDemo(db)
const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off' }),
  db,
  logger: false,
  validateResponses: false,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })

// orders.ts asks how many statements the server sent (counted when DB_COUNT_STATEMENTS=1).
process.on('message', (m: { type?: string }) => {
  if (m?.type === 'bench:statements') process.send?.({ type: 'bench:statements', count: statementsSent() })
})
