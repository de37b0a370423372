import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { common } from '../../i18n/es/common'
import { type BuildAppOptions, buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { EnvError, loadEnv } from '../../server/env'
import { openTestDatabase } from './helpers/test-db'

const env = loadEnv({ NODE_ENV: 'test' })
const country = {
  code: 'AR',
  name: 'Argentina',
  currencyCode: 'ARS',
  phonePrefix: '54',
  currencySymbol: '$',
  mantissaLength: 0,
  thousandsSeparator: '.',
  decimalSeparator: ',',
}

let database: OpenedDatabase
let staticDir: string
const apps: FastifyInstance[] = []

async function makeApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ env, db: database.db, staticDir, ...options })
  apps.push(app)
  return app
}

beforeAll(async () => {
  database = await openTestDatabase()
  staticDir = await mkdtemp(join(tmpdir(), 'fake-dist-'))
  await mkdir(join(staticDir, 'assets'))
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><title>fake spa</title><div id="root"></div>',
  )
  await writeFile(join(staticDir, 'assets', 'app-123.js'), 'console.log("app")')
  await mkdir(join(staticDir, 'demo', 'pictures'), { recursive: true })
  await writeFile(
    join(staticDir, 'demo', 'pictures', 'flan-casero.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  )
})

afterAll(async () => {
  for (const app of apps) await app.close()
  await database?.close()
  await rm(staticDir, { recursive: true, force: true })
})

function expectProblem(response: { headers: Record<string, unknown>; json(): unknown }, status: number) {
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  const body = response.json() as Record<string, unknown>
  expect(body).toMatchObject({ type: expect.any(String), title: expect.any(String), status })
  return body as { detail?: string; errors?: { field: string; message: string }[]; title: string }
}

describe('environment', () => {
  it('applies the documented defaults', () => {
    const defaults = loadEnv({})
    expect(defaults).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    })
    expect(defaults.DATA_DIR).toBe(join(process.cwd(), 'data'))
    expect(defaults.DATABASE_URL).toBeUndefined()
    expect(defaults.GEOCODER_URL).toBeUndefined()
  })

  it('reports every invalid variable at once', () => {
    let error: unknown
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', GEOCODER_URL: 'nope' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EnvError)
    const problems = (error as EnvError).problems.join('\n')
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'GEOCODER_URL']) expect(problems).toContain(name)
  })

  it('accepts PostgreSQL and geocoder URLs', () => {
    const parsed = loadEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/x', GEOCODER_URL: 'http://geo.test' })
    expect(parsed.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/x')
    expect(parsed.GEOCODER_URL).toBe('http://geo.test')
  })
})

describe('problem+json errors', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await makeApp({
      handlers: {
        getCountry: async () => {
          throw new Error('database password is hunter2')
        },
        // Deliberately unbound, whatever the tag file does: it must answer 501.
        getOrderModeFees: undefined,
      },
    })
  })

  it('answers an unknown /api route with a 404 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' })
    expect(response.statusCode).toBe(404)
    const body = expectProblem(response, 404)
    expect(body.detail).toContain('/api/does-not-exist')
  })

  it('names the invalid query field in Spanish', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/diner/pizzeria-demo?lat=abc' })
    expect(response.statusCode).toBe(400)
    const body = expectProblem(response, 400)
    expect(body.detail).toBe('El campo lat no es válido')
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'lat', message: 'El campo lat no es válido' }),
    ])
  })

  it('rejects coordinates out of range and bad paging', async () => {
    const lng = await app.inject({ method: 'GET', url: '/api/branch/1/deliveryzones/fee?lat=-34.5&lng=190' })
    expect(expectProblem(lng, 400).errors?.[0]?.field).toBe('lng')
    const paging = await app.inject({ method: 'GET', url: '/api/diner/companies/1/branches?pageSize=100' })
    expect(expectProblem(paging, 400).errors?.[0]?.field).toBe('pageSize')
    const offset = await app.inject({ method: 'GET', url: '/api/diner/companies/1/branches?offset=-1' })
    expect(expectProblem(offset, 400).errors?.[0]?.field).toBe('offset')
    const id = await app.inject({ method: 'GET', url: '/api/diner/companies/0' })
    expect(expectProblem(id, 400).errors?.[0]?.field).toBe('companyId')
  })

  it('rejects an unknown body field, naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/diner/log',
      payload: { text: 'algo falló', isAdmin: true },
    })
    expect(response.statusCode).toBe(400)
    const body = expectProblem(response, 400)
    expect(body.errors?.[0]?.field).toBe('isAdmin')
    expect(body.detail).toBe('El campo isAdmin no está permitido')
  })

  it('names a missing nested body field with its path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/menu/near',
      payload: { lat: -34.6, lng: -58.4, pagingOption: { pageSize: 10 } },
    })
    const body = expectProblem(response, 400)
    expect(body.errors?.[0]?.field).toBe('pagingOption.offset')
    expect(body.detail).toBe('Falta el campo pagingOption.offset')
  })

  it('does not coerce JSON body values: a number sent as text is invalid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/menu/near',
      payload: { lat: '-34.6', lng: -58.4, pagingOption: { pageSize: 10, offset: 0 } },
    })
    expect(expectProblem(response, 400).errors?.[0]?.field).toBe('lat')
  })

  it('answers an unbound operation with a 501 problem naming it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ordermodes/1/fees' })
    expect(response.statusCode).toBe(501)
    const body = expectProblem(response, 501)
    expect(body.title).toBe('Not Implemented')
    expect(body.detail).toContain('getOrderModeFees')
  })

  it('hides the message and stack of an unexpected error behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/country/ar' })
    expect(response.statusCode).toBe(500)
    const body = expectProblem(response, 500)
    expect(body.detail).toBe(common.genericError)
    expect(response.body).not.toContain('hunter2')
    expect(response.body).not.toMatch(/at .*\.ts:\d+/)
    expect(response.body).not.toContain('stack')
  })

  it('checks required headers whatever their case', async () => {
    const event = { type: 'ADD_ITEM', date: '2026-01-01T12:00:00.000Z' }
    const missing = await app.inject({ method: 'POST', url: '/api/analytics/events', payload: event })
    expect(expectProblem(missing, 400).errors?.[0]?.field).toBe('x-session-id')
    const given = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: event,
      headers: { 'X-Session-Id': 'abc' },
    })
    expect(given.statusCode).not.toBe(400)
  })

  it('accepts the spec paths with and without their trailing slash', async () => {
    for (const url of ['/api/abandoned/cart/', '/api/abandoned/cart']) {
      const response = await app.inject({ method: 'POST', url, payload: {} })
      expect(expectProblem(response, 400).errors?.[0]?.field).toBe('items')
    }
  })
})

describe('no client input produces a 500', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await makeApp()
  })

  const cases: {
    name: string
    method: 'GET' | 'POST' | 'PUT'
    url: string
    payload?: string
    type?: string
  }[] = [
    {
      name: 'invalid JSON',
      method: 'POST',
      url: '/api/order',
      payload: '{"items": [',
      type: 'application/json',
    },
    { name: 'empty JSON body', method: 'POST', url: '/api/order', payload: '', type: 'application/json' },
    { name: 'JSON null body', method: 'POST', url: '/api/order', payload: 'null', type: 'application/json' },
    {
      name: 'array body for an object',
      method: 'POST',
      url: '/api/order',
      payload: '[]',
      type: 'application/json',
    },
    {
      name: 'string body',
      method: 'POST',
      url: '/api/diner/log',
      payload: '"hola"',
      type: 'application/json',
    },
    { name: 'text/plain body', method: 'POST', url: '/api/order', payload: 'hola', type: 'text/plain' },
    {
      name: 'unknown media type',
      method: 'POST',
      url: '/api/order',
      payload: '<x/>',
      type: 'application/xml',
    },
    {
      name: 'prototype pollution',
      method: 'POST',
      url: '/api/diner/log',
      payload: '{"text":"x","__proto__":{"admin":true}}',
      type: 'application/json',
    },
    {
      name: 'huge body',
      method: 'POST',
      url: '/api/diner/log',
      payload: `{"text":"${'x'.repeat(2_000_000)}"}`,
      type: 'application/json',
    },
    { name: 'no body at all', method: 'POST', url: '/api/order' },
    {
      name: 'JSON number overflowing to Infinity',
      method: 'POST',
      url: '/api/menu/near',
      payload: '{"lat":1e400,"lng":0,"pagingOption":{"pageSize":1,"offset":0}}',
      type: 'application/json',
    },
    { name: 'repeated scalar query', method: 'GET', url: '/api/diner/x?lat=1&lat=2' },
    { name: 'NaN coordinate', method: 'GET', url: '/api/diner/x?lat=NaN' },
    { name: 'Infinity coordinate', method: 'GET', url: '/api/diner/x?lng=Infinity' },
    { name: 'overflowing coordinate', method: 'GET', url: '/api/diner/x?lat=1e400' },
    { name: 'bad percent-encoding', method: 'GET', url: '/api/diner/%E0%A4%A' },
    { name: 'encoded slash in alias', method: 'GET', url: '/api/diner/branchcontacts/a%2Fb' },
    { name: 'overflowing id', method: 'GET', url: '/api/diner/companies/99999999999999999999' },
    { name: 'float id', method: 'GET', url: '/api/diner/companies/1.5' },
    { name: 'unicode alias', method: 'GET', url: '/api/diner/%F0%9F%8D%95' },
    { name: 'bad enum', method: 'GET', url: '/api/diner/file/1/url?type=EVIL' },
    { name: 'bad date', method: 'GET', url: '/api/shipments?branchContactId=1&startDate=yesterday' },
    { name: 'wrong method', method: 'PUT', url: '/api/indicators', payload: '{}', type: 'application/json' },
    { name: 'phone with letters', method: 'GET', url: '/api/orderingcustomer/abc?branchId=1' },
  ]

  for (const c of cases) {
    it(`answers ${c.name} with a 4xx problem`, async () => {
      const response = await app.inject({
        method: c.method,
        url: c.url,
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
        ...(c.type ? { headers: { 'content-type': c.type } } : {}),
      })
      expect(response.statusCode, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500)
      expectProblem(response, response.statusCode)
    })
  }
})

describe('contract guard on answers', () => {
  it('serializes a conforming answer and refuses one that breaks the contract', async () => {
    const good = await makeApp({ handlers: { getCountry: async () => ({ ...country }) } })
    const ok = await good.inject({ method: 'GET', url: '/api/country/ar' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual(country)

    const bad = await makeApp({
      handlers: { getCountry: async () => ({ ...country, mantissaLength: 'two' }) as never },
    })
    const broken = await bad.inject({ method: 'GET', url: '/api/country/ar' })
    expect(broken.statusCode).toBe(500)
    expect(expectProblem(broken, 500).detail).toBe(common.genericError)
  })
})

describe('security headers', () => {
  it('sends helmet headers with a CSP that allows the SPA, map tiles and data: images', async () => {
    const app = await makeApp()
    const response = await app.inject({ method: 'GET', url: '/menu/x' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toMatch(/img-src [^;]*data:/)
    expect(csp).toMatch(/img-src [^;]*tile\.openstreetmap\.org/)
    expect(csp).not.toContain('upgrade-insecure-requests')
  })
})

describe('interactive docs', () => {
  it('serves the contract as HTML at /api/docs and as JSON with every operation', async () => {
    const app = await makeApp()
    const html = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toMatch(/text\/html/)
    expect(html.body).toContain('swagger')

    const json = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(json.statusCode).toBe(200)
    const spec = json.json() as {
      openapi: string
      paths: Record<string, Record<string, { operationId?: string }>>
    }
    expect(spec.openapi).toBe('3.1.0')
    const ids = Object.values(spec.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    expect(ids.filter(Boolean)).toHaveLength(96)
  })
})

describe('single-page app', () => {
  it('serves index.html for client routes (history fallback)', async () => {
    const app = await makeApp()
    for (const url of [
      '/menu/pizzeria-demo-palermo/delivery',
      '/pizzeria-demo',
      '/',
      '/menu/x?tableNumber=4',
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).toContain('fake spa')
    }
  })

  it('serves fingerprinted assets as immutable and keeps missing assets a 404', async () => {
    const app = await makeApp()
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    const missing = await app.inject({ method: 'GET', url: '/assets/app-old.js' })
    expect(missing.statusCode).toBe(404)
    const post = await app.inject({ method: 'POST', url: '/menu/x' })
    expect(expectProblem(post, 404).detail).toContain('/menu/x')
  })

  it("keeps the demo's pictures a week, then revalidates them by their ETag", async () => {
    const app = await makeApp()
    const picture = await app.inject({ method: 'GET', url: '/demo/pictures/flan-casero.svg' })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(picture.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400')
    const etag = picture.headers.etag
    expect(etag).toEqual(expect.any(String))
    const again = await app.inject({
      method: 'GET',
      url: '/demo/pictures/flan-casero.svg',
      headers: { 'if-none-match': String(etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // the page itself is still asked for on every visit
    const page = await app.inject({ method: 'GET', url: '/menu/x' })
    expect(page.headers['cache-control']).toBe('no-cache')
  })

  it('tells to run the build when there is no built app', async () => {
    const emptyDir = await mkdtemp(join(tmpdir(), 'no-dist-'))
    try {
      const app = await makeApp({ staticDir: join(emptyDir, 'dist') })
      const response = await app.inject({ method: 'GET', url: '/menu/x' })
      expect(response.statusCode).toBe(503)
      expect(response.body).toContain('npm run build')
      const api = await app.inject({ method: 'GET', url: '/api/nope' })
      expect(api.statusCode).toBe(404)
    } finally {
      await rm(emptyDir, { recursive: true, force: true })
    }
  })
})
