import type { FastifyInstance } from 'fastify'
import { RECONNECT_NOW_CLOSE_CODE } from '../../domain/live-close'
import { type Problem, sendProblem, unavailableProblem } from '../errors'
import { LIVENESS_PATH, READINESS_PATH } from './availability'

/**
 * How long a refusing node must go without a new request before it stops listening. Shorter than the
 * time nginx keeps a node out after a 503 (fail_timeout, 2 s in docs/deploy/nginx.conf.template): once
 * nginx has seen a refusal it sends nothing more, so no connection is left in the node's accept queue,
 * where closing the listening socket would reset it after nginx had sent the request.
 */
export const REFUSE_QUIET_MS = 250
/** Seconds a refused client is asked to wait: any other node can take the request at once. */
const REFUSED_RETRY_AFTER_SECONDS = 1

/**
 * Where a node is in its life after SIGTERM. Draining: not ready, websockets told to reconnect, new
 * websockets refused, every other request still served (a load balancer polling readiness needs a
 * moment to notice). Refusing: every new request answered 503 before anything is done with it, so the
 * load balancer may send it, whatever its method, to another node.
 */
export interface Lifecycle {
  draining: boolean
  refusing: boolean
  /** Date.now() of the last request this node received. */
  lastRequestAt: number
}

const healthPaths = new Set([LIVENESS_PATH, READINESS_PATH])

/** The hooks that make a draining or refusing node behave as Lifecycle says. */
export function registerLifecycle(app: FastifyInstance): void {
  app.decorate<Lifecycle>('lifecycle', { draining: false, refusing: false, lastRequestAt: 0 })
  const isHealth = (url: string) => healthPaths.has(url.split('?')[0] ?? '')
  // Probes do not count: a load balancer polling readiness must not keep a refusing node from quiet.
  app.addHook('onRequest', async (request) => {
    if (!isHealth(request.url)) app.lifecycle.lastRequestAt = Date.now()
  })
  // After the body is read: answering before it would close the connection on unread bytes, a reset
  // that may reach the load balancer before the 503 does.
  app.addHook('preValidation', async (request, reply) => {
    const { draining, refusing } = app.lifecycle
    if (isHealth(request.url)) return
    // A websocket opened on a draining node would be closed again in a moment: send it elsewhere now.
    if (refusing || (draining && request.headers.upgrade !== undefined)) {
      reply.header('retry-after', String(REFUSED_RETRY_AFTER_SECONDS))
      // `reason` is a problem extension member (RFC 9457 §3.2), as getReadiness's 503 names it
      const refused: Problem & { reason: 'draining' } = {
        ...unavailableProblem(request.url),
        reason: 'draining',
      }
      return sendProblem(reply, refused)
    }
  })
  // While draining, every answer ends its connection: a keep-alive client comes back through the
  // load balancer, to another node, instead of reusing a connection that is about to close.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close')
  })
}

/**
 * The first step of a graceful stop: the node says it is not ready (getReadiness answers 503 draining),
 * its answers close their connections, and every websocket it holds is closed with the "reconnect now"
 * code, so browsers move to another node at once and read again what they show. Requests keep being
 * served until refuseUntilQuiet().
 */
export function beginDrain(app: FastifyInstance): number {
  app.lifecycle.draining = true
  let closed = 0
  for (const socket of app.websocketServer?.clients ?? []) {
    socket.close(RECONNECT_NOW_CLOSE_CODE, 'reconnect')
    closed += 1
  }
  return closed
}

/**
 * The second step: every new request is refused with a 503 (nginx sends it to another node and leaves
 * this one out), until none has come for REFUSE_QUIET_MS or `maxMs` has passed; then app.close() may
 * stop listening and finish the requests in flight.
 */
export async function refuseUntilQuiet(app: FastifyInstance, maxMs: number): Promise<void> {
  app.lifecycle.draining = true
  app.lifecycle.refusing = true
  const started = Date.now()
  // Counted from now: requests served while draining do not make the node look quiet already.
  app.lifecycle.lastRequestAt = Math.max(app.lifecycle.lastRequestAt, started)
  for (;;) {
    const now = Date.now()
    const quietFor = now - app.lifecycle.lastRequestAt
    if (quietFor >= REFUSE_QUIET_MS || now - started >= maxMs) return
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(REFUSE_QUIET_MS - quietFor, maxMs - (now - started))),
    )
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle
  }
}
