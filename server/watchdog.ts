import { Worker } from 'node:worker_threads'

/**
 * Ends the process when its event loop stops turning, or when a shutdown outlives its grace time.
 *
 * PGlite runs its queries synchronously in WASM on the main thread. When a write cannot complete (the
 * volume is full) it may never return: the process answers nothing, health checks included, and its
 * SIGTERM handler never runs. Nothing on the main thread can notice that; a worker thread can. The main
 * thread stamps a shared clock every quarter of the timeout; the worker looks at it and SIGKILLs the
 * whole process when the stamp is older than the timeout, or when the shutdown deadline has passed,
 * so a supervisor (systemd, Docker's restart policy, Kubernetes) starts it again. Nothing is lost:
 * PostgreSQL's WAL makes every acknowledged write durable before the answer.
 */
export interface Watchdog {
  /** From now on the process ends by this many ms from now, closed or not. */
  deadline(ms: number): void
  stop(): Promise<void>
}

// [0]: the main thread's last stamp, [1]: the shutdown deadline (0: none), both in ms since the epoch.
const LAST_BEAT = 0
const DEADLINE = 1

const workerSource = `
const { workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const clock = new Float64Array(workerData.shared)
const end = (why) => {
  writeSync(2, 'watchdog: ' + why + ': ending process ' + process.pid + '\\n')
  process.kill(process.pid, 'SIGKILL')
}
setInterval(() => {
  const now = Date.now()
  const blocked = now - clock[${LAST_BEAT}]
  if (blocked > workerData.timeoutMs) end('event loop blocked for ' + blocked + ' ms')
  else if (clock[${DEADLINE}] > 0 && now > clock[${DEADLINE}]) end('shutdown grace time over')
}, workerData.checkEveryMs)
`

export function startWatchdog(options: { timeoutMs: number }): Watchdog {
  const shared = new SharedArrayBuffer(2 * Float64Array.BYTES_PER_ELEMENT)
  const clock = new Float64Array(shared)
  clock[LAST_BEAT] = Date.now()
  const beatEveryMs = Math.max(10, Math.floor(options.timeoutMs / 4))
  const beat = setInterval(() => {
    clock[LAST_BEAT] = Date.now()
  }, beatEveryMs)
  beat.unref()
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      shared,
      timeoutMs: options.timeoutMs,
      checkEveryMs: Math.max(10, Math.floor(options.timeoutMs / 10)),
    },
  })
  worker.unref()
  return {
    deadline(ms) {
      clock[DEADLINE] = Date.now() + ms
    },
    async stop() {
      clearInterval(beat)
      await worker.terminate()
    },
  }
}
