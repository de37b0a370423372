/**
 * Orders console fan-out (issue 8): BENCH_SOCKETS console websockets (GET /api/console/{alias}/live, each
 * with the staff session cookie of its local) are spread over the three demo locals; then BENCH_ORDERS
 * take-away orders are created through POST /api/order, spread over the same locals, by BENCH_CLIENTS
 * concurrent clients. Every socket must receive every order of its own local (counted by distinct id,
 * repeats allowed) and none of another local; the script exits 1 otherwise.
 *
 *   npx tsx bench/console.ts                        # 50 sockets, 500 orders, PGlite + in-process bus
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/console.ts   # PostgreSQL + LISTEN/NOTIFY
 *   BENCH_SOCKETS=9 BENCH_ORDERS=30 BENCH_CLIENTS=2 npx tsx bench/console.ts
 *
 * Latency is "commit → delivery": the order is committed by the time its POST answers, so the clock starts
 * when the client has received that answer and stops when the order's first `order` message arrives on
 * the socket. The server sends the notice as the answer leaves (onSend), so a socket may hear of an order
 * a little before its POST's answer reaches the client: such deliveries count as 0 ms (and are counted as
 * "early"). The same deliveries are also measured from the moment the POST was sent (never negative),
 * which bounds the true commit → delivery time from above. The server runs in a child process so the
 * clients do not share its event loop; the database is seeded fresh (use an empty BENCH_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto'
import { WebSocket } from 'ws'
import { demoStaff } from '../server/seed/demo-staff'
import { type TakeAwayPick, takeAwayOrder } from './order-body'
import { startServer } from './start-server'

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 50)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4)
const SETTLE_MS = 10_000

/** What each local's orders ask for (Belgrano makes the e-mail mandatory). */
const picks: Record<string, TakeAwayPick & { email?: string }> = {
  'pizzeria-demo-palermo': { alias: 'pizzeria-demo-palermo', plate: 'Pizza Muzzarella', size: 'Grande' },
  'pizzeria-demo-belgrano': {
    alias: 'pizzeria-demo-belgrano',
    plate: 'Pizza Muzzarella',
    size: 'Grande',
    email: 'bench@example.com',
  },
  'cafe-demo-centro': { alias: 'cafe-demo-centro', plate: 'Cortado' },
}

interface Order {
  id: number
  alias: string
  sentAt: number
  answeredAt: number
}

interface Socket {
  alias: string
  ws: WebSocket
  /** first arrival of each order id, on this process's clock */
  heard: Map<number, number>
}

/** Signs the local's `encargado` in and returns the session cookie to present. */
async function signIn(base: string, alias: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/console/${alias}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'encargado', password }),
  })
  if (!response.ok) throw new Error(`sign-in at ${alias}: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('staff_session='))
  if (!cookie) throw new Error(`sign-in at ${alias} set no staff_session cookie`)
  return cookie
}

function open(wsBase: string, alias: string, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}/api/console/${alias}/live`, {
      headers: { cookie },
      perMessageDeflate: false,
    })
    const socket: Socket = { alias, ws, heard: new Map() }
    ws.once('error', reject)
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`console socket of ${alias}: ${response.statusCode}`)),
    )
    ws.on('message', (data: Buffer) => {
      const now = performance.now()
      const message = JSON.parse(data.toString()) as { type: string; order?: { id: number } }
      if (message.type === 'subscribed') resolve(socket)
      else if (message.type === 'order' && message.order && !socket.heard.has(message.order.id))
        socket.heard.set(message.order.id, now)
    })
  })
}

async function createOrders(base: string, bodies: Map<string, Record<string, unknown>>, aliases: string[]) {
  const orders: Order[] = []
  let next = 0
  const client = async () => {
    while (next < ORDERS) {
      const alias = aliases[next++ % aliases.length] ?? ''
      const sentAt = performance.now()
      const response = await fetch(`${base}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(bodies.get(alias)),
      })
      const answeredAt = performance.now()
      const text = await response.text()
      if (!response.ok) throw new Error(`POST /api/order at ${alias}: ${response.status} ${text}`)
      orders.push({ id: (JSON.parse(text) as { id: number }).id, alias, sentAt, answeredAt })
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: CLIENTS }, client))
  return { orders, ms: performance.now() - start }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`
}

const server = await startServer('./serve-console.ts')
const base = `http://127.0.0.1:${server.port}`
let failed = false
try {
  const aliases = demoStaff.map((s) => s.local)
  const cookies = new Map<string, string>()
  const bodies = new Map<string, Record<string, unknown>>()
  for (const staff of demoStaff) {
    cookies.set(staff.local, await signIn(base, staff.local, staff.password))
    const pick = picks[staff.local]
    if (!pick) throw new Error(`no order for ${staff.local}`)
    const body = await takeAwayOrder(base, 'Bench Consola', pick)
    bodies.set(staff.local, pick.email ? { ...body, customerEmail: pick.email } : body)
  }

  const connectStart = performance.now()
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, (_, i) => {
      const alias = aliases[i % aliases.length] ?? ''
      return open(`ws://127.0.0.1:${server.port}`, alias, cookies.get(alias) ?? '')
    }),
  )
  const connectMs = performance.now() - connectStart

  const { orders, ms: createMs } = await createOrders(base, bodies, aliases)
  const expected = new Map<string, Order[]>(aliases.map((a) => [a, orders.filter((o) => o.alias === a)]))
  const localOf = new Map(orders.map((o) => [o.id, o.alias]))
  const complete = () => sockets.every((s) => (expected.get(s.alias) ?? []).every((o) => s.heard.has(o.id)))
  const settleStart = performance.now()
  while (!complete() && performance.now() - settleStart < SETTLE_MS)
    await new Promise((resolve) => setTimeout(resolve, 20))

  const fromAnswer: number[] = []
  const fromRequest: number[] = []
  let early = 0
  let missed = 0
  let foreign = 0
  const failures: string[] = []
  for (const [index, socket] of sockets.entries()) {
    const own = expected.get(socket.alias) ?? []
    const lost = own.filter((o) => !socket.heard.has(o.id))
    const others = [...socket.heard.keys()].filter((id) => localOf.get(id) !== socket.alias)
    missed += lost.length
    foreign += others.length
    if (lost.length > 0 || others.length > 0)
      failures.push(
        `  socket ${index} (${socket.alias}): heard ${socket.heard.size - others.length}/${own.length} of its own` +
          `${lost.length ? `, missed ${lost.map((o) => o.id).join(',')}` : ''}` +
          `${others.length ? `, heard other orders ${others.join(',')}` : ''}`,
      )
    for (const order of own) {
      const at = socket.heard.get(order.id)
      if (at === undefined) continue
      if (at < order.answeredAt) early += 1
      fromAnswer.push(Math.max(0, at - order.answeredAt))
      fromRequest.push(at - order.sentAt)
    }
  }

  const perLocal = aliases
    .map((a) => `${a} ${sockets.filter((s) => s.alias === a).length}/${expected.get(a)?.length ?? 0}`)
    .join(', ')
  const bus = process.env.BENCH_DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite, in-process bus'
  console.log(`\nOrders console — ${SOCKETS} sockets, ${orders.length} orders by ${CLIENTS} clients (${bus})`)
  console.log(`  sockets/orders per local: ${perLocal}`)
  console.log(
    `  connected all in ${connectMs.toFixed(0)} ms; orders created in ${createMs.toFixed(0)} ms ` +
      `(${((orders.length / createMs) * 1000).toFixed(0)} orders/s)`,
  )
  console.log(
    `  deliveries ${fromAnswer.length} of ${sockets.reduce((n, s) => n + (expected.get(s.alias)?.length ?? 0), 0)} expected; ` +
      `missed ${missed}; another local's ${foreign}`,
  )
  console.log(
    `  commit → delivery (POST answered → order on the socket, early = 0): ${summary(fromAnswer)}; ` +
      `${early} early`,
  )
  console.log(`  request → delivery (POST sent → order on the socket): ${summary(fromRequest)}\n`)
  if (failures.length > 0) {
    failed = true
    console.log(`FAILED on ${failures.length} sockets:\n${failures.slice(0, 20).join('\n')}\n`)
  }
  for (const socket of sockets) socket.ws.terminate()
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
