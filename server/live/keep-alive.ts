import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'

/**
 * Proxies and load balancers drop a connection that says nothing for a minute or so; a ping every
 * 25 s keeps an idle subscription open, and a client that missed the previous ping's pong is gone.
 */
export const LIVE_PING_INTERVAL_MS = 25_000

export interface KeepAlive {
  /** Pings the socket on every tick (and calls onTick then) until it closes. */
  track(socket: WebSocket, onTick?: () => void): void
}

/** One timer per app pings every tracked socket and terminates the ones that missed a pong. */
export function keepAlive(app: FastifyInstance, intervalMs = LIVE_PING_INTERVAL_MS): KeepAlive {
  const sockets = new Map<WebSocket, { alive: boolean; onTick: (() => void) | undefined }>()
  const pinger = setInterval(() => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate()
        continue
      }
      state.alive = false
      socket.ping()
      state.onTick?.()
    }
  }, intervalMs)
  pinger.unref()
  app.addHook('onClose', async () => {
    clearInterval(pinger)
  })
  return {
    track(socket, onTick) {
      const state = { alive: true, onTick }
      sockets.set(socket, state)
      socket.on('pong', () => {
        state.alive = true
      })
      socket.on('close', () => sockets.delete(socket))
    },
  }
}
