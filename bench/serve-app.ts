// Child process of the benchmarks: the real app, production settings, the demo tenant on in-memory PGlite
// or, with BENCH_DATABASE_URL, on that PostgreSQL database. Rate limits are lifted: one client hammers.
// With BENCH_TENANT_PLATES, a tenant file with a menu of that many plates is imported too (timed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { loadEnv } from '../server/env'
import { seedDemo } from '../server/seed/demo'
import { consoleLocal } from '../server/services/console-auth'
import { setAvailability } from '../server/services/console-availability'
import { bigTenant } from '../server/tenant-file/big-tenant'
import { importTenantFile } from '../server/tenant-file/import'

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined
const { db } = await openDatabase(databaseUrl ? { databaseUrl } : {})
await seedDemo(db)

async function importBigTenant(plates: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tenant-'))
  try {
    const path = join(dir, 'tenant.json')
    writeFileSync(path, JSON.stringify(bigTenant(plates)))
    const started = performance.now()
    const outcome = await importTenantFile(db, path, dir)
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems.slice(0, 5)))
    return performance.now() - started
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const plates = Number(process.env.BENCH_TENANT_PLATES ?? 0)
const importMs = plates > 0 ? await importBigTenant(plates) : undefined
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
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, importMs })

// big-menu.ts 86s a plate as the console would (the same service, without a staff sign-in).
process.on('message', async (message: { type?: string; alias?: string; plateId?: number }) => {
  if (message?.type !== 'bench:86' || !message.alias || !message.plateId) return
  const local = await consoleLocal(db, message.alias)
  await setAvailability(db, local, { entityType: 'PLATE', entityId: message.plateId, available: false })
  process.send?.({ type: 'bench:86', done: true })
})
