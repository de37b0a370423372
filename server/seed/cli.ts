// `npm run seed`: writes the demo tenant into the database the server would open (same env).
// `npm run seed -- --history 365 [--local alias] [--seed n]` then writes that many days of orders at a local.
import { parseArgs } from 'node:util'
import { openDatabase } from '../db/client'
import { openPgBus } from '../live/pg-bus'
import { attachCatalogueSync } from '../services/read-cache'
import { seedDemo } from './demo'
import { DEFAULT_HISTORY_LOCAL, writeHistory } from './history'

const { values: flags } = parseArgs({
  options: {
    history: { type: 'string' },
    local: { type: 'string', default: DEFAULT_HISTORY_LOCAL },
    seed: { type: 'string', default: '37' },
  },
})
const historyDays = flags.history === undefined ? 0 : Number(flags.history)
if (!Number.isInteger(historyDays) || historyDays < 0 || historyDays > 3660)
  throw new Error('--history takes a number of days (0–3660)')

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = process.env.DATA_DIR || './data'

const { db, close } = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
// On PostgreSQL, running servers hear the write and forget their cached catalogue answers.
const bus = databaseUrl ? await openPgBus(databaseUrl, { applicationName: 'tucan-catalogue' }) : undefined
const sync = bus ? attachCatalogueSync(db, bus) : undefined
try {
  await seedDemo(db)
  console.log(`Demo tenant seeded into ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir}.`)
  if (historyDays > 0) {
    const s = await writeHistory(db, { days: historyDays, alias: flags.local, seed: Number(flags.seed) })
    console.log(
      `History of ${s.days} days at ${s.alias}: ${s.orders} orders, ${s.lines} lines, ${s.customers} customers, ${s.events} events in ${(s.ms / 1000).toFixed(1)} s.`,
    )
  }
} finally {
  sync?.close()
  await bus?.close()
  await close()
}
