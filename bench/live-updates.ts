/**
 * Live updates of the order loop (issue 18). FOLLOWERS websockets follow one delivery order's follow-up
 * channel ('order-{code}') and RIDERS websockets the local's offers channel ('offers-{localId}'); staff
 * move the order through the console API (accept → ready → dispatch), ROUNDS orders in turn. Measured:
 *
 * - commit → follow-up socket: from a transition's answer (the order is committed by then) to each
 *   follower hearing "changed"; a notice leaves as the answer is sent, so one heard before the answer
 *   arrives counts as 0 ms ("early"), as in bench/console.ts; also from the request being sent;
 * - commit → rider list: from the dispatch's answer to each rider socket hearing "changed", and to a
 *   rider's re-read list (GET /api/shipments with the rider's token, as the page does) holding the offer.
 *
 *   npx tsx bench/live-updates.ts                       # 500 followers, 50 riders, PGlite + in-process bus
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/live-updates.ts   # PostgreSQL + LISTEN/NOTIFY
 *   BENCH_FOLLOWERS=100 BENCH_ROUNDS=3 npx tsx bench/live-updates.ts
 *
 * Target (issue 18): p99 ≤ 200 ms with 500 followers on one node; exits 1 above it or on a lost notice.
 */
import { WebSocket } from 'ws'
import type { components } from '../contract/schema'
import { ALIAS, placeDeliveryOrder } from '../tests/e2e/console-fixtures'
import { startServer } from './start-server'

type Schemas = components['schemas']

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 500)
const RIDERS = Number(process.env.BENCH_RIDERS ?? 50)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const TARGET_P99_MS = 200
const SETTLE_MS = 10_000
const CONNECT_BATCH = 100

interface Listener {
  ws: WebSocket
  /** when each "changed" arrived, on this process's clock */
  heard: number[]
}

function listen(wsBase: string, channel: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}/api/live?channel=${channel}`, { perMessageDeflate: false })
    const listener: Listener = { ws, heard: [] }
    ws.once('error', reject)
    ws.on('message', (data: Buffer) => {
      const now = performance.now()
      const message = JSON.parse(data.toString()) as { type: string }
      if (message.type === 'subscribed') resolve(listener)
      else if (message.type === 'changed') listener.heard.push(now)
    })
  })
}

async function listenMany(wsBase: string, channel: string, count: number): Promise<Listener[]> {
  const all: Listener[] = []
  for (let i = 0; i < count; i += CONNECT_BATCH)
    all.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, () => listen(wsBase, channel)),
      )),
    )
  return all
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return { body: (await response.json()) as T, response }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
const p99Of = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    99,
  )
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (n=${sorted.length})`
}

/** Waits until every listener heard `count` notices, or the settle time ran out. */
async function settle(listeners: Listener[], count: number) {
  const start = performance.now()
  while (listeners.some((l) => l.heard.length < count) && performance.now() - start < SETTLE_MS)
    await new Promise((resolve) => setTimeout(resolve, 5))
}

const server = await startServer('./serve-console.ts')
const base = `http://127.0.0.1:${server.port}`
const wsBase = `ws://127.0.0.1:${server.port}`
const bench = { baseUrl: base } as Parameters<typeof placeDeliveryOrder>[0]
let failed = false
try {
  const signIn = await call<unknown>(base, 'POST', `/api/console/${ALIAS}/session`, {
    body: { name: 'encargado', password: 'palermo1234' },
  })
  const cookie =
    signIn.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('staff_session=')) ?? ''
  const contact = (await call<Schemas['BranchContact']>(base, 'GET', `/api/diner/branchcontacts/${ALIAS}`))
    .body
  const rider = (
    await call<{ id: number }>(
      base,
      'GET',
      `/api/rider/bc/phone?branchContactId=${contact.id}&phone=1155550001`,
    )
  ).body
  const { token } = (
    await call<{ token: string }>(base, 'PUT', `/api/rider/${rider.id}/updatewithcode`, {
      body: { active: true, securityCode: '1234' },
    })
  ).body
  const riders = await listenMany(wsBase, `offers-${contact.id}`, RIDERS)

  const followUp: { fromAnswer: number[]; fromRequest: number[]; early: number } = {
    fromAnswer: [],
    fromRequest: [],
    early: 0,
  }
  const offers: number[] = []
  const listRead: number[] = []
  let lost = 0

  for (let round = 0; round < ROUNDS; round++) {
    const order = await placeDeliveryOrder(bench, `Bench Vivo ${round}`)
    const followers = await listenMany(wsBase, `order-${order.code}`, FOLLOWERS)
    const act = async (body: Record<string, unknown>) => {
      const sentAt = performance.now()
      await call(base, 'POST', `/api/console/${ALIAS}/orders/${order.id}/transition`, {
        body,
        headers: { cookie },
      })
      return { sentAt, answeredAt: performance.now() }
    }
    const steps: Record<string, unknown>[] = [
      { action: 'accept', etaMinutes: 25 },
      { action: 'ready' },
      { action: 'dispatch' },
    ]
    for (const [index, step] of steps.entries()) {
      const offersBefore = riders.map((r) => r.heard.length)
      const { sentAt, answeredAt } = await act(step)
      await settle(followers, index + 1)
      for (const follower of followers) {
        const at = follower.heard[index]
        if (at === undefined) {
          lost += 1
          continue
        }
        if (at < answeredAt) followUp.early += 1
        followUp.fromAnswer.push(Math.max(0, at - answeredAt))
        followUp.fromRequest.push(at - sentAt)
      }
      if (step.action !== 'dispatch') continue
      // the rider's page reads its list again on the notice: time until that read holds the offer
      const readList = async () => {
        for (;;) {
          const { body } = await call<{ shipments: Schemas['Shipment'][] }>(
            base,
            'GET',
            `/api/shipments?branchContactId=${contact.id}&status=LOOKING_FOR_DRIVER&providerName=OWN_FLEET&sort=DESC&pageSize=20`,
            { headers: { authorization: `Bearer ${token}` } },
          )
          if (body.shipments.some((s) => s.logisticsOrder?.orderCode === order.code)) return performance.now()
        }
      }
      // the first rider socket's notice starts the read, as on the page
      await new Promise<void>((resolve) => {
        const check = () => {
          if (riders[0]?.heard[offersBefore[0] ?? 0] !== undefined) resolve()
          else setTimeout(check, 1)
        }
        check()
      })
      listRead.push(Math.max(0, (await readList()) - answeredAt))
      const start = performance.now()
      while (
        riders.some((r, i) => r.heard.length <= (offersBefore[i] ?? 0)) &&
        performance.now() - start < SETTLE_MS
      )
        await new Promise((resolve) => setTimeout(resolve, 5))
      for (const [i, r] of riders.entries()) {
        const at = r.heard[offersBefore[i] ?? 0]
        if (at === undefined) lost += 1
        else offers.push(Math.max(0, at - answeredAt))
      }
    }
    for (const follower of followers) follower.ws.terminate()
  }

  const bus = process.env.BENCH_DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite, in-process bus'
  console.log(
    `\nLive updates — ${FOLLOWERS} follow-up sockets per order, ${RIDERS} rider sockets, ${ROUNDS} orders (${bus})`,
  )
  console.log(
    `  commit → follow-up socket (transition answered → "changed", early = 0): ${summary(followUp.fromAnswer)}; ${followUp.early} early`,
  )
  console.log(`  request → follow-up socket (transition sent → "changed"): ${summary(followUp.fromRequest)}`)
  console.log(`  commit → rider socket (dispatch answered → offers "changed"): ${summary(offers)}`)
  console.log(
    `  commit → rider list (dispatch answered → re-read list holds the offer): ${summary(listRead)}`,
  )
  console.log(`  lost notices: ${lost}\n`)
  const worst = Math.max(p99Of(followUp.fromAnswer), p99Of(offers), p99Of(listRead))
  if (lost > 0 || !(worst <= TARGET_P99_MS)) {
    failed = true
    console.log(`FAILED: p99 ${worst.toFixed(1)} ms (target ≤ ${TARGET_P99_MS} ms), ${lost} lost\n`)
  }
  for (const r of riders) r.ws.terminate()
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
