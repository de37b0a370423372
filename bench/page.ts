/**
 * A storefront page as the server sends it, rendered with React (server/plugins/prerender.ts) and served
 * from the cache of rendered pages (server/plugins/page-drawing.ts), against a static file of the same
 * bytes served by the same server (@fastify/static, precompressed like every asset), and the page the
 * server does not render (a query turns rendering off), in one run with autocannon, 100 connections, a
 * browser's accept-encoding. The cost of a render itself is timed apart, over every plate page of the
 * demo menu, each rendered once. Needs the built app (`npm run build`).
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { formatLoopDelay, startServer } from './start-server'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 100
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

if (!existsSync(here('../dist/prerender/entry-prerender.js'))) {
  console.error('dist/ has no prerender: run `npm run build` first')
  process.exit(1)
}

async function load(url: string, duration = DURATION_S) {
  const result = await autocannon({ url, headers: BROWSER, connections: CONNECTIONS, duration })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const app = await startServer('./serve-app.ts')
const base = `http://127.0.0.1:${app.port}`
const menuPage = `${base}/menu/pizzeria-demo-palermo/delivery`
// The first render of a cold server may take over the renderer's time limit: the page then goes out empty.
await (await fetch(menuPage)).text()
const drawnHtml = await (await fetch(menuPage)).text()
if (!/<div id="root"><.*Pizza Muzzarella/s.test(drawnHtml))
  throw new Error('the menu page came without its render')

// The same bytes as a file beside the built assets, with the .br and .gz the build writes for each.
const staticName = `bench-page-${process.pid}.html`
const staticFile = here(`../dist/${staticName}`)
writeFileSync(staticFile, drawnHtml)
writeFileSync(`${staticFile}.br`, brotliCompressSync(drawnHtml))
writeFileSync(`${staticFile}.gz`, gzipSync(drawnHtml, { level: 9 }))
const removeStatic = () => {
  for (const file of [staticFile, `${staticFile}.br`, `${staticFile}.gz`]) rmSync(file, { force: true })
}
process.on('exit', removeStatic)

// Each plate page rendered once, one after another: the render's own cost, with no cache to help.
const landing = (await (await fetch(`${base}/api/diner/pizzeria-demo-palermo`)).json()) as {
  info: { deliveryConfig: { orderModes: { id: number; name: string }[] } }
}
const delivery = landing.info.deliveryConfig.orderModes.find((m) => m.name === 'delivery')
const menu = (await (await fetch(`${base}/api/diner/pizzeria-demo-palermo/menu/${delivery?.id}`)).json()) as {
  categories: { id: number; plates: { id: number }[] }[]
}
const platePages = menu.categories.flatMap((c) =>
  c.plates.map((p) => `${base}/menu/pizzeria-demo-palermo/delivery/${c.id}/${p.id}`),
)
const times: number[] = []
for (const url of platePages) {
  const started = performance.now()
  await (await fetch(url, { headers: BROWSER })).arrayBuffer()
  times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const mean = times.reduce((a, b) => a + b, 0) / times.length
const p95 = times[Math.floor(times.length * 0.95)] ?? Number.NaN

await load(menuPage, 2)
const staticPage = await load(`${base}/${staticName}`)
const undrawn = await load(`${menuPage}?utm_source=bench`)
app.resetLoopDelay()
const drawn = await load(menuPage)
const drawnDelay = await app.loopDelay()
await app.stop('app server')
removeStatic()

const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  `  ${name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`
console.log(`GET a storefront page: ${CONNECTIONS} connections, ${DURATION_S} s each, brotli`)
console.log(row('static file of the same bytes', staticPage))
console.log(row('menu page, not rendered', undrawn))
console.log(row('menu page, rendered (cached)', drawn))
console.log(`  app server while serving the rendered page: ${formatLoopDelay(drawnDelay)}`)
console.log(
  `  ratio ${((drawn.rps / staticPage.rps) * 100).toFixed(1)} % of the static file's req/s (target ≥ 50 %)`,
)
console.log(
  `  a render of its own (${times.length} plate pages, one at a time): mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
)
process.exit(0)
