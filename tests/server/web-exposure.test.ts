import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../../server/app'
import { loadEnv } from '../../server/env'
import { staffOf } from './helpers/console'
import { buildOrder, demoIds, ok, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

const PALERMO = 'pizzeria-demo-palermo'
let t: TestApp
// The same database behind a TLS-terminating proxy at 10.0.0.1, with a second site allowed on sockets.
let proxied: FastifyInstance
let base: string

beforeAll(async () => {
  t = await createTestApp()
  const env = loadEnv({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    TRUST_PROXY: '10.0.0.1',
    ALLOWED_ORIGINS: 'https://kiosco.example.com',
  })
  proxied = await buildApp({ env, db: t.db })
  await proxied.listen({ port: 0, host: '127.0.0.1' })
  base = `ws://127.0.0.1:${(proxied.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await proxied?.close()
  await t?.close()
})

const signIn = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/api/console/${PALERMO}/session`,
    payload: { name: 'encargado', password: 'palermo1234' },
    headers: { 'x-forwarded-proto': 'https' },
    remoteAddress,
  })

describe('session cookies behind a TLS proxy', () => {
  it('keep Secure when the trusted proxy says the request came over https', async () => {
    const cookie = (await signIn(proxied, '10.0.0.1')).cookies.find((c) => c.name === 'staff_session')
    expect(cookie?.secure).toBe(true)
  })

  it('ignore X-Forwarded-Proto from anyone else', async () => {
    for (const [app, address] of [
      [t.app, '10.0.0.1'],
      [proxied, '10.0.0.2'],
    ] as const) {
      const cookie = (await signIn(app, address)).cookies.find((c) => c.name === 'staff_session')
      expect(cookie?.secure).toBeFalsy()
    }
  })
})

describe('answers with personal data', () => {
  it('are no-store: an order, its follow-up, the console board', async () => {
    const ids = await demoIds(t.db)
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Pizza Muzzarella', size: 'Grande' }],
    })
    const created = await t.app.inject({ method: 'POST', url: '/api/order', payload })
    const order = ok<Schemas['OrderCreated']>(created, 'OrderCreated', 201)
    expect(created.headers['cache-control']).toBe('no-store')
    const followUp = await t.app.inject(`/api/diner/${PALERMO}/order/${order.code}`)
    expect(followUp.statusCode).toBe(200)
    expect(followUp.headers['cache-control']).toBe('no-store')
    const board = await t.app.inject({
      url: `/api/console/${PALERMO}/orders`,
      cookies: await staffOf(t, PALERMO, 'palermo1234'),
    })
    expect(board.statusCode).toBe(200)
    expect(board.headers['cache-control']).toBe('no-store')
  })

  it('leave the shared catalogue reads revalidated, not unstored', async () => {
    expect((await t.app.inject('/api/country/AR')).headers['cache-control']).toBe('no-cache')
  })
})

/** Opens a websocket and tells whether it opened or the status the upgrade was refused with. */
function attempt(path: string, headers: Record<string, string>): Promise<'open' | number> {
  const socket = new WebSocket(`${base}${path}`, { headers })
  return new Promise((resolve, reject) => {
    socket.on('open', () => {
      resolve('open')
      socket.terminate()
    })
    socket.on('unexpected-response', (_request: unknown, response: { statusCode: number }) => {
      resolve(response.statusCode)
      socket.terminate()
    })
    socket.on('error', reject)
  })
}

describe('websockets', () => {
  it('refuse a page of another site, on the live channel and the console socket', async () => {
    const foreign = { origin: 'https://otro-sitio.example' }
    expect(await attempt('/api/live?channel=tracking-1', foreign)).toBe(403)
    const session = (await signIn(proxied, '10.0.0.9')).cookies.find((c) => c.name === 'staff_session')
    const cookie = `staff_session=${session?.value}`
    expect(await attempt(`/api/console/${PALERMO}/live`, { ...foreign, cookie })).toBe(403)
    // The same session from the server's own pages opens the console socket.
    const own = { origin: base.replace('ws:', 'http:') }
    expect(await attempt(`/api/console/${PALERMO}/live`, { ...own, cookie })).toBe('open')
  })

  it('accept the server’s own pages, listed origins, and clients that are no browser', async () => {
    const host = new URL(base).host
    expect(await attempt('/api/live?channel=tracking-1', { origin: `http://${host}` })).toBe('open')
    expect(await attempt('/api/live?channel=tracking-1', { origin: 'https://kiosco.example.com' })).toBe(
      'open',
    )
    expect(await attempt('/api/live?channel=tracking-1', {})).toBe('open')
  })
})
