/**
 * Order creation benchmark: POST /api/order with a fresh Idempotency-Key per request against the real app,
 * once over embedded PGlite and once over PostgreSQL (127.0.0.1:5432, or BENCH_DATABASE_URL) when it is
 * reachable, with autocannon. Prints orders/s and p99; targets on a 2-core machine: ≥ 150 orders/s and
 * p99 ≤ 150 ms on PGlite, ≥ 500 orders/s and p99 ≤ 50 ms on PostgreSQL. Run: `npx tsx bench/orders.ts`.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { takeAwayOrder } from './order-body'
import { formatLoopDelay, type StartedServer, startServer } from './start-server'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 20)
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Statements the server sent so far (server/db/client.ts counts them under DB_COUNT_STATEMENTS=1). */
function statementsOf(server: StartedServer) {
  return new Promise<number>((resolve) => {
    const onMessage = (m: { type?: string; count?: number }) => {
      if (m?.type !== 'bench:statements') return
      server.child.off('message', onMessage)
      resolve(m.count ?? 0)
    }
    server.child.on('message', onMessage)
    server.child.send({ type: 'bench:statements' })
  })
}

async function run(label: string, databaseUrl?: string) {
  const server = await startServer('./serve-orders.ts', {
    message: databaseUrl ? { databaseUrl } : {},
    env: { DB_COUNT_STATEMENTS: '1' },
  })
  try {
    const base = `http://127.0.0.1:${server.port}`
    const body = JSON.stringify(await takeAwayOrder(base, 'Bench'))
    const options = {
      url: `${base}/api/order`,
      method: 'POST' as const,
      connections: CONNECTIONS,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST' as const,
          body,
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
          }),
        },
      ],
    }
    await autocannon({ ...options, duration: 2 })
    server.resetLoopDelay()
    const statementsBefore = await statementsOf(server)
    const result = await autocannon({ ...options, duration: DURATION_S })
    const delay = formatLoopDelay(await server.loopDelay())
    const statements = (await statementsOf(server)) - statementsBefore
    const ok = result['2xx']
    const errors = result.errors + result.non2xx
    console.log(
      `  ${label.padEnd(11)} ${(ok / DURATION_S).toFixed(0).padStart(6)} orders/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}   ${(statements / Math.max(1, result.requests.total)).toFixed(1)} statements/order   ${delay}`,
    )
  } finally {
    await server.stop()
  }
}

async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 })
  try {
    await admin.connect()
  } catch {
    return undefined
  }
  const name = `bench_orders_${randomBytes(4).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

console.log(
  `POST /api/order (take-away, 2 × Pizza Muzzarella, cash, new Idempotency-Key each): ${CONNECTIONS} connections, ${DURATION_S} s after a 2 s warm-up`,
)
await run('PGlite')
const postgres = await scratchDatabase()
if (postgres) {
  try {
    await run('PostgreSQL', postgres.url)
  } finally {
    await postgres.drop()
  }
} else console.log('  PostgreSQL  not reachable, skipped')
console.log('  targets: PGlite ≥ 150 orders/s, p99 ≤ 150 ms; PostgreSQL ≥ 500 orders/s, p99 ≤ 50 ms')
process.exit(0)
