import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { readCacheFootprint, readCacheLimits, sendCached } from '../../server/services/read-cache'
import { createTestApp, type TestApp } from './helpers/test-app'

// The cache is keyed by database; a bare object stands for one here, as nothing below queries it.
const db = {} as Database

/** A route cached by the caller's coordinates, as getDinerByAlias and getBranchContact are. */
async function coordinatesApp() {
  const app = Fastify()
  const schema = {
    response: {
      200: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { lat: { type: 'string' }, lng: { type: 'string' }, branches: { type: 'array' } },
            },
          },
        },
      },
    },
  }
  app.get<{ Querystring: { lat: string; lng: string } }>('/near', { schema }, async (request, reply) => {
    const { lat, lng } = request.query
    const sent = await sendCached(
      db,
      `near:${lat},${lng}`,
      request,
      reply,
      // Past the compression threshold, and different for every point, as distances are.
      async () => ({
        lat,
        lng,
        branches: Array.from({ length: 20 }, (_, i) => `Sucursal ${i} a ${lat}:${lng}`),
      }),
      'caller',
    )
    return sent ? reply : reply.code(404).send()
  })
  await app.ready()
  return app
}

describe('cached answers keyed by what the caller sent', () => {
  it('stay within their limits under 100,000 distinct coordinates', async () => {
    const app = await coordinatesApp()
    let largest = 0
    for (let i = 0; i < 100_000; i++) {
      const lat = (-34 - i / 1e5).toFixed(6)
      const response = await app.inject({
        url: `/near?lat=${lat}&lng=-58.4`,
        headers: { 'accept-encoding': 'br' },
      })
      if (response.statusCode !== 200) throw new Error(`answer ${i}: ${response.statusCode}`)
      if (i % 1000 === 0) largest = Math.max(largest, readCacheFootprint(db).caller.entries)
    }
    const { caller, shared } = readCacheFootprint(db)
    expect(caller.entries).toBeLessThanOrEqual(readCacheLimits.caller.entries)
    expect(caller.bytes).toBeLessThanOrEqual(readCacheLimits.caller.bytes)
    expect(largest).toBeLessThanOrEqual(readCacheLimits.caller.entries)
    expect(shared.entries).toBe(0)
    await app.close()
  }, 300_000)
})

describe('the real routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('keep a landing asked with coordinates or a search apart from the shared one', async () => {
    const before = readCacheFootprint(t.db)
    for (const url of [
      '/api/diner/pizzeria-demo?lat=-34.58&lng=-58.42',
      '/api/diner/pizzeria-demo?search=palermo',
      '/api/diner/branchcontacts/pizzeria-demo-palermo?lat=-34.58&lng=-58.42',
    ])
      expect((await t.app.inject(url)).statusCode).toBe(200)
    const after = readCacheFootprint(t.db)
    expect(after.caller.entries - before.caller.entries).toBe(3)
    expect(after.shared.entries).toBe(before.shared.entries)
    expect((await t.app.inject('/api/diner/pizzeria-demo')).statusCode).toBe(200)
    expect(readCacheFootprint(t.db).shared.entries).toBe(after.shared.entries + 1)
  })
})
