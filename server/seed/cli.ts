// `npm run seed`: writes the demo tenant into the database the server would open (same env).
import { openDatabase } from '../db/client'
import { openPgBus } from '../live/pg-bus'
import { attachCatalogueSync } from '../services/read-cache'
import { seedDemo } from './demo'

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = process.env.DATA_DIR || './data'

const { db, close } = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
// On PostgreSQL, running servers hear the write and forget their cached catalogue answers.
const bus = databaseUrl ? await openPgBus(databaseUrl, { applicationName: 'tucan-catalogue' }) : undefined
const sync = bus ? attachCatalogueSync(db, bus) : undefined
try {
  await seedDemo(db)
  console.log(`Demo tenant seeded into ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir}.`)
} finally {
  sync?.close()
  await bus?.close()
  await close()
}
