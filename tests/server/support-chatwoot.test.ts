import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { EnvError, loadEnv } from '../../server/env'
import { seedDemo } from '../../server/seed/demo'
import { staffOf } from './helpers/console'
import { buildOrder, type DemoIds, demoIds, ok, type Schemas } from './helpers/ordering'
import type { TestApp } from './helpers/test-app'
import { openTestDatabase } from './helpers/test-db'

// The Chatwoot adapter against a local server that records each request and answers as Chatwoot's
// application API does (shapes from its API reference); nothing leaves the machine.
interface Recorded {
  method: string
  url: string
  token: string | undefined
  body: Record<string, unknown>
}
const recorded: Recorded[] = []
const ANSWERS: Record<string, unknown> = {
  'POST /api/v1/accounts/7/contacts': {
    payload: {
      contact: { id: 501, name: 'Ana', identifier: 'order-x' },
      contact_inbox: { source_id: 'cw-source-501', inbox: { id: 3, name: 'Tucán' } },
    },
  },
  'POST /api/v1/accounts/7/conversations': { id: 9001, account_id: 7, inbox_id: 3 },
  'POST /api/v1/accounts/7/conversations/9001/messages': { id: 1, content: '…', message_type: 0 },
}

let chatwoot: Server
let t: TestApp
let ids: DemoIds

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  chatwoot = createServer(async (request, response) => {
    const body = await bodyOf(request)
    recorded.push({
      method: request.method ?? '',
      url: request.url ?? '',
      token: request.headers.api_access_token as string | undefined,
      body: body ? JSON.parse(body) : {},
    })
    const answer = ANSWERS[`${request.method} ${request.url}`]
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer ?? { error: 'not found' }))
  })
  await new Promise<void>((resolve) => chatwoot.listen(0, '127.0.0.1', resolve))
  const port = (chatwoot.address() as AddressInfo).port
  const database = await openTestDatabase()
  await seedDemo(database.db)
  const env = loadEnv({
    NODE_ENV: 'test',
    RATE_LIMITS: 'off',
    SUPPORT_PROVIDER: 'chatwoot',
    CHATWOOT_URL: `http://127.0.0.1:${port}/`,
    CHATWOOT_TOKEN: 'cw-token',
    CHATWOOT_ACCOUNT_ID: '7',
    CHATWOOT_INBOX_ID: '3',
  })
  const app = await buildApp({ env, db: database.db, logger: false })
  await app.ready()
  t = {
    app,
    db: database.db,
    env,
    async close() {
      await app.close()
      await database.close()
    },
  }
  ids = await demoIds(t.db)
})
afterAll(async () => {
  await t?.close()
  await new Promise((resolve) => chatwoot?.close(resolve))
})

describe('SUPPORT_PROVIDER=chatwoot', () => {
  it('creates the Comensal contact and its conversation once, then adds each message', async () => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Pizza Muzzarella', size: 'Grande' }],
      email: 'ana@example.com',
      phone: '+541170003233',
    })
    const order = ok<Schemas['OrderCreated']>(
      await t.app.inject({ method: 'POST', url: '/api/order', payload }),
      'OrderCreated',
      201,
    )
    const write = (text: string) =>
      t.app.inject({ method: 'POST', url: `/api/support/${order.code}/messages`, payload: { text } })
    // two at once: the second waits for the first to open the conversation at Chatwoot
    const sent = await Promise.all([write('¿Mi pedido tiene bebida?'), write('Gracias')])
    for (const response of sent) ok(response, 'SupportChat', 201)
    await expect.poll(() => recorded.length).toBe(4)
    const cookies = await staffOf(t, 'pizzeria-demo-palermo', 'palermo1234')
    const [conversation] = ok<Schemas['SupportConversationSummary'][]>(
      await t.app.inject({ method: 'GET', url: '/api/console/pizzeria-demo-palermo/support', cookies }),
    )
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/console/pizzeria-demo-palermo/support/${conversation?.id}/messages`,
        cookies,
        payload: { text: 'Sí, va una gaseosa' },
      }),
      'SupportConversation',
      201,
    )
    await expect.poll(() => recorded.length).toBe(5)

    expect(recorded.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/accounts/7/contacts',
      'POST /api/v1/accounts/7/conversations',
      'POST /api/v1/accounts/7/conversations/9001/messages',
      'POST /api/v1/accounts/7/conversations/9001/messages',
      'POST /api/v1/accounts/7/conversations/9001/messages',
    ])
    expect(recorded.every((r) => r.token === 'cw-token')).toBe(true)
    const [contact, opened, first, second, answer] = recorded
    expect(contact?.body).toMatchObject({
      inbox_id: 3,
      name: expect.any(String),
      email: 'ana@example.com',
      phone_number: '+541170003233',
      identifier: `order-${order.code}`,
      custom_attributes: {
        type: 'Comensal',
        company_name: expect.any(String),
        branch_contact_name: expect.stringMatching(/Palermo/),
        order_code: order.code,
        support_link: `/soporte?referenceId=${order.code}`,
      },
    })
    expect(opened?.body).toMatchObject({ inbox_id: 3, contact_id: 501, source_id: 'cw-source-501' })
    expect([first?.body, second?.body]).toEqual(
      expect.arrayContaining([
        { content: '¿Mi pedido tiene bebida?', message_type: 'incoming', private: false },
        { content: 'Gracias', message_type: 'incoming', private: false },
      ]),
    )
    expect(answer?.body).toMatchObject({ content: 'Sí, va una gaseosa', message_type: 'outgoing' })
  })

  it('is refused at start-up without its account settings', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', SUPPORT_PROVIDER: 'chatwoot' })).toThrow(EnvError)
    expect(() => loadEnv({ NODE_ENV: 'test', SUPPORT_PROVIDER: 'zendesk' })).toThrow(/SUPPORT_PROVIDER/)
    expect(() =>
      loadEnv({
        NODE_ENV: 'test',
        SUPPORT_PROVIDER: 'chatwoot',
        CHATWOOT_URL: 'ftp://x',
        CHATWOOT_TOKEN: 't',
        CHATWOOT_ACCOUNT_ID: '1',
        CHATWOOT_INBOX_ID: '1',
      }),
    ).toThrow(/CHATWOOT_URL/)
    expect(loadEnv({ NODE_ENV: 'test' }).SUPPORT_PROVIDER).toBe('built-in')
  })
})
