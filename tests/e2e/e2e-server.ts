import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, inject } from 'vitest'
import type { OrderFixtures } from './order-fixtures'

/** What one e2e server serves: its address, the same app with its geocoder down, and its fixture orders. */
export interface E2EServer extends OrderFixtures {
  baseUrl: string
  geocoderDownUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** one server per e2e worker, each over its own copy of the seeded demo (index: VITEST_POOL_ID - 1) */
    e2eServers: E2EServer[]
    /** one Chromium per e2e worker, launched as a server; files connect to their worker's */
    e2eBrowsers: string[]
    /** the demo tenant migrated and seeded once per run, as a PGlite dump a server copies */
    e2eSeededDump: string
    e2eStaticDir: string
  }
}

const script = fileURLToPath(new URL('./server-process.ts', import.meta.url))
const root = fileURLToPath(new URL('../..', import.meta.url))
const BOOT_TIMEOUT_MS = 120_000

export interface OwnServerOptions {
  /** days of generated order history (server/seed/history.ts) at Palermo, written before it serves */
  historyDays?: number
}

/** Writing history takes a few seconds a day on PGlite, much more on a loaded machine: the wait grows with it. */
const bootTimeout = (options: OwnServerOptions) => BOOT_TIMEOUT_MS + (options.historyDays ?? 0) * 10_000

export interface StartedServer {
  server: E2EServer
  stop(): Promise<void>
}

/** Starts tests/e2e/server-process.ts over a fresh copy of the dump and waits for what it serves. */
export function startE2EServer(
  dumpFile: string,
  staticDir: string,
  options: OwnServerOptions = {},
): Promise<StartedServer> {
  const child = fork(script, [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      E2E_SEEDED_DUMP: dumpFile,
      E2E_STATIC_DIR: staticDir,
      ...(options.historyDays ? { E2E_HISTORY_DAYS: String(options.historyDays) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    const timeout = bootTimeout(options)
    const timer = setTimeout(() => fail(`no answer after ${timeout} ms`), timeout)
    const onExit = (code: number | null, signal: string | null) => fail(`exited with ${code ?? signal}`)
    function fail(why: string) {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`e2e: the server process did not start: ${why}`))
    }
    child.once('exit', onExit)
    child.once('message', (server) => {
      clearTimeout(timer)
      child.off('exit', onExit)
      resolve({ server: server as E2EServer, stop: () => stopChild(child, exited) })
    })
  })
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(killed)
}

/** This worker's slot (1…maxWorkers): the server and Chromium started for it by global-setup.ts. */
export function workerSlot(): number {
  const slot = Number(process.env.VITEST_POOL_ID ?? 1) - 1
  const count = inject('e2eServers').length
  // A run asking for more workers than the set-up saw files shares the last slot's server (never a crash).
  return Math.min(Math.max(slot, 0), count - 1)
}

/**
 * The server this test file runs against: its worker's, shared with the files the same worker ran before
 * (never with another worker's). A file whose tests change what other files would see declares it with
 * ownServer instead.
 */
export function e2eServer(): E2EServer {
  const server = inject('e2eServers')[workerSlot()]
  if (!server) throw new Error('e2e: no server was started (tests/e2e/global-setup.ts)')
  return server
}

/**
 * A server for this file alone, started before its tests and stopped after, for a file that changes what
 * every file on its server would see (a PIN lockout, the whole board, a restart): call it at the top of
 * the file and say why. Its fields are read inside hooks and tests, once it has started.
 */
export function ownServer(why: string, options: OwnServerOptions = {}): E2EServer {
  let started: StartedServer | undefined
  const server = {} as E2EServer
  beforeAll(async () => {
    started = await startE2EServer(inject('e2eSeededDump'), inject('e2eStaticDir'), options)
    Object.assign(server, started.server)
  }, bootTimeout(options))
  afterAll(async () => {
    await started?.stop()
  })
  return new Proxy(server, {
    get(target, field, receiver) {
      if (!started) throw new Error(`e2e: this file's own server (${why}) is read before it started`)
      return Reflect.get(target, field, receiver)
    },
  })
}
