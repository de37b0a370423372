import { brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { openDatabase } from '../../server/db/client'
import { country } from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import { invalidateCatalogue } from '../../server/services/read-cache'
import { contractViolations } from './helpers/contract'
import { openSeededTestDatabase } from './helpers/test-db'

const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' })
let database: OpenedDatabase & { url?: string }
let app: FastifyInstance

beforeAll(async () => {
  database = await openSeededTestDatabase()
  app = await buildApp({ env, db: database.db, ...(database.url ? { catalogueSyncUrl: database.url } : {}) })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

// The diner's first calls, each with the contract schema of its answer.
const calls: [string, string][] = [
  ['/api/diner/pizzeria-demo-palermo', 'DinerAliasInfo'],
  ['/api/diner/pizzeria-demo', 'DinerAliasInfo'],
  ['/api/diner/demo-gastronomia', 'DinerAliasInfo'],
  ['/api/diner/branchcontacts/pizzeria-demo-palermo', 'BranchContact'],
  ['/api/country/AR', 'Country'],
]

describe('cached first calls', () => {
  it.each(calls)('%s answers the same bytes from memory, matching the contract', async (url, schema) => {
    const first = await app.inject(url)
    const second = await app.inject(url)
    expect(first.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(contractViolations(schema, first.json())).toEqual([])
    const notModified = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(notModified.statusCode).toBe(304)
  })

  it('answers order modes and customizations of a branch, 404 for an unknown one', async () => {
    const landing = (await app.inject('/api/diner/pizzeria-demo')).json() as {
      info: { branch: { id: number } }
    }
    const branchId = landing.info.branch.id
    for (const path of ['/api/diner/branchordermodes', '/api/menucustomization']) {
      const found = await app.inject(`${path}/${branchId}`)
      expect(found.statusCode).toBe(200)
      expect(Array.isArray(found.json())).toBe(true)
      expect((await app.inject(`${path}/999999`)).statusCode).toBe(404)
      // An unknown id stays unknown: nothing was remembered for it.
      expect((await app.inject(`${path}/999999`)).statusCode).toBe(404)
    }
  })

  it('sends a large landing compressed to a browser', async () => {
    const response = await app.inject({
      url: '/api/diner/pizzeria-demo-palermo',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.etag).toMatch(/^W\//)
    const plain = await app.inject('/api/diner/pizzeria-demo-palermo')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body)
  })

  it('forgets on a catalogue write', async () => {
    const before = (await app.inject('/api/country/AR')).json() as { name: string }
    await database.db.update(country).set({ name: 'Argentina (editada)' }).where(eq(country.code, 'AR'))
    // Not yet told: the cached answer stands.
    expect((await app.inject('/api/country/AR')).json()).toMatchObject({ name: before.name })
    await invalidateCatalogue(database.db)
    expect((await app.inject('/api/country/AR')).json()).toMatchObject({ name: 'Argentina (editada)' })
    await database.db.update(country).set({ name: before.name }).where(eq(country.code, 'AR'))
    await invalidateCatalogue(database.db)
  })

  it('keeps other processes on the same database in step (LISTEN/NOTIFY on PostgreSQL)', async () => {
    // PGlite has one process per data directory, so there is no other process to tell.
    if (!database.url) {
      expect(env.DATABASE_URL).toBeUndefined()
      return
    }
    const other = await openDatabase({ databaseUrl: database.url })
    const otherApp = await buildApp({ env, db: other.db, catalogueSyncUrl: database.url })
    try {
      expect((await otherApp.inject('/api/country/AR')).json()).toMatchObject({ name: 'Argentina' })
      await database.db.update(country).set({ name: 'Argentina (otra)' }).where(eq(country.code, 'AR'))
      await invalidateCatalogue(database.db)
      let seen = ''
      for (let i = 0; i < 50 && seen !== 'Argentina (otra)'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        seen = ((await otherApp.inject('/api/country/AR')).json() as { name: string }).name
      }
      expect(seen).toBe('Argentina (otra)')
    } finally {
      await database.db.update(country).set({ name: 'Argentina' }).where(eq(country.code, 'AR'))
      await invalidateCatalogue(database.db)
      await otherApp.close()
      await other.close()
    }
  })
})
