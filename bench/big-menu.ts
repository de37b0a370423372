/**
 * `npm run bench` (part): a venue with a 5,000-plate menu put in from its tenant file. Prints how long the
 * import took (target: under a minute) and what its menu answer costs next to the demo's in the same run:
 * bytes on the wire (plain and brotli), req/s and p99 with autocannon.
 */
import { get } from 'node:http'
import autocannon from 'autocannon'
import { startServer } from './start-server'

const PLATES = Number(process.env.BENCH_PLATES ?? 5000)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

const app = await startServer('./serve-app.ts', { env: { BENCH_TENANT_PLATES: String(PLATES) } })
const base = `http://127.0.0.1:${app.port}`
const importMs = Number(app.message.importMs)

async function menuPath(alias: string, mode: string) {
  const landing = (await (await fetch(`${base}/api/diner/${alias}`)).json()) as {
    info: { deliveryConfig: { orderModes: { id: number; name: string }[] } }
  }
  const found = landing.info.deliveryConfig.orderModes.find((m) => m.name === mode)
  if (!found) throw new Error(`${alias} has no ${mode} mode`)
  return `/api/diner/${alias}/menu/${found.id}`
}

/** Bytes on the wire (fetch would ask for gzip and decompress). */
function wireBytes(path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    get(base + path, { headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

async function load(path: string) {
  await autocannon({ url: base + path, headers: BROWSER, connections: CONNECTIONS, duration: 2 })
  const r = await autocannon({
    url: base + path,
    headers: BROWSER,
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }
}

const rows = [
  ['demo (48 plates)', await menuPath('pizzeria-demo-palermo', 'take-away')],
  [`${PLATES} plates`, await menuPath('gran-carta-centro', 'take-away')],
] as const
console.log(`Tenant file with ${PLATES} plates imported in ${(importMs / 1000).toFixed(1)} s (target < 60 s)`)
console.log(
  `Menu answers, browser client (br), ${CONNECTIONS} connections, ${DURATION_S} s each after a 2 s warm-up`,
)
const measured = []
for (const [name, path] of rows) {
  const plain = await wireBytes(path, {})
  const br = await wireBytes(path, BROWSER)
  const result = await load(path)
  measured.push(result)
  console.log(
    `  ${name.padEnd(18)} ${String(plain).padStart(9)} B plain ${String(br).padStart(8)} B br ` +
      `${result.rps.toFixed(0).padStart(7)} req/s   p99 ${String(result.p99).padStart(4)} ms   errors ${result.errors}`,
  )
}
const [demo, big] = measured
if (demo && big) console.log(`  ratio ${((big.rps / demo.rps) * 100).toFixed(1)} % of the demo menu's req/s`)
app.child.kill()
process.exit(0)
