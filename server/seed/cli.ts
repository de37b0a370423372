// `npm run seed`: writes the demo tenant into the database the server would open (same env).
import { openDatabase } from '../db/client'
import { seedDemo } from './demo'

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = process.env.DATA_DIR || './data'

const { db, close } = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
try {
  await seedDemo(db)
  console.log(`Demo tenant seeded into ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dataDir}.`)
} finally {
  await close()
}
