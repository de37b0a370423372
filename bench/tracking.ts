/**
 * Tracking fan-out: SUBSCRIBERS websockets on one server watch one shipment; the assigned rider reports
 * a position (one update), and every subscriber must hear "changed". Repeated ROUNDS times. Prints the
 * delivery latency from the moment the update is sent (p50, p99, max over every delivery), the time
 * until the last subscriber heard it in each round, and the server's memory per subscriber.
 *
 *   npx tsx bench/tracking.ts                       # 2,000 subscribers, PGlite + in-process bus
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/tracking.ts   # PostgreSQL + LISTEN/NOTIFY
 *   BENCH_SUBSCRIBERS=500 BENCH_ROUNDS=10 npx tsx bench/tracking.ts
 *
 * Target (issue 9): p99 ≤ 100 ms. The server runs in a child process so the clients do not share its loop.
 */
import type { ChildProcess } from 'node:child_process'
import { WebSocket } from 'ws'
import { startServer } from './start-server'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const CONNECT_BATCH = 200
const ALIAS = 'pizzeria-demo-palermo'
const ORDER = 'DEMO-ENV-1'

interface Memory {
  rss: number
  heapUsed: number
}

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (m: Memory & { type: string }) => {
      if (m.type !== 'memory') return
      child.off('message', onMessage)
      resolve(m)
    }
    child.on('message', onMessage)
    child.send({ type: 'memory' })
  })
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? undefined : response.json()
}

/** The demo rider starts a shift and takes DEMO-ENV-1 to the customer's door, through the API. */
async function riderOnTheWay(base: string) {
  const phone = '1155550001'
  const locals = (await call(base, 'GET', `/api/diner/${ALIAS}`)) as { info: { id: number } }
  const rider = (await call(
    base,
    'GET',
    `/api/rider/bc/phone?branchContactId=${locals.info.id}&phone=${phone}`,
  )) as {
    id: number
  }
  const session = (await call(base, 'PUT', `/api/rider/${rider.id}/updatewithcode`, {
    active: true,
    securityCode: '1234',
  })) as { token: string }
  const offers = (await call(
    base,
    'GET',
    `/api/shipments?branchContactId=${locals.info.id}&status=LOOKING_FOR_DRIVER&providerName=OWN_FLEET`,
    undefined,
    session.token,
  )) as { shipments: { id: number; logisticsOrder: { orderCode: string } }[] }
  const shipment = offers.shipments.find((s) => s.logisticsOrder.orderCode === ORDER)
  if (!shipment) throw new Error(`${ORDER} is not offered`)
  for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF'])
    await call(
      base,
      'PUT',
      `/api/shipments/${shipment.id}`,
      { id: shipment.id, status, rider_id: rider.id },
      session.token,
    )
  const tracking = (await call(base, 'GET', `/api/logisticsorder/tracking/${ALIAS}/${ORDER}`)) as {
    id: string
  }
  return { token: session.token, shipmentId: shipment.id, channel: `tracking-${tracking.id}` }
}

function subscribe(wsBase: string, channel: string, onChanged: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}/api/live?channel=${channel}`, { perMessageDeflate: false })
    socket.once('error', reject)
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string }
      if (message.type === 'subscribed') resolve(socket)
      else if (message.type === 'changed') onChanged()
    })
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

const server = await startServer('./serve-tracking.ts', { execArgv: ['--expose-gc'] })
const base = `http://127.0.0.1:${server.port}`
try {
  const { token, shipmentId, channel } = await riderOnTheWay(base)
  const before = await memoryOf(server.child)

  let roundStart = 0
  let roundHeard = 0
  let roundDone: (() => void) | undefined
  const latencies: number[] = []
  const sockets: WebSocket[] = []
  const fanOut: number[] = []
  let publishedAt = 0
  server.child.on('message', (m: { type: string; at: number }) => {
    if (m.type === 'published') publishedAt = m.at
  })
  const onChanged = () => {
    const now = performance.now()
    latencies.push(now - roundStart)
    if (publishedAt > 0) fanOut.push(performance.timeOrigin + now - publishedAt)
    roundHeard += 1
    if (roundHeard === SUBSCRIBERS) roundDone?.()
  }
  const connectStart = performance.now()
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, SUBSCRIBERS - i)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => subscribe(`ws://127.0.0.1:${server.port}`, channel, onChanged)),
      )),
    )
  }
  const connectMs = performance.now() - connectStart
  const after = await memoryOf(server.child)

  const allHeard: number[] = []
  const updateMs: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    roundHeard = 0
    publishedAt = 0
    const delivered = new Promise<void>((resolve, reject) => {
      roundDone = resolve
      setTimeout(
        () => reject(new Error(`round ${round}: ${roundHeard}/${SUBSCRIBERS} heard in 10 s`)),
        10_000,
      )
    })
    roundStart = performance.now()
    // a few metres further each round: plausible, so every report is stored and published
    await call(
      base,
      'PUT',
      `/api/shipments/${shipmentId}/position`,
      { lat: -34.585 + round * 0.0001, lng: -58.415 },
      token,
    )
    updateMs.push(performance.now() - roundStart)
    await delivered
    allHeard.push(performance.now() - roundStart)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const sorted = [...latencies].sort((a, b) => a - b)
  const fanOutSorted = [...fanOut].sort((a, b) => a - b)
  const heardSorted = [...allHeard].sort((a, b) => a - b)
  const bus = process.env.BENCH_DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite, in-process bus'
  console.log(`\nTracking fan-out — ${SUBSCRIBERS} websocket subscribers, ${ROUNDS} updates (${bus})`)
  console.log(`  connected all in ${connectMs.toFixed(0)} ms`)
  console.log(
    `  delivery latency (update sent → notice received), ${sorted.length} deliveries: ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms  (target p99 ≤ 100 ms: ${percentile(sorted, 99) <= 100 ? 'met' : 'MISSED'})`,
  )
  console.log(
    `  fan-out alone (server publishes → notice received): p50 ${percentile(fanOutSorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(fanOutSorted, 99).toFixed(1)} ms, max ${(fanOutSorted.at(-1) ?? 0).toFixed(1)} ms`,
  )
  console.log(
    `  last subscriber heard it: median round ${percentile(heardSorted, 50).toFixed(1)} ms, worst ${(heardSorted.at(-1) ?? 0).toFixed(1)} ms`,
  )
  console.log(
    `  server memory per subscriber: ${((after.rss - before.rss) / SUBSCRIBERS / 1024).toFixed(1)} KiB RSS, ` +
      `${((after.heapUsed - before.heapUsed) / SUBSCRIBERS / 1024).toFixed(1)} KiB heap ` +
      `(RSS ${mib(before.rss)} → ${mib(after.rss)})\n`,
  )
  const updateSorted = [...updateMs].sort((a, b) => a - b)
  console.log(
    `  the update request itself (PUT position answered): median ${percentile(updateSorted, 50).toFixed(1)} ms\n`,
  )
  for (const socket of sockets) socket.terminate()
} finally {
  await server.stop()
}
