/**
 * Loaded into every benchmarked server (start-server.ts passes it to `--import`): the server's event-loop
 * delay, measured with monitorEventLoopDelay from the moment it is asked to reset until it is asked to read.
 * A loop held 50 ms holds every request that arrives meanwhile as long.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'

export interface LoopDelay {
  /** ms */
  p99: number
  /** ms */
  max: number
}

export const LOOP_DELAY_MESSAGE = 'bench:loop-delay'

// Resolution 10 ms: the histogram then reads what blocks a request, not the sampling's own noise.
const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()

process.on('message', (message: { type?: string; action?: string }) => {
  if (message?.type !== LOOP_DELAY_MESSAGE) return
  if (message.action === 'reset') histogram.reset()
  if (message.action === 'read') {
    const delay: LoopDelay = { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 }
    process.send?.({ type: LOOP_DELAY_MESSAGE, delay })
  }
})

// A profiled server (BENCH_SERVER_ARGS='--cpu-prof …') writes its profile only when it exits by itself.
if (process.execArgv.some((arg) => arg.startsWith('--cpu-prof')))
  process.once('SIGTERM', () => process.exit(0))
