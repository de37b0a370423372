import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branch } from '../../server/db/schema'
import { contractViolations } from './helpers/contract'
import { createTestApp, type TestApp } from './helpers/test-app'

const search = (app: TestApp, query: string) =>
  app.app.inject({ method: 'GET', url: `/api/geocoding/search?${query}` })

describe('GET /api/geocoding/search with the offline gazetteer', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it('suggests the typed demo addresses', async () => {
    const response = await search(t, 'q=plaza%20italia')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(contractViolations('AddressSuggestions', body)).toEqual([])
    expect(body.suggestions[0]).toMatchObject({ lat: -34.581, lng: -58.421, countryCode: 'ar' })
  })

  it('keeps to the country filter and the limit', async () => {
    expect((await search(t, 'q=plaza%20italia&countries=uy,cl')).json()).toEqual({ suggestions: [] })
    expect((await search(t, 'q=plaza%20italia&countries=ar')).json().suggestions).toHaveLength(1)
    expect((await search(t, 'q=av&limit=2')).json().suggestions).toHaveLength(2)
  })

  it('answers 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=', 'q'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=italia&countries=xx', 'countries'],
      ['q=italia&countries=AR', 'countries'],
      ['q=italia&limit=11', 'limit'],
      ['q=italia&limit=0', 'limit'],
    ] as const) {
      const response = await search(t, query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field)
    }
  })
})

describe('GET /api/geocoding/search with GEOCODER_URL', () => {
  let upstream: Server
  let t: TestApp
  let down: TestApp

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const places = url.searchParams.get('countrycodes')?.includes('ar')
        ? [
            {
              lat: '-34.5810',
              lon: '-58.4210',
              display_name: 'Plaza Italia, Palermo',
              address: { country_code: 'ar' },
            },
          ]
        : []
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const port = (upstream.address() as AddressInfo).port
    t = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}/` })
    // Nothing listens on port 1: the geocoder is unreachable.
    down = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:1/' })
  })
  afterAll(async () => {
    await t?.close()
    await down?.close()
    await new Promise<void>((resolve) => upstream.close(() => resolve()))
  })

  it('asks the Nominatim-compatible service', async () => {
    const body = (await search(t, 'q=italia&countries=ar')).json()
    expect(body.suggestions).toEqual([
      expect.objectContaining({ fullAddress: 'Plaza Italia, Palermo', lat: -34.581, lng: -58.421 }),
    ])
    expect((await search(t, 'q=italia&countries=uy')).json()).toEqual({ suggestions: [] })
  })

  it('geocodes a typed address for the delivery fee through it', async () => {
    const [pizzeria] = await t.db
      .select({ id: branch.id })
      .from(branch)
      .where(eq(branch.alias, 'pizzeria-demo'))
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/branch/${pizzeria?.id}/deliveryzones/fee?fullAddress=Plaza%20Italia`,
    })
    expect(response.json()).toMatchObject({ inZone: true, deliveryFee: 1500 })
  })

  it('answers 503 problem+json when the service is unreachable', async () => {
    const response = await search(down, 'q=italia')
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})
