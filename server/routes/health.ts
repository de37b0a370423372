import { sendProblem, unavailableProblem } from '../errors'
import { databaseAnswers } from '../plugins/availability'
import type { Handlers, RouteDeps } from './deps'

/** Seconds a load balancer or supervisor waits before asking a node that is not ready again. */
const READY_RETRY_SECONDS = 5

/** Handlers of the `health` tag in openapi.yaml: a node's liveness and readiness. */
export function healthHandlers({ db, env }: RouteDeps): Handlers {
  return {
    // The event loop answers. A process stuck in a synchronous call answers nothing (and the watchdog
    // ends it); a supervisor restarts a process that fails this.
    async getLiveness(_request, reply) {
      reply.header('cache-control', 'no-store')
      return { status: 'live' as const }
    },

    // Worth sending requests to: not while draining after SIGTERM, nor while the database does not answer.
    async getReadiness(request, reply) {
      reply.header('cache-control', 'no-store')
      const { diskState, lifecycle } = request.server
      const database = await databaseAnswers(db)
      if (lifecycle.draining || database !== 'up') {
        reply.header('retry-after', String(READY_RETRY_SECONDS))
        return sendProblem(reply, {
          ...unavailableProblem(request.url),
          reason: lifecycle.draining ? 'draining' : 'database',
          database,
        } as ReturnType<typeof unavailableProblem>)
      }
      const watched = !env.DATABASE_URL
      return {
        status: 'ready' as const,
        database,
        disk: watched ? (diskState.low ? ('low' as const) : ('ok' as const)) : ('not watched' as const),
        ...(diskState.freeBytes !== undefined ? { freeBytes: diskState.freeBytes } : {}),
      }
    },
  }
}
