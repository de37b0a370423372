import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { seedDemo } from '../../server/seed/demo'
import { placeOrders } from './order-fixtures'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** the same product and database, with a geocoder that cannot be reached */
    geocoderDownUrl: string
    followUpOrderCode: string
    deliveredOrderCode: string
    trackingOrderCode: string
    expiredCardOrderCode: string
    processingCardOrderCode: string
    chromiumPath: string
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(root, 'dist')
/** What the bundle is made of: any of these newer than dist/index.html means the build is stale. */
const buildInputs = [
  'src',
  'i18n',
  'contract',
  'domain',
  'machines',
  'kiosk',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package.json',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

function buildIfStale(): void {
  // npm test builds right before this level and says so (E2E_PREBUILT), so the check is skipped there.
  if (process.env.E2E_PREBUILT === '1' && existsSync(join(dist, 'index.html'))) return
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0
  const newestInput = Math.max(...buildInputs.map((input) => newestMtime(join(root, input))))
  if (built >= newestInput) return
  // Vitest runs with NODE_ENV=test, which would make Vite build a development bundle (DEV true).
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0)
    throw new Error('e2e: `npx vite build` failed; the app under test could not be built')
}

/**
 * Boots the real product for the browser tests: the built SPA and the API on one random port, over a fresh
 * PGlite database seeded with the demo tenant. Chromium is required: a missing browser fails the level
 * here rather than letting its tests pass without running (npm test decides to skip it, loudly).
 */
export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `e2e: no Chromium at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH; ` +
        'the browser tests cannot run without it.',
    )
  }
  buildIfStale()

  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-pglite-'))
  const database = await openDatabase({ dataDir })
  let app: Awaited<ReturnType<typeof buildApp>> | undefined
  let geocoderDownApp: Awaited<ReturnType<typeof buildApp>> | undefined
  try {
    await seedDemo(database.db)
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // Every journey signs in and orders as the demo customer: per-phone limits would trip across files.
      RATE_LIMITS: 'off',
    })
    app = await buildApp({ env, db: database.db, staticDir: dist })
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
    project.provide('baseUrl', baseUrl)
    const orders = await placeOrders(app, database.db, env)
    project.provide('followUpOrderCode', orders.followUpOrderCode)
    project.provide('deliveredOrderCode', orders.deliveredOrderCode)
    project.provide('trackingOrderCode', orders.trackingOrderCode)
    project.provide('expiredCardOrderCode', orders.expiredCardOrderCode)
    project.provide('processingCardOrderCode', orders.processingCardOrderCode)
    // Port 9 (discard) refuses connections here: the Nominatim adapter meets a geocoder that is down.
    geocoderDownApp = await buildApp({
      env: { ...env, GEOCODER_URL: 'http://127.0.0.1:9' },
      db: database.db,
      staticDir: dist,
    })
    project.provide('geocoderDownUrl', await geocoderDownApp.listen({ port: 0, host: '127.0.0.1' }))
    project.provide('chromiumPath', chromiumPath)
  } catch (error) {
    await geocoderDownApp?.close()
    await app?.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  return async () => {
    await geocoderDownApp?.close()
    await app?.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
