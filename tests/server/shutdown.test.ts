import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../../server/db/data-dir-lock'

const root = fileURLToPath(new URL('../..', import.meta.url))
const GRACE_MS = 4000
const WATCHDOG_MS = 2000
// What helpers/block-on-signal.ts writes once the loop is blocked (importing it would arm it here too).
const BLOCKED_MARKER = 'test: event loop blocked'
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

interface Server {
  child: ChildProcess
  base: string
  output: () => string
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** server/server.ts as `npm start` runs it, with a preload that can block its event loop on SIGUSR2. */
function start(): Promise<Server> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'DATABASE_URL') env[name] = value
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/server/helpers/block-on-signal.ts', 'server/server.ts'],
    {
      cwd: root,
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        WATCHDOG_TIMEOUT_MS: String(WATCHDOG_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const found = /running on (http:\/\/\S+)/.exec(output)
      if (found?.[1]) resolve({ child, base: found[1], output: () => output, ended })
    })
    ended.then(({ code, signal }) => reject(new Error(`exited with ${code ?? signal}: ${output}`)))
  })
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20))
}

async function endsWithin(server: Server, ms: number) {
  const started = Date.now()
  const timer = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))
  const result = await Promise.race([server.ended, timer])
  if (result === 'still running') server.child.kill('SIGKILL')
  return { result, tookMs: Date.now() - started }
}

describe('SIGTERM', { timeout: 180_000 }, () => {
  it('ends a healthy server at once, releasing its data directory', async () => {
    const server = await start()
    expect((await fetch(`${server.base}/health/live`)).status).toBe(200)
    server.child.kill('SIGTERM')
    const { result } = await endsWithin(server, GRACE_MS + 5000)
    expect(result).toEqual({ code: 0, signal: null })
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
  })

  it('ends a server whose event loop is stuck within its grace time, and the next one starts', async () => {
    const server = await start()
    server.child.kill('SIGUSR2')
    await until(() => server.output().includes(BLOCKED_MARKER))
    // Stuck: not even liveness answers.
    await expect(fetch(`${server.base}/health/live`, { signal: AbortSignal.timeout(500) })).rejects.toThrow()
    server.child.kill('SIGTERM')
    const { result } = await endsWithin(server, GRACE_MS + 5000)
    expect(result).toEqual({ code: null, signal: 'SIGKILL' })
    expect(server.output()).toMatch(/watchdog: event loop blocked/)
    // Its lock is stale now: a supervisor's restart takes the directory over.
    const next = await start()
    expect((await fetch(`${next.base}/health/ready`)).status).toBe(200)
    next.child.kill('SIGTERM')
    expect((await endsWithin(next, GRACE_MS + 5000)).result).toEqual({ code: 0, signal: null })
  })
})
