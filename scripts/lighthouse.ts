/**
 * `npm run lighthouse`: Lighthouse 12's mobile preset (Slow 4G, 4× CPU slowdown, a Moto G-sized screen) on
 * Debian's Chromium against the production build and the real server (in-memory PGlite with the demo).
 * Prints performance, LCP, TBT and CLS for the menu, a plate detail, the cart preview and the menu page of
 * a venue with 5,000 plates (`big-menu`: server/tenant-file/big-tenant.ts, imported from its tenant file
 * beside the demo; issue 25: its first load must not grow with the menu): the median of five runs of each
 * (LIGHTHOUSE_RUNS), each figure's own median.
 * Targets (issue 17): performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS ≤ 0.02. Builds first when dist/ is
 * missing.
 *
 *   npm run lighthouse                 # every page
 *   npm run lighthouse -- menu         # only the pages named (menu, plate, cart, big-menu)
 *   LIGHTHOUSE_JSON=out.json npm run lighthouse
 *   LIGHTHOUSE_REPORTS=dir npm run lighthouse   # also write each page's full report (dir/<page>.json)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { loadEnv } from '../server/env'
import { seedDemo } from '../server/seed/demo'
import { bigTenant } from '../server/tenant-file/big-tenant'
import { importTenantFile } from '../server/tenant-file/import'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const dist = fileURLToPath(new URL('../dist', import.meta.url))

if (!existsSync(`${dist}/index.html`)) {
  console.log('dist/ is missing: building the app first…')
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0) process.exit(1)
}

const wanted = new Set(process.argv.slice(2))
const BIG_MENU_PLATES = 5000

const database = await openDatabase({})
await seedDemo(database.db)
if (wanted.size === 0 || wanted.has('big-menu')) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-tenant-'))
  try {
    const file = join(dir, 'tenant.json')
    writeFileSync(file, JSON.stringify(bigTenant(BIG_MENU_PLATES)))
    const started = performance.now()
    const outcome = await importTenantFile(database.db, file, dir)
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems.slice(0, 3)))
    console.log(
      `Imported a tenant file with ${BIG_MENU_PLATES} plates in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'production', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' }),
  db: database.db,
  staticDir: dist,
  validateResponses: false,
})
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

// A plate detail needs a real category and plate of the demo menu.
const landing = (await (await fetch(`${base}/api/diner/pizzeria-demo-palermo`)).json()) as {
  info: { deliveryConfig: { orderModes: { id: number; name: string }[] } }
}
const delivery = landing.info.deliveryConfig.orderModes.find((m) => m.name === 'delivery')
const menu = (await (await fetch(`${base}/api/diner/pizzeria-demo-palermo/menu/${delivery?.id}`)).json()) as {
  categories: { id: number; plates: { id: number }[] }[]
}
const category = menu.categories.find((c) => c.plates.length > 0)
const pages: [string, string][] = [
  ['menu', '/menu/pizzeria-demo-palermo/delivery'],
  ['plate', `/menu/pizzeria-demo-palermo/delivery/${category?.id}/${category?.plates[0]?.id}`],
  ['cart', '/menu/pizzeria-demo-palermo/preview'],
  ['big-menu', '/menu/gran-carta-centro/take-away'],
]
// Each page once before measuring, as a running server has served it: the first answer of a page reads
// the database where later ones read the caches.
const selected = pages.filter(([name]) => wanted.size === 0 || wanted.has(name))
for (const [, path] of selected) await (await fetch(`${base}${path}`)).text()

/**
 * Lighthouse's report of one page. A run whose trace Chromium failed to record (Lighthouse's NO_NAVSTART,
 * now and then on this machine) is a failed measurement, not a figure: it is run again, at most twice, as
 * Lighthouse's own message asks, and said so.
 */
async function measure(path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
    const { lhr } = result
    if (!lhr.runtimeError || attempt === 3) return lhr
    console.log(`       ${path}: ${lhr.runtimeError.code}, measuring again`)
  }
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
const results: Record<string, unknown>[] = []
try {
  console.log(`Lighthouse 12 mobile preset (Slow 4G, 4× CPU) on ${CHROMIUM}, median of ${RUNS} runs\n`)
  console.log(
    `${'page'.padEnd(8)} ${'score'.padStart(5)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}  url`,
  )
  for (const [name, path] of selected) {
    const runs: { performance: number; lcpMs: number; tbtMs: number; cls: number }[] = []
    for (let run = 1; run <= RUNS; run++) {
      const lhr = await measure(path)
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true })
        writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${name}-${run}.json`, JSON.stringify(lhr))
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      if (lhr.runtimeError) console.log(`       runtime error: ${lhr.runtimeError.message}`)
      else
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        })
    }
    const row = {
      page: name,
      url: path,
      runs: runs.length,
      performance: median(runs.map((r) => r.performance)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      scores: runs.map((r) => r.performance),
    }
    results.push(row)
    console.log(
      `${name.padEnd(8)} ${String(row.performance).padStart(5)} ${`${(row.lcpMs / 1000).toFixed(2)} s`.padStart(7)} ${`${row.tbtMs.toFixed(0)} ms`.padStart(7)} ${row.cls.toFixed(3).padStart(6)}  ${path}  (median of ${row.runs}; scores ${row.scores.join(', ')})`,
    )
  }
  console.log('\nTargets: performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS ≤ 0.02')
  if (process.env.LIGHTHOUSE_JSON)
    writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results, null, 2))
} finally {
  chrome.kill()
  await app.close()
  await database.close()
}
process.exit(0)
