// `npm run seed`: writes the demo tenant into the database the server would open (same env).
import { openDatabase } from '../db/client'
import { attachCatalogueSync } from '../services/read-cache'
import { seedDemo } from './demo'

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = process.env.DATA_DIR || './data'

const { db, close } = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
// On PostgreSQL, running servers hear the write and forget their cached catalogue answers.
const sync = databaseUrl ? await attachCatalogueSync(db, databaseUrl) : undefined
try {
  await seedDemo(db)
  console.log(`Demo tenant seeded into ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir}.`)
} finally {
  await sync?.close()
  await close()
}
