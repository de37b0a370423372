/**
 * `npm run bench`: the menu endpoint against a bare node:http server sending the same bytes, measured in
 * one run with autocannon (100 connections). Servers run in child processes so the load generator does not
 * share their event loop. Prints req/s, p99 and the ratio for a plain client and for a browser (brotli body);
 * the target is ≥ 85 % of the ceiling, p99 ≤ 20 ms.
 */
import { get } from 'node:http'
import autocannon from 'autocannon'
import { formatLoopDelay, startServer } from './start-server'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 100
// Two clients: one that takes the plain JSON bytes, and a browser, which accepts compressed bodies.
const CLIENTS: [string, Record<string, string>][] = [
  ['identity', {}],
  ['browser (br)', { 'accept-encoding': 'gzip, deflate, br' }],
]

async function load(url: string, headers: Record<string, string>, duration = DURATION_S) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const app = await startServer('./serve-app.ts')
const base = `http://127.0.0.1:${app.port}`
const landing = (await (await fetch(`${base}/api/diner/pizzeria-demo-palermo`)).json()) as {
  info: { deliveryConfig: { orderModes: { id: number; name: string }[] } }
}
const delivery = landing.info.deliveryConfig.orderModes.find((m) => m.name === 'delivery')
if (!delivery) throw new Error('the demo local has no delivery mode')
const path = `/api/diner/pizzeria-demo-palermo/menu/${delivery.id}`
/** The raw bytes and headers the app sends to this client (fetch would decompress them). */
function sample(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const sent: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) {
          const perConnection = ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)
          if (typeof value === 'string' && !perConnection) sent[name] = value
        }
        resolve({ body: Buffer.concat(chunks), headers: sent })
      })
    }).on('error', reject)
  })
}

const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  `  ${name.padEnd(16)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`

console.log(`GET ${path}: ${CONNECTIONS} connections, ${DURATION_S} s each after a 2 s warm-up`)
for (const [client, headers] of CLIENTS) {
  const sent = await sample(base + path, headers)
  const bare = await startServer('./serve-bare.ts', {
    message: { body: sent.body.toString('base64'), headers: sent.headers },
  })
  const bareUrl = `http://127.0.0.1:${bare.port}${path}`
  await load(base + path, headers, 2)
  await load(bareUrl, headers, 2)
  const ceiling = await load(bareUrl, headers)
  app.resetLoopDelay()
  const menu = await load(base + path, headers)
  const delay = await app.loopDelay()
  bare.child.kill()
  console.log(`${client}: ${sent.body.length} bytes (${sent.headers['content-encoding'] ?? 'identity'})`)
  console.log(row('bare node:http', ceiling))
  console.log(row('menu (app)', menu))
  const ratio = ((menu.rps / ceiling.rps) * 100).toFixed(1)
  console.log(`  ratio ${ratio} % of the ceiling (target ≥ 85 %), p99 ${menu.p99} ms (target ≤ 20 ms)`)
  console.log(`  app server: ${formatLoopDelay(delay)}`)
}

await app.stop('app server')
process.exit(0)
