import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../../server/app'
import { dinerOrder } from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import type { LiveBus } from '../../server/live/bus'
import type { ConsoleLiveMessage } from '../../server/live/console-socket'
import { createInProcessBus } from '../../server/live/in-process-bus'
import { openPgBus } from '../../server/live/pg-bus'
import {
  buildOrder,
  type DemoIds,
  demoIds,
  type InjectResponse,
  type OrderSpec,
  ok,
  problem,
  type Schemas,
} from './helpers/ordering'
import type { TestApp } from './helpers/test-app'
import { openSeededTestDatabase } from './helpers/test-db'

// The real app listening on a port, over PGlite and the in-process bus, or with TEST_DATABASE_URL over
// PostgreSQL and LISTEN/NOTIFY: the console socket is fed by whichever bus the server runs. Pings (and
// session checks) every 3 s: PGlite shares the test's event loop, and a shorter period can take a pong
// read late for a missed one.
let t: TestApp
let ids: DemoIds
let bus: LiveBus
let base: string

const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'
const muzza = { plate: 'Pizza Muzzarella', size: 'Grande' }

beforeAll(async () => {
  const database = await openSeededTestDatabase()
  const pgUrl = database.url
  bus = pgUrl ? await openPgBus(pgUrl) : createInProcessBus()
  const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' })
  const app = await buildApp({ env, db: database.db, logger: false, live: bus, livePingIntervalMs: 3000 })
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  t = {
    app,
    db: database.db,
    env,
    async close() {
      await app.close()
      await bus.close()
      await database.close()
    },
  }
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

let clients = 0
async function staffCookie(local: string, password: string): Promise<string> {
  clients += 1
  const response: InjectResponse = await t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/session`,
    payload: { name: 'encargado', password },
    remoteAddress: `10.0.2.${clients}`,
  })
  ok(response, 'StaffMember')
  const cookie = response.cookies.find((c) => c.name === 'staff_session')
  if (!cookie) throw new Error('no staff_session cookie')
  return `staff_session=${encodeURIComponent(cookie.value)}`
}

async function place(spec: OrderSpec): Promise<Schemas['OrderCreated']> {
  const { payload } = await buildOrder(t, ids, spec)
  return ok(await t.app.inject({ method: 'POST', url: '/api/order', payload }), 'OrderCreated', 201)
}

interface Board {
  socket: WebSocket
  messages: ConsoleLiveMessage[]
  /** the first message that matches, heard already or from now on */
  until(match: (message: ConsoleLiveMessage) => boolean): Promise<ConsoleLiveMessage>
}

function open(local: string, cookie?: string): WebSocket {
  return new WebSocket(`${base}/api/console/${local}/live`, cookie ? { headers: { cookie } } : {})
}

/** A board socket, once the server confirmed its subscription. */
function board(local: string, cookie: string): Promise<Board> {
  const socket = open(local, cookie)
  const messages: ConsoleLiveMessage[] = []
  const waiters = new Set<{
    match: (m: ConsoleLiveMessage) => boolean
    resolve: (m: ConsoleLiveMessage) => void
  }>()
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as ConsoleLiveMessage
    messages.push(message)
    for (const waiter of [...waiters])
      if (waiter.match(message)) {
        waiters.delete(waiter)
        waiter.resolve(message)
      }
  })
  const until = (match: (m: ConsoleLiveMessage) => boolean) =>
    new Promise<ConsoleLiveMessage>((resolve, reject) => {
      const heard = messages.find(match)
      if (heard) return resolve(heard)
      const timer = setTimeout(() => reject(new Error('no such message within 5 s')), 5000)
      waiters.add({
        match,
        resolve: (m) => {
          clearTimeout(timer)
          resolve(m)
        },
      })
    })
  const subscribed = until((m) => m.type === 'subscribed')
  return new Promise((resolve, reject) => {
    socket.once('error', reject)
    subscribed.then(() => resolve({ socket, messages, until }), reject)
  })
}

/** The HTTP status a refused upgrade answered with. */
function refusal(local: string, cookie?: string): Promise<number> {
  const socket = open(local, cookie)
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request: unknown, response: { statusCode: number }) => {
      resolve(response.statusCode)
      socket.terminate()
    })
    socket.on('open', () => reject(new Error('the socket was opened')))
    socket.on('error', () => {})
  })
}

const orderMessage = (id: number) => (m: ConsoleLiveMessage) => m.type === 'order' && m.order.id === id
const orderIdsOf = (messages: ConsoleLiveMessage[]) =>
  messages.flatMap((m) => (m.type === 'order' ? [m.order.id] : []))

describe('the console websocket of a local', () => {
  it('pushes each new order of its own local to its boards, and never another local’s', async () => {
    const palermo = await board(PALERMO, await staffCookie(PALERMO, 'palermo1234'))
    const palermoToo = await board(PALERMO, await staffCookie(PALERMO, 'palermo1234'))
    const belgranoCookie = await staffCookie(BELGRANO, 'belgrano1234')
    const belgrano = await board(BELGRANO, belgranoCookie)
    expect(palermo.messages).toEqual([{ type: 'subscribed', channel: `console-${ids.palermo}` }])

    const atPalermo = await place({ mode: 'DELIVERY', lines: [muzza] })
    const pushed = await palermo.until(orderMessage(atPalermo.id))
    expect(pushed).toMatchObject({
      type: 'order',
      order: { id: atPalermo.id, code: atPalermo.code, column: 'new', status: 'GENERATED', type: 'DELIVERY' },
    })
    await palermoToo.until(orderMessage(atPalermo.id))

    // Belgrano takes orders only in its hours; an order moved there in the database stands in for one.
    const moved = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    await palermo.until(orderMessage(moved.id))
    await t.db.update(dinerOrder).set({ branchContactId: ids.belgrano }).where(eq(dinerOrder.id, moved.id))
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/console/${BELGRANO}/orders/${moved.id}/transition`,
      payload: { action: 'accept', etaMinutes: 20 },
      headers: { cookie: belgranoCookie },
    })
    ok(accepted, 'ConsoleOrder')
    const atBelgrano = await belgrano.until(orderMessage(moved.id))
    expect(atBelgrano).toMatchObject({ order: { id: moved.id, status: 'ACCEPTED' } })
    const later = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    await palermo.until(orderMessage(later.id))
    // Belgrano's board heard only its own order; Palermo's boards never heard Belgrano's acceptance.
    expect(orderIdsOf(belgrano.messages)).toEqual([moved.id])
    expect(orderIdsOf(palermo.messages)).toEqual([atPalermo.id, moved.id, later.id])
    const statuses = palermo.messages.flatMap((m) => (m.type === 'order' ? [m.order.status] : []))
    expect(statuses).toEqual(['GENERATED', 'GENERATED', 'GENERATED'])
    for (const b of [palermo, palermoToo, belgrano]) b.socket.close()
  })

  it('pushes the order again after each console transition, in order', async () => {
    const cookie = await staffCookie(PALERMO, 'palermo1234')
    const order = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    const palermo = await board(PALERMO, cookie)
    const act = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/${PALERMO}/orders/${order.id}/transition`,
        payload: body,
        headers: { cookie },
      })
    ok(await act({ action: 'accept', etaMinutes: 15 }), 'ConsoleOrder')
    ok(await act({ action: 'ready' }), 'ConsoleOrder')
    await palermo.until((m) => m.type === 'order' && m.order.id === order.id && m.order.column === 'ready')
    // Each notice makes the server read the order as it is then. On PostgreSQL notices travel through
    // NOTIFY, so a late one may show a later state (or the creation, for a board opened just after the
    // order): what holds is that the pushes never go back and the last one is the order as it ends.
    const rank = ['GENERATED', 'ACCEPTED', 'READY']
    const states = palermo.messages.flatMap((m) =>
      m.type === 'order' ? [[m.order.status, m.order.etaMinutes] as const] : [],
    )
    const ranks = states.map(([status]) => rank.indexOf(status))
    expect(ranks.every((r, i) => r >= 0 && (i === 0 || r >= (ranks[i - 1] as number)))).toBe(true)
    expect(states.at(-1)).toEqual(['READY', 15])
    expect(states.filter(([status]) => status !== 'GENERATED').every(([, eta]) => eta === 15)).toBe(true)
    palermo.socket.close()
  })

  it('pushes the order when its card is charged: rejected, then paid', async () => {
    const palermo = await board(PALERMO, await staffCookie(PALERMO, 'palermo1234'))
    const order = await place({ mode: 'TAKE_AWAY', lines: [muzza], payment: 'ONLINE_CARD' })
    await palermo.until(orderMessage(order.id))
    const charge = async (cardNumber: string) => {
      const token = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/card-tokens',
        payload: { cardNumber, cardExpiry: '12/35', cardSecurityCode: '123' },
      })
      return t.app.inject({
        method: 'POST',
        url: '/api/order/payment',
        payload: {
          token: token.json().token,
          paymentMethodId: 'visa',
          orderCode: order.code,
          cardName: 'Cliente Demo',
          identificationType: 'DNI',
          identificationNumber: '30123456',
        },
      })
    }
    const paidAs = (status: string) => (m: ConsoleLiveMessage) =>
      m.type === 'order' && m.order.id === order.id && m.order.paymentStatus === status
    expect((await charge('4000000000000002')).statusCode).toBe(402)
    await palermo.until(paidAs('REJECTED'))
    expect((await charge('4509953566233704')).statusCode).toBe(200)
    await palermo.until(paidAs('PAID'))
    palermo.socket.close()
  })

  it('pushes every order a stack dispatches', async () => {
    const cookie = await staffCookie(PALERMO, 'palermo1234')
    const orders = [
      await place({ mode: 'DELIVERY', lines: [muzza] }),
      await place({ mode: 'DELIVERY', lines: [muzza] }),
    ]
    for (const order of orders)
      for (const body of [{ action: 'accept', etaMinutes: 20 }, { action: 'ready' }])
        ok(
          await t.app.inject({
            method: 'POST',
            url: `/api/console/${PALERMO}/orders/${order.id}/transition`,
            payload: body,
            headers: { cookie },
          }),
          'ConsoleOrder',
        )
    const palermo = await board(PALERMO, cookie)
    const stacked = await t.app.inject({
      method: 'POST',
      url: `/api/console/${PALERMO}/stacks`,
      payload: { orderIds: orders.map((o) => o.id), returnTrip: true },
      headers: { cookie },
    })
    expect(stacked.statusCode).toBe(201)
    for (const order of orders) {
      const pushed = await palermo.until(
        (m) => m.type === 'order' && m.order.id === order.id && m.order.column === 'dispatched',
      )
      expect(pushed).toMatchObject({ order: { id: order.id, column: 'dispatched' } })
    }
    palermo.socket.close()
  })

  it('refuses the upgrade without a session (401), with a forged cookie (401) and with another local’s (404)', async () => {
    expect(await refusal(PALERMO)).toBe(401)
    const palermoCookie = await staffCookie(PALERMO, 'palermo1234')
    expect(await refusal(PALERMO, `${palermoCookie.slice(0, -4)}AAAA`)).toBe(401)
    expect(await refusal(PALERMO, await staffCookie(BELGRANO, 'belgrano1234'))).toBe(404)
    // a local of another tenant's company
    expect(await refusal('cafe-demo-centro', palermoCookie)).toBe(404)
    expect(await refusal('no-such-local', palermoCookie)).toBe(404)
  })

  it('answers a plain GET with 426 for its staff and the usual refusals for anyone else', async () => {
    const cookie = await staffCookie(PALERMO, 'palermo1234')
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/console/${PALERMO}/live`, headers })
    expect(problem(await get({ cookie }), 426).status).toBe(426)
    problem(await get({}), 401)
    problem(await get({ cookie: await staffCookie(BELGRANO, 'belgrano1234') }), 404)
  })

  it('closes a socket whose session ended (signed out)', async () => {
    const cookie = await staffCookie(PALERMO, 'palermo1234')
    const palermo = await board(PALERMO, cookie)
    const closed = new Promise<number>((resolve) =>
      palermo.socket.on('close', (code: number) => resolve(code)),
    )
    const out = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/${PALERMO}/session`,
      headers: { cookie },
    })
    expect(out.statusCode).toBe(204)
    expect(await closed).toBe(4401)
  })
})
