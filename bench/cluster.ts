/**
 * `npm run bench`, cluster row: orders/s and menu req/s through nginx with 1 node and with 3 nodes on one
 * PostgreSQL database (a throwaway one, dropped at the end), in one run, and the time from an order's
 * POST to its notice on a console socket held by every node (p99). On a 2-core machine 3 nodes share the
 * cores the one had: the ratio shows the load balancer's and the shared state's overhead, not scaling.
 * Skips (exit 0, loud line) without nginx or PostgreSQL.
 *
 *   npx tsx bench/cluster.ts [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { WebSocket } from 'ws'
import { nginxMissing, startCluster, throwawayDatabase } from '../scripts/cluster-lib'
import { takeAwayOrder } from './order-body'

const { values: args } = parseArgs({
  options: { postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' } },
})
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 32
const NOTICES = 40
const PALERMO = 'pizzeria-demo-palermo'

const missing = nginxMissing()
const database = missing
  ? undefined
  : await throwawayDatabase(args.postgres, 'bench_cluster').catch(() => undefined)
if (!database) {
  console.log(`\n!!! SKIPPED: cluster bench — ${missing ?? `no PostgreSQL at ${args.postgres}`}`)
  process.exit(0)
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)] ?? 0

async function measure(nodes: number) {
  const cluster = await startCluster({
    nodes,
    databaseUrl: database?.url ?? '',
    env: { LOG_LEVEL: 'error', RATE_LIMITS: 'off' },
  })
  try {
    const body = JSON.stringify(await takeAwayOrder(cluster.base, 'Bench'))
    const landing = (await (await fetch(`${cluster.base}/api/diner/${PALERMO}`)).json()) as {
      info: { deliveryConfig: { orderModes: { id: number; name: string }[] } }
    }
    const mode = landing.info.deliveryConfig.orderModes.find((m) => m.name === 'take-away')?.id
    const orders = await autocannon({
      url: `${cluster.base}/api/order`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration: DURATION_S,
    })
    const menu = await autocannon({
      url: `${cluster.base}/api/diner/${PALERMO}/menu/${mode}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    })

    // One console socket on each node; each order's notice timed from its POST to every socket.
    const signIn = await fetch(`${cluster.base}/api/console/${PALERMO}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'encargado', password: 'palermo1234' }),
    })
    const cookie =
      signIn.headers
        .getSetCookie()
        .find((c) => c.startsWith('staff_session='))
        ?.split(';')[0] ?? ''
    const heard = new Map<number, number[]>()
    const sockets = await Promise.all(
      cluster.nodes.map(
        (node) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(`${node.base.replace('http', 'ws')}/api/console/${PALERMO}/live`, {
              headers: { cookie },
            })
            socket.on('message', (data) => {
              const message = JSON.parse(String(data)) as { type: string; order?: { id: number } }
              if (message.type === 'subscribed') resolve(socket)
              if (message.type === 'order' && message.order)
                heard.set(message.order.id, [...(heard.get(message.order.id) ?? []), Date.now()])
            })
            socket.on('error', reject)
          }),
      ),
    )
    const latencies: number[] = []
    for (let i = 0; i < NOTICES; i++) {
      const sent = Date.now()
      const response = await fetch(`${cluster.base}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      const { id } = (await response.json()) as { id: number }
      const until = Date.now() + 5000
      while ((heard.get(id)?.length ?? 0) < nodes && Date.now() < until)
        await new Promise((r) => setTimeout(r, 2))
      for (const at of heard.get(id) ?? []) latencies.push(at - sent)
    }
    for (const socket of sockets) socket.close()
    return {
      ordersPerS: orders.requests.average,
      orderErrors: orders.errors + orders.non2xx,
      menuPerS: menu.requests.average,
      menuErrors: menu.errors + menu.non2xx,
      noticeP99: p99(latencies),
      notices: latencies.length,
    }
  } finally {
    await cluster.close()
  }
}

try {
  const one = await measure(1)
  const three = await measure(3)
  const row = (label: string, r: typeof one) =>
    `${label.padEnd(8)} ${r.ordersPerS.toFixed(0).padStart(8)} orders/s (${r.orderErrors} errors)  ${r.menuPerS.toFixed(0).padStart(8)} menu req/s (${r.menuErrors} errors)  order → console socket p99 ${r.noticeP99} ms (${r.notices} notices)`
  console.log('\ncluster: through nginx, one PostgreSQL database')
  console.log(row('1 node', one))
  console.log(row('3 nodes', three))
  console.log(
    `3 nodes / 1 node: orders ×${(three.ordersPerS / one.ordersPerS).toFixed(2)}, menu ×${(three.menuPerS / one.menuPerS).toFixed(2)}` +
      ' — on a 2-core machine the ratio shows overhead (nginx, shared counts, LISTEN/NOTIFY), not scaling',
  )
} finally {
  await database.drop()
}
