import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserServer, chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { writeSeededDump } from '../server/helpers/pglite-dump'
import { CHROMIUM_ARGS } from './chromium-args'
import { type StartedServer, startE2EServer } from './e2e-server'

declare module 'vitest' {
  export interface ProvidedContext {
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
 * How many workers this run uses: the project's maxWorkers, fewer when fewer files run (one file alone
 * starts one server). Vitest has collected the run's files by now; without that list, maxWorkers.
 */
function slotCount(project: TestProject): number {
  const maxWorkers = Math.max(1, Number(project.config.maxWorkers) || 1)
  const paths = (project.vitest.state as { getPaths?: () => string[] }).getPaths?.() ?? []
  const files = paths.filter((path) => project.matchesTestGlob(path)).length
  return files > 0 ? Math.min(maxWorkers, files) : maxWorkers
}

/**
 * Boots the real product for the browser tests, once per worker: each worker gets a server process of its
 * own (tests/e2e/server-process.ts: the built SPA and the API over its own copy of the demo, seeded once
 * here) and a Chromium of its own that its files connect to, a context per test. Chromium is required: a
 * missing browser fails the level here rather than letting its tests pass without running (npm test
 * decides to skip it, loudly).
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

  const folder = mkdtempSync(join(tmpdir(), 'e2e-seeded-'))
  const servers: StartedServer[] = []
  const browsers: BrowserServer[] = []
  const teardown = async () => {
    await Promise.all([...servers.map((server) => server.stop()), ...browsers.map((b) => b.close())])
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    const dumpFile = await writeSeededDump(folder)
    const slots = Array.from({ length: slotCount(project) })
    await Promise.all([
      ...slots.map(async () => servers.push(await startE2EServer(dumpFile, dist))),
      ...slots.map(async () =>
        browsers.push(await chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_ARGS })),
      ),
    ])
    project.provide('e2eSeededDump', dumpFile)
    project.provide('e2eStaticDir', dist)
    project.provide(
      'e2eServers',
      servers.map((started) => started.server),
    )
    project.provide(
      'e2eBrowsers',
      browsers.map((browser) => browser.wsEndpoint()),
    )
    project.provide('chromiumPath', chromiumPath)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
