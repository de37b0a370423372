import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postDinerMessage } from '../../server/services/support'
import { staffOf } from './helpers/console'
import { buildOrder, type DemoIds, demoIds, ok, problem, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

// Issue 32: the support chat, on PGlite or (TEST_DATABASE_URL) PostgreSQL, with the in-process bus.
let t: TestApp
let ids: DemoIds
const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

async function placeAt(local: 'palermo') {
  const { payload } = await buildOrder(t, ids, {
    mode: 'TAKE_AWAY',
    local,
    lines: [{ plate: 'Pizza Muzzarella', size: 'Grande' }],
    email: 'ana@example.com',
    phone: '+541170003232',
  })
  return ok<Schemas['OrderCreated']>(
    await t.app.inject({ method: 'POST', url: '/api/order', payload }),
    'OrderCreated',
    201,
  )
}

const write = (code: string, text: string, remoteAddress = '10.0.32.1') =>
  t.app.inject({ method: 'POST', url: `/api/support/${code}/messages`, payload: { text }, remoteAddress })
const readChat = (code: string) => t.app.inject({ method: 'GET', url: `/api/support/${code}` })
const staffGet = (local: string, url: string, cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/console/${local}/support${url}`, cookies })
const staffPost = (local: string, url: string, cookies: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/support${url}`,
    cookies,
    ...(payload ? { payload } : {}),
  })

function notices(channel: string) {
  const seen: (string | undefined)[] = []
  const stop = t.app.liveBus.subscribe(channel, (detail) => seen.push(detail))
  return { seen, stop }
}

describe('the support chat', () => {
  it('is empty before the first message and names the local; an unknown code is a 404', async () => {
    const order = await placeAt('palermo')
    const chat = ok<Schemas['SupportChat']>(await readChat(order.code), 'SupportChat')
    expect(chat).toMatchObject({ orderCode: order.code, messages: [] })
    expect(chat.localName).toMatch(/Palermo/)
    problem(await readChat('NOPE12345'), 404)
    problem(await write('NOPE12345', 'Hola'), 404)
  })

  it('takes the diner’s message as plain text, rings the console and shows staff the Comensal record', async () => {
    const order = await placeAt('palermo')
    const console_ = notices(`console-${ids.palermo}`)
    const text = 'Hola <script>alert(1)</script> ¿dónde está mi pedido?'
    const chat = ok<Schemas['SupportChat']>(await write(order.code, text), 'SupportChat', 201)
    expect(chat.messages).toEqual([expect.objectContaining({ author: 'diner', text })])
    expect(JSON.stringify(chat)).not.toMatch(/ana@example\.com|"phone"/)
    await expect.poll(() => console_.seen).toContain('support')
    console_.stop()

    const palermo = await staffOf(t, PALERMO, 'palermo1234')
    const list = ok<Schemas['SupportConversationSummary'][]>(await staffGet(PALERMO, '', palermo))
    const mine = list.find((c) => c.orderCode === order.code)
    expect(mine).toMatchObject({ unread: 1, lastText: text })
    const conversation = ok<Schemas['SupportConversation']>(
      await staffGet(PALERMO, `/${mine?.id}`, palermo),
      'SupportConversation',
    )
    expect(conversation.customer).toMatchObject({
      type: 'Comensal',
      orderCode: order.code,
      supportLink: `/soporte?referenceId=${order.code}`,
      companyName: expect.any(String),
      branchContactName: chat.localName,
      email: 'ana@example.com',
    })
    expect(conversation.customer.phone).toMatch(/70003232/)
  })

  it('lets staff answer (the diner’s channel hears it) and mark read; another local’s staff get a 403', async () => {
    const order = await placeAt('palermo')
    ok(await write(order.code, 'Falta la bebida'), 'SupportChat', 201)
    const palermo = await staffOf(t, PALERMO, 'palermo1234')
    const id = ok<Schemas['SupportConversationSummary'][]>(await staffGet(PALERMO, '', palermo)).find(
      (c) => c.orderCode === order.code,
    )?.id
    const diner = notices(`order-${order.code}`)
    const answered = ok<Schemas['SupportConversation']>(
      await staffPost(PALERMO, `/${id}/messages`, palermo, { text: 'Ya te la enviamos' }),
      'SupportConversation',
      201,
    )
    expect(answered.unread).toBe(0)
    await expect.poll(() => diner.seen.length).toBeGreaterThan(0)
    diner.stop()
    const chat = ok<Schemas['SupportChat']>(await readChat(order.code))
    expect(chat.messages.map((m) => [m.author, m.text])).toEqual([
      ['diner', 'Falta la bebida'],
      ['staff', 'Ya te la enviamos'],
    ])

    ok(await write(order.code, '¡Gracias!'), 'SupportChat', 201)
    expect(ok<Schemas['SupportConversation']>(await staffGet(PALERMO, `/${id}`, palermo)).unread).toBe(1)
    expect((await staffPost(PALERMO, `/${id}/read`, palermo)).statusCode).toBe(204)
    expect(ok<Schemas['SupportConversation']>(await staffGet(PALERMO, `/${id}`, palermo)).unread).toBe(0)
    // reading what was read already is no news (the console reads on every notice: it would loop)
    const console_ = notices(`console-${ids.palermo}`)
    expect((await staffPost(PALERMO, `/${id}/read`, palermo)).statusCode).toBe(204)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(console_.seen).toEqual([])
    console_.stop()

    const belgrano = await staffOf(t, BELGRANO, 'belgrano1234')
    problem(await staffGet(BELGRANO, `/${id}`, belgrano), 403)
    problem(await staffPost(BELGRANO, `/${id}/messages`, belgrano, { text: 'hola' }), 403)
    problem(await staffPost(BELGRANO, `/${id}/read`, belgrano), 403)
    expect(
      ok<Schemas['SupportConversationSummary'][]>(await staffGet(BELGRANO, '', belgrano)),
    ).not.toContainEqual(expect.objectContaining({ id }))
    // Palermo's console named with Belgrano's session: the console's own refusal (404)
    problem(await staffGet(PALERMO, '', belgrano), 404)
    problem(await staffGet(PALERMO, '', {}), 401)
    problem(await staffGet(PALERMO, '/999999', palermo), 404)
  })

  it('refuses an empty or too long message (400) and more than 10 a minute in one conversation (429)', async () => {
    const order = await placeAt('palermo')
    problem(await write(order.code, ''), 400)
    problem(await write(order.code, 'x'.repeat(1001)), 400)
    ok(await write(order.code, 'x'.repeat(1000)), 'SupportChat', 201)
    for (let i = 1; i < 10; i += 1) ok(await write(order.code, `mensaje ${i}`), 'SupportChat', 201)
    problem(await write(order.code, 'uno más'), 429)
  })

  it('keeps and serves the message when the chat provider is down (the mirror only logs it)', async () => {
    const order = await placeAt('palermo')
    const warn = vi.fn()
    const provider = {
      name: 'down',
      deliver: vi.fn(async () => {
        throw new Error('ECONNREFUSED')
      }),
    }
    const log = { warn } as unknown as FastifyBaseLogger
    const { chat, mirrored } = await postDinerMessage(
      { db: t.db, live: t.app.liveBus, provider, log },
      order.code,
      '¿Hay demora?',
    )
    await mirrored
    expect(chat.messages.map((m) => m.text)).toEqual(['¿Hay demora?'])
    expect(provider.deliver).toHaveBeenCalledWith(
      expect.objectContaining({
        author: 'diner',
        externalId: null,
        customer: expect.objectContaining({ type: 'Comensal' }),
      }),
    )
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
