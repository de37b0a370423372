import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branchContact, dinerOrder } from '../../server/db/schema'
import type { LiveMessage } from '../../server/live/live-socket'
import { type Cookies, placeOrder, readyOrder, staffOf, transition } from './helpers/console'
import { type DemoIds, demoIds, ok, problem, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'
const OTHER_TENANT = 'cafe-demo-centro'
let t: TestApp
let ids: DemoIds
let staff: Cookies

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
  staff = await staffOf(t, PALERMO, 'palermo1234')
})
afterAll(() => t?.close())

const boardOf = async (alias = PALERMO) =>
  ok<Schemas['CounterBoard']>(
    await t.app.inject({ method: 'GET', url: `/api/board/${alias}` }),
    'CounterBoard',
  )
const numbers = (entries: Schemas['CounterBoardEntry'][]) => entries.map((entry) => entry.number)
const pickUp = (displayNumber: unknown, cookies: Cookies | null = staff, local = PALERMO) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/pickups`,
    payload: { displayNumber },
    ...(cookies ? { cookies } : {}),
  })

interface Screen {
  socket: Awaited<ReturnType<TestApp['app']['injectWS']>>
  messages: LiveMessage[]
  /** the first message that matches, heard already or within 5 s */
  until(match: (message: LiveMessage) => boolean): Promise<LiveMessage>
}

/** A board's socket on the live channel, once subscribed (injected: no port). */
async function screenOn(channel: string): Promise<Screen> {
  const messages: LiveMessage[] = []
  const heard = new Set<() => void>()
  const socket = await t.app.injectWS(
    `/api/live?channel=${channel}`,
    {},
    {
      onInit: (ws) =>
        ws.on('message', (data: Buffer) => {
          messages.push(JSON.parse(data.toString()) as LiveMessage)
          for (const check of [...heard]) check()
        }),
    },
  )
  const until = (match: (message: LiveMessage) => boolean) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such message within 5 s')), 5000)
      const check = () => {
        const found = messages.find(match)
        if (!found) return
        heard.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      heard.add(check)
      check()
    })
  await until((m) => m.type === 'subscribed')
  return { socket, messages, until }
}

const takeAway = () =>
  placeOrder(t, ids, {
    mode: 'TAKE_AWAY',
    lines: [{ plate: 'Hamburguesa Completa' }],
    phone: '1155550123',
    extra: { customerName: 'Lucía Fernández Soto', customerEmail: 'lucia@example.com' },
  })

describe('getCounterBoard', () => {
  it('shows an accepted order under preparing and a ready one under ready, with number and first name only', async () => {
    const order = await takeAway()
    expect(numbers((await boardOf()).preparing)).not.toContain(order.displayNumber)
    ok(await transition(t, PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, staff))
    const preparing = await boardOf()
    expect(preparing.preparing).toContainEqual({ number: order.displayNumber, name: 'Lucía' })
    expect(numbers(preparing.ready)).not.toContain(order.displayNumber)

    ok(await transition(t, PALERMO, order.id, { action: 'ready' }, staff))
    const ready = await boardOf()
    expect(ready.ready[0]).toEqual({ number: order.displayNumber, name: 'Lucía' })
    expect(numbers(ready.preparing)).not.toContain(order.displayNumber)
    expect(ready).toMatchObject({ localName: expect.any(String), readyMinutes: 15 })
    expect(ready.channel).toMatch(/^board-\d+$/)

    const text = JSON.stringify(ready)
    for (const secret of ['1155550123', 'lucia@example.com', 'Fernández', 'Hamburguesa', 'Santa Fe'])
      expect(text).not.toContain(secret)
  })

  it('leaves out deliveries, new orders, closed ones and ready ones older than the local keeps them', async () => {
    const delivery = await placeOrder(t, ids, {
      mode: 'DELIVERY',
      lines: [{ plate: 'Hamburguesa Completa' }],
      phone: '1155550124',
    })
    ok(await transition(t, PALERMO, delivery.id, { action: 'accept', etaMinutes: 10 }, staff))
    const fresh = await takeAway()
    const expired = await takeAway()
    await readyOrder(t, PALERMO, expired.id, staff)
    await t.db
      .update(dinerOrder)
      .set({ readyAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(dinerOrder.id, expired.id))
    const board = await boardOf()
    const all = [...numbers(board.preparing), ...numbers(board.ready)]
    expect(all).not.toContain(delivery.displayNumber)
    expect(all).not.toContain(fresh.displayNumber)
    expect(all).not.toContain(expired.displayNumber)

    // a local that keeps numbers longer shows it again
    await t.db.update(branchContact).set({ boardReadyMinutes: 30 }).where(eq(branchContact.alias, PALERMO))
    const longer = await boardOf()
    expect(longer.readyMinutes).toBe(30)
    expect(numbers(longer.ready)).toContain(expired.displayNumber)
    await t.db.update(branchContact).set({ boardReadyMinutes: null }).where(eq(branchContact.alias, PALERMO))
  })

  it("shows no other local's or tenant's orders, and answers 404 for an unknown alias or a company's", async () => {
    const order = await takeAway()
    await readyOrder(t, PALERMO, order.id, staff)
    for (const alias of [BELGRANO, OTHER_TENANT]) {
      const board = await boardOf(alias)
      expect(board.channel).not.toBe((await boardOf()).channel)
      expect(JSON.stringify(board)).not.toContain('Lucía')
    }
    problem(await t.app.inject({ method: 'GET', url: '/api/board/no-such-local' }), 404)
    problem(await t.app.inject({ method: 'GET', url: '/api/board/pizzeria-demo' }), 404)
    problem(await t.app.inject({ method: 'GET', url: '/api/board/%20' }), 400)
  })

  it('answers a burst of reads (every screen after a notice) alike, each read after its request', async () => {
    const order = await takeAway()
    ok(await transition(t, PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, staff))
    const burst = await Promise.all(Array.from({ length: 20 }, () => boardOf()))
    for (const board of burst) expect(board).toEqual(burst[0])
    expect(numbers(burst[0]?.preparing ?? [])).toContain(order.displayNumber)
    ok(await transition(t, PALERMO, order.id, { action: 'ready' }, staff))
    const after = await Promise.all(Array.from({ length: 5 }, () => boardOf()))
    for (const board of after) expect(numbers(board.ready)).toContain(order.displayNumber)
  })

  it('pushes the board itself to every screen on its channel after a change, never a phone or an address', async () => {
    const order = await takeAway()
    const { channel } = await boardOf()
    const screens = await Promise.all(Array.from({ length: 3 }, () => screenOn(channel)))
    for (const screen of screens) expect(screen.messages[0]).toEqual({ type: 'subscribed', channel })
    ok(await transition(t, PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, staff))
    const shows = (column: 'preparing' | 'ready') => (m: LiveMessage) =>
      m.type === 'board' && m.board[column].some((e) => e.number === order.displayNumber)
    for (const screen of screens) {
      const pushed = await screen.until(shows('preparing'))
      expect(pushed).toMatchObject({ type: 'board', channel })
      expect(pushed.type === 'board' && pushed.board).toEqual(await boardOf())
      const text = JSON.stringify(pushed)
      for (const secret of ['1155550123', 'lucia@example.com', 'Fernández', 'Hamburguesa', 'Santa Fe'])
        expect(text).not.toContain(secret)
    }
    ok(await transition(t, PALERMO, order.id, { action: 'ready' }, staff))
    for (const screen of screens) await screen.until(shows('ready'))
    // no bare "changed" on a board's channel: the board is the notice
    for (const screen of screens) expect(screen.messages.map((m) => m.type)).not.toContain('changed')
    for (const screen of screens) screen.socket.close()
  })

  it("pushes nothing on a board channel naming no local, and another local's board never", async () => {
    const order = await takeAway()
    const belgrano = (await boardOf(BELGRANO)).channel
    const screens = await Promise.all([screenOn(belgrano), screenOn('board-999999')])
    ok(await transition(t, PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, staff))
    await t.app.liveBus.publish('board-999999')
    const palermo = await screenOn((await boardOf()).channel)
    ok(await transition(t, PALERMO, order.id, { action: 'ready' }, staff))
    await palermo.until(
      (m) => m.type === 'board' && m.board.ready.some((e) => e.number === order.displayNumber),
    )
    for (const screen of screens) expect(screen.messages.map((m) => m.type)).toEqual(['subscribed'])
    for (const screen of [...screens, palermo]) screen.socket.close()
  })

  it('publishes a notice on the board channel when an order changes', async () => {
    const order = await takeAway()
    const { channel } = await boardOf()
    const heard: unknown[] = []
    const unsubscribe = t.app.liveBus.subscribe(channel, (detail) => heard.push(detail))
    ok(await transition(t, PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, staff))
    await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThan(0)
    unsubscribe()
  })
})

describe('pickUpConsoleOrder', () => {
  it('closes the ready order with the typed number as delivered; the board drops it', async () => {
    const order = await takeAway()
    await readyOrder(t, PALERMO, order.id, staff)
    const closed = ok<Schemas['ConsoleOrder']>(await pickUp(order.displayNumber), 'ConsoleOrder')
    expect(closed).toMatchObject({ id: order.id, status: 'DELIVERED', column: 'delivered' })
    const board = await boardOf()
    expect(numbers(board.ready)).not.toContain(order.displayNumber)
  })

  it('closes a kiosk order from its card (handOver) as well', async () => {
    const kiosk = await placeOrder(t, ids, {
      mode: 'SELF_SERVICE',
      lines: [{ plate: 'Hamburguesa Completa' }],
    })
    await readyOrder(t, PALERMO, kiosk.id, staff)
    expect(numbers((await boardOf()).ready)).toContain(kiosk.displayNumber)
    ok(await transition(t, PALERMO, kiosk.id, { action: 'handOver' }, staff))
    expect(numbers((await boardOf()).ready)).not.toContain(kiosk.displayNumber)
  })

  it('refuses a number not ready (409), unknown today (404), out of range (400), without a session (401)', async () => {
    const order = await takeAway()
    ok(await transition(t, PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, staff))
    expect(problem(await pickUp(order.displayNumber), 409).detail).toBe(
      `El pedido ${order.displayNumber} todavía no está listo para retirar`,
    )
    const [row] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, order.id))
    expect(row?.status).toBe('ACCEPTED')
    const unused = (((order.displayNumber ?? 0) + 500) % 999) + 1
    const used = await t.db.select({ n: dinerOrder.displayNumber }).from(dinerOrder)
    if (!used.some((r) => r.n === unused)) problem(await pickUp(unused), 404)
    problem(await pickUp(0), 400)
    problem(await pickUp(1000), 400)
    problem(await pickUp('7'), 400)
    problem(await pickUp(order.displayNumber, null), 401)
    // another local's staff cannot close it
    const belgrano = await staffOf(t, BELGRANO, 'belgrano1234')
    ok(await transition(t, PALERMO, order.id, { action: 'ready' }, staff))
    problem(await pickUp(order.displayNumber, belgrano, BELGRANO), 404)
    problem(await pickUp(order.displayNumber, belgrano, PALERMO), 404)
  })
})
