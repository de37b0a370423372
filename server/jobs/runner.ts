import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import type { MessagingProvider } from '../messaging/provider'
import { sendDueCartReminders } from './cart-reminders'

export interface Jobs {
  /** One pass of every job now (tests, and the timer). Answers what each did. */
  runOnce(): Promise<{ cartReminders: number }>
}

/**
 * The timers that act on data. Each node runs them on its own interval; each job claims its rows with
 * `FOR UPDATE SKIP LOCKED`, so a due row is acted on by one node, once, however many nodes run. A pass
 * still running when the next tick comes is not doubled; the timer stops when the app closes.
 */
export function startJobs(
  app: FastifyInstance,
  db: Database,
  messaging: MessagingProvider,
  intervalMs: number,
): Jobs {
  let running: Promise<{ cartReminders: number }> | undefined
  const jobs: Jobs = {
    runOnce() {
      running ??= sendDueCartReminders(db, messaging)
        .then((cartReminders) => ({ cartReminders }))
        .finally(() => {
          running = undefined
        })
      return running
    },
  }
  if (intervalMs > 0) {
    const timer = setInterval(() => {
      jobs.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'a job pass failed'))
    }, intervalMs)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running?.catch(() => {})
    })
  }
  return jobs
}
