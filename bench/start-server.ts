import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { LOOP_DELAY_MESSAGE, type LoopDelay } from './loop-delay'
import { START_MESSAGE } from './start-message'

interface StartOptions {
  /** handed to the server when it asks for it (start-message.ts: serve-bare's body, serve-orders' database) */
  message?: unknown
  env?: Record<string, string>
  execArgv?: string[]
}

export interface StartedServer {
  child: ChildProcess
  port: number
  message: Record<string, unknown>
  /** Starts measuring the server's event-loop delay afresh (bench/loop-delay.ts). */
  resetLoopDelay(): void
  /** The server's event-loop delay since it listened or since the last reset. */
  loopDelay(): Promise<LoopDelay>
  /** Prints the server's event-loop delay over the whole run, then ends it. */
  stop(label?: string): Promise<void>
}

export const formatLoopDelay = ({ p99, max }: LoopDelay) =>
  `event loop delay p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`

function loopDelayOf(child: ChildProcess) {
  const loopDelay = () =>
    new Promise<LoopDelay>((resolve) => {
      const onMessage = (m: { type?: string; delay?: LoopDelay }) => {
        if (m?.type !== LOOP_DELAY_MESSAGE || !m.delay) return
        child.off('message', onMessage)
        resolve(m.delay)
      }
      child.on('message', onMessage)
      child.send({ type: LOOP_DELAY_MESSAGE, action: 'read' })
    })
  return {
    resetLoopDelay: () => child.send({ type: LOOP_DELAY_MESSAGE, action: 'reset' }),
    loopDelay,
    async stop(label = 'server') {
      if (child.connected) console.log(`  ${label}: ${formatLoopDelay(await loopDelay())} over the run`)
      child.kill()
    },
  }
}

/**
 * Starts one of the bench's `serve-*.ts` files in a process of its own, so the load generator and the
 * server do not share an event loop; resolves with its port once it says it listens (its first message
 * that carries a port: a server may report other things on the same channel).
 */
export function startServer(
  file: string,
  { message, env, execArgv = [] }: StartOptions = {},
): Promise<StartedServer> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: [
      '--import',
      'tsx',
      '--import',
      new URL('./loop-delay.ts', import.meta.url).href,
      ...execArgv,
      // e.g. BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load.
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: env ? { ...process.env, ...env } : process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    const onMessage = (m: { port?: unknown; type?: unknown }) => {
      if (m?.type === START_MESSAGE) return void child.send({ type: START_MESSAGE, message })
      if (typeof m?.port !== 'number') return
      child.off('message', onMessage)
      resolve({ child, port: m.port, message: m, ...loopDelayOf(child) })
    }
    child.on('message', onMessage)
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)))
  })
}
