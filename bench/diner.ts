/**
 * `npm run bench:diner`: the diner's first calls (alias landing, local, order modes, country,
 * customizations) against the menu, each as a share of the menu's req/s, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, or a throw-away database on the local server when it answers). One autocannon run
 * per endpoint, 100 connections, as a browser asks (brotli accepted). Target: every call ≥ 80 % of the menu.
 */
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { formatLoopDelay, startServer } from './start-server'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 100
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' }
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres'

async function load(url: string, duration = DURATION_S) {
  const result = await autocannon({ url, headers: HEADERS, connections: CONNECTIONS, duration })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

async function admin(url: string, statement: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query(statement)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

async function bench(label: string, env: Record<string, string>) {
  const app = await startServer('./serve-app.ts', { env })
  const base = `http://127.0.0.1:${app.port}`
  try {
    const landing = (await (await fetch(`${base}/api/diner/pizzeria-demo-palermo`)).json()) as {
      info: { branchId: number; deliveryConfig: { orderModes: { id: number; name: string }[] } }
    }
    const delivery = landing.info.deliveryConfig.orderModes.find((m) => m.name === 'delivery')
    const branch = (await (await fetch(`${base}/api/diner/pizzeria-demo`)).json()) as {
      info: { branch: { id: number } }
    }
    const branchId = branch.info.branch.id
    const paths: [string, string][] = [
      ['getMenu', `/api/diner/pizzeria-demo-palermo/menu/${delivery?.id}`],
      ['getDinerByAlias', '/api/diner/pizzeria-demo-palermo'],
      ['getBranchContact', '/api/diner/branchcontacts/pizzeria-demo-palermo'],
      ['listBranchOrderModes', `/api/diner/branchordermodes/${branchId}`],
      ['getCountry', '/api/country/AR'],
      ['listMenuCustomizations', `/api/menucustomization/${branchId}`],
    ]
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_S} s each after a 2 s warm-up`)
    let menuRps = 0
    for (const [name, path] of paths) {
      await load(base + path, 2)
      app.resetLoopDelay()
      const r = await load(base + path)
      const delay = formatLoopDelay(await app.loopDelay())
      if (name === 'getMenu') menuRps = r.rps
      const share = menuRps ? `${((r.rps / menuRps) * 100).toFixed(0).padStart(4)} % of the menu` : ''
      console.log(
        `  ${name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  ${share}  ${delay}`,
      )
    }
  } finally {
    await app.stop()
  }
}

await bench('PGlite (in memory)', {})

const given = process.env.BENCH_DATABASE_URL
if (given) await bench('PostgreSQL', { BENCH_DATABASE_URL: given })
else {
  const name = `bench_${randomBytes(4).toString('hex')}`
  if (await admin(LOCAL_PG, `CREATE DATABASE ${name}`)) {
    try {
      await bench('PostgreSQL (local)', { BENCH_DATABASE_URL: LOCAL_PG.replace(/\/postgres$/, `/${name}`) })
    } finally {
      await admin(LOCAL_PG, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  } else console.log('\nSKIPPED PostgreSQL: set BENCH_DATABASE_URL or start PostgreSQL on 127.0.0.1:5432')
}
process.exit(0)
