import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type OpenedDatabase, openDatabase } from '../../server/db/client'
import { abandonedCart } from '../../server/db/schema'
import { loadEnv } from '../../server/env'
import type { OutgoingMessage } from '../../server/messaging/provider'
import { beginDrain, REFUSE_QUIET_MS, refuseUntilQuiet } from '../../server/plugins/drain'
import { rateLimitPolicy } from '../../server/plugins/rate-limits'
import { type DemoIds, demoIds } from './helpers/ordering'
import { openSeededTestDatabase } from './helpers/test-db'

// Two app instances — two nodes behind a load balancer — over ONE database: with TEST_DATABASE_URL each
// node has its own connection pool to the same PostgreSQL database, as separate processes would; on
// PGlite both share the one in-memory database. Whatever one node counts, the other must see.
let shared: OpenedDatabase & { url?: string }
let second: OpenedDatabase | undefined
let nodes: [FastifyInstance, FastifyInstance]
let ids: DemoIds
const sent: OutgoingMessage[] = []

beforeAll(async () => {
  shared = await openSeededTestDatabase()
  second = shared.url ? await openDatabase({ databaseUrl: shared.url }) : undefined
  // The shipped rate limits, and no timers: the test runs the job passes itself.
  const env = loadEnv({ NODE_ENV: 'test', RATE_LIMITS: '' })
  const messaging = {
    name: 'recording',
    showsCodes: true,
    async send(message: OutgoingMessage) {
      sent.push(message)
    },
  }
  const build = (db: OpenedDatabase['db']) => buildApp({ env, db, logger: false, messaging })
  nodes = [await build(shared.db), await build(second?.db ?? shared.db)]
  await Promise.all(nodes.map((node) => node.ready()))
  ids = await demoIds(shared.db)
})

afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.close()) ?? [])
  await second?.close()
  await shared?.close()
})

/** The node a round-robin balancer would pick for the i-th request. */
const nodeFor = (i: number) => nodes[i % 2] as FastifyInstance

describe('two nodes on one database', () => {
  it('enforce one rate limit between them, not one each', async () => {
    const perPhone = rateLimitPolicy.getOrderingCustomer?.perPhone ?? 0
    const statuses: number[] = []
    for (let i = 0; i < 2 * perPhone; i++) {
      const response = await nodeFor(i).inject({
        url: '/api/orderingcustomer/5491170000001?branchId=1',
        remoteAddress: `10.24.0.${i + 1}`,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, perPhone), String(statuses)).not.toContain(429)
    expect(statuses.slice(perPhone), String(statuses)).toEqual(Array(perPhone).fill(429))
  })

  it('count a burst sent to both at once exactly: the limit is let through, no more', async () => {
    const perIp = rateLimitPolicy.getOrderingCustomer?.perIp ?? 0
    const responses = await Promise.all(
      Array.from({ length: 3 * perIp }, (_, i) =>
        nodeFor(i).inject({
          url: `/api/orderingcustomer/54911710${String(10000 + i)}?branchId=1`,
          remoteAddress: '10.24.1.1',
        }),
      ),
    )
    const limited = responses.filter((r) => r.statusCode === 429 && r.headers['retry-after'])
    // Each node lets its share through until the shared count reaches the limit: perIp in all.
    expect(responses.length - limited.length).toBe(perIp)
  })

  it('lock an account out on both after failures spread over both', async () => {
    const signIn = (i: number, password: string) =>
      nodeFor(i).inject({
        method: 'POST',
        url: '/api/console/pizzeria-demo-palermo/session',
        payload: { name: 'encargado', password },
        remoteAddress: `10.24.2.${i + 1}`,
      })
    for (let i = 0; i < 5; i++) expect((await signIn(i, 'no-es-esta')).statusCode).toBe(401)
    // The right password, on either node, is refused while the account is locked.
    expect((await signIn(5, 'palermo1234')).statusCode).toBe(429)
    expect((await signIn(6, 'palermo1234')).statusCode).toBe(429)
  })

  it('send a due abandoned-cart reminder once, however many job passes both run together', async () => {
    const [cart] = await shared.db
      .insert(abandonedCart)
      .values({
        phone: '+541170000002',
        branchContactId: ids.palermo,
        branchId: ids.pizzeria,
        orderModeId: ids.modes.DELIVERY?.id ?? 0,
        items: [],
        notifyAfter: new Date(Date.now() - 1000),
      })
      .returning({ id: abandonedCart.id })
    // Both nodes' timers fire together, three times over.
    const passes = []
    for (let round = 0; round < 3; round++)
      passes.push(...(await Promise.all(nodes.map((node) => node.jobs.runOnce()))))
    // Every pass claimed its own carts (the demo seed has due ones too): no cart was messaged twice.
    expect(passes.reduce((sum, pass) => sum + pass.cartReminders, 0)).toBe(sent.length)
    expect(new Set(sent.map((m) => m.to)).size).toBe(sent.length)
    const ours = sent.filter((m) => m.to === '+541170000002')
    expect(ours).toHaveLength(1)
    expect(ours[0]?.text).toContain('Palermo')
    const [row] = await shared.db
      .select()
      .from(abandonedCart)
      .where(eq(abandonedCart.id, cart?.id ?? 0))
    expect(row?.remindedAt).toBeInstanceOf(Date)
    // Later passes find nothing due.
    expect((await nodes[1].jobs.runOnce()).cartReminders).toBe(0)
  })

  it('stop being ready on one node when it drains, with a problem, while the other stays ready', async () => {
    const before = await nodes[0].inject('/health/ready')
    expect(before.statusCode).toBe(200)
    expect(before.json()).toMatchObject({ status: 'ready', database: 'up' })
    beginDrain(nodes[0])
    const draining = await nodes[0].inject('/health/ready')
    expect(draining.statusCode).toBe(503)
    expect(draining.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(Number(draining.headers['retry-after'])).toBeGreaterThan(0)
    expect(draining.json()).toMatchObject({ status: 503, reason: 'draining', database: 'up' })
    // Still alive, still serving (with connection: close), until it closes.
    const live = await nodes[0].inject('/health/live')
    expect(live.statusCode).toBe(200)
    expect(live.headers.connection).toBe('close')
    expect((await nodes[1].inject('/health/ready')).statusCode).toBe(200)
  })

  it('refuse a websocket on a draining node, then every request until none comes, before reading it', async () => {
    // nodes[0] drains since the test above: it still serves, but sends new websockets elsewhere.
    expect((await nodes[0].inject('/api/diner/pizzeria-demo-palermo')).statusCode).toBe(200)
    const socket = await nodes[0].inject({
      url: '/api/live?channel=order-X',
      headers: { connection: 'upgrade', upgrade: 'websocket' },
    })
    expect(socket.statusCode).toBe(503)
    const refusing = refuseUntilQuiet(nodes[0], 5000)
    const lastRequest = Date.now()
    // Not even validated (this body would be a 400): a balancer may send it to another node as it is.
    const order = await nodes[0].inject({ method: 'POST', url: '/api/order', payload: { nonsense: true } })
    expect(order.statusCode).toBe(503)
    expect(order.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(order.headers['retry-after']).toBe('1')
    expect(order.headers.connection).toBe('close')
    expect(order.json()).toMatchObject({ status: 503, reason: 'draining' })
    // Probes are answered, and do not keep the node from being quiet.
    expect((await nodes[0].inject('/health/live')).statusCode).toBe(200)
    expect((await nodes[0].inject('/health/ready')).statusCode).toBe(503)
    await refusing
    expect(Date.now() - lastRequest).toBeGreaterThanOrEqual(REFUSE_QUIET_MS)
    expect(Date.now() - lastRequest).toBeLessThan(REFUSE_QUIET_MS + 1000)
    expect((await nodes[1].inject('/api/diner/pizzeria-demo-palermo')).statusCode).toBe(200)
  })

  it('stop refusing after its longest wait even while requests keep coming', async () => {
    const started = Date.now()
    let done = false
    const refusing = refuseUntilQuiet(nodes[0], 400).then(() => {
      done = true
    })
    while (!done && Date.now() - started < 2000) {
      expect((await nodes[0].inject('/api/diner/pizzeria-demo-palermo')).statusCode).toBe(503)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await refusing
    expect(Date.now() - started).toBeGreaterThanOrEqual(395)
    expect(Date.now() - started).toBeLessThan(1500)
  })
})
