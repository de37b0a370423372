// One e2e server as a process of its own (tests/e2e/e2e-server.ts starts it): the built SPA and the API on a
// random port, over an in-memory copy of the run's seeded demo, with the fixture orders placed, and a
// second app on the same database whose geocoder cannot be reached. It tells its parent what it serves
// over IPC and ends when told to or when the parent goes away.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../server/app'
import { loadEnv } from '../../server/env'
import { writeHistory } from '../../server/seed/history'
import { openPgliteCopy } from '../server/helpers/pglite-dump'
import { placeOrders } from './order-fixtures'

const dumpFile = process.env.E2E_SEEDED_DUMP
const staticDir = process.env.E2E_STATIC_DIR
if (!dumpFile || !staticDir || !process.send) throw new Error('e2e server: started without its parent')

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-server-'))
const database = await openPgliteCopy(dumpFile)
const env = loadEnv({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  // Every journey signs in and orders as the demo customer: per-phone limits would trip across files.
  RATE_LIMITS: 'off',
})
const app = await buildApp({ env, db: database.db, staticDir })
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
const orders = await placeOrders(app, database.db, env)
// A file that reads the reports asks for weeks of orders behind the fixtures (ownServer's historyDays).
const historyDays = Number(process.env.E2E_HISTORY_DAYS ?? 0)
if (historyDays > 0) await writeHistory(database.db, { days: historyDays })
// Port 9 (discard) refuses connections here: the Nominatim adapter meets a geocoder that is down.
const geocoderDownApp = await buildApp({
  env: { ...env, GEOCODER_URL: 'http://127.0.0.1:9' },
  db: database.db,
  staticDir,
})
const geocoderDownUrl = await geocoderDownApp.listen({ port: 0, host: '127.0.0.1' })

let closing: Promise<void> | undefined
function close(): Promise<void> {
  closing ??= (async () => {
    await geocoderDownApp.close()
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })()
  return closing
}
process.on('SIGTERM', close)
process.on('disconnect', close)
process.send({ baseUrl, geocoderDownUrl, ...orders })
