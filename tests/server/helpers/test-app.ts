import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../server/app'
import type { Database } from '../../../server/db/client'
import { type Env, loadEnv } from '../../../server/env'
import { openSeededTestDatabase } from './test-db'

export interface TestApp {
  app: FastifyInstance
  db: Database
  env: Env
  close(): Promise<void>
}

/**
 * The real app over a database of its own (PGlite, or PostgreSQL with TEST_DATABASE_URL) holding the
 * demo tenant. Drive it with app.inject; call close() in afterAll.
 */
export async function createTestApp(overrides: Partial<Record<keyof Env, string>> = {}): Promise<TestApp> {
  // Limits are lifted unless a test sets them: suites call the same operations for the same phone often.
  const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off', ...overrides })
  const database = await openSeededTestDatabase()
  try {
    const app = await buildApp({ env, db: database.db, logger: false })
    await app.ready()
    return {
      app,
      db: database.db,
      env,
      async close() {
        await app.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
