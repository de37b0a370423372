import type { FastifyInstance } from 'fastify'
import { RECONNECT_NOW_CLOSE_CODE } from '../../domain/live-close'

/**
 * The first step of a graceful stop: the node says it is not ready (getReadiness answers 503 draining),
 * its answers close their connections, and every websocket it holds is closed with the "reconnect now"
 * code, so browsers move to another node at once and read again what they show. Requests keep being
 * served until app.close(), which then waits for the ones in flight.
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
