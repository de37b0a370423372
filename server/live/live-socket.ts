import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import type { Schemas } from '../services/api-types'
import type { LiveBus } from './bus'
import { type PushedChannel, pushedChannels } from './pushed-channels'

/** The one websocket route (operation subscribeLive in openapi.yaml). */
export const LIVE_PATH = '/api/live'
/**
 * Proxies and load balancers drop a connection that says nothing for a minute or so; a ping every
 * 25 s keeps an idle subscription open, and a client that missed the previous ping's pong is gone.
 */
export const LIVE_PING_INTERVAL_MS = 25_000
/** Clients have nothing to say on this channel: anything larger than this closes the socket. */
const MAX_CLIENT_MESSAGE_BYTES = 1024

export type LiveMessage =
  | { type: 'subscribed'; channel: string }
  /** a notice without data: read the thing again (tracking, an order's follow-up, a local's offers) */
  | { type: 'changed'; channel: string }
  /** the counter board as getCounterBoard answers it, pushed after each change (issue 35) */
  | { type: 'board'; channel: string; board: Schemas['CounterBoard'] }

export interface LiveSocketOptions {
  pingIntervalMs?: number
  /** channels whose notices the node turns into data, read once per node and pushed (the counter board) */
  pushed?: PushedChannel<LiveMessage>
}

/**
 * Turns the contract's GET /api/live into a websocket route: an upgrade request subscribes the socket
 * to the bus channel of its `channel` query (validated by the contract first); a plain GET gets the
 * operation's own handler (426). Must run before the contract routes are registered.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  bus: LiveBus,
  options: LiveSocketOptions = {},
): Promise<void> {
  const sockets = new Map<WebSocket, { alive: boolean }>()
  const pushed = options.pushed ? pushedChannels(bus, options.pushed, app.log) : null

  function onConnection(socket: WebSocket, request: FastifyRequest) {
    const { channel } = request.query as { channel: string }
    const state = { alive: true }
    sockets.set(socket, state)
    const unsubscribe = pushed?.serves(channel) ? pushed.join(channel, socket) : notify(channel, socket)
    socket.on('pong', () => {
      state.alive = true
    })
    socket.on('close', () => {
      sockets.delete(socket)
      unsubscribe()
    })
    // errors end in 'close'; without a listener ws would throw them
    socket.on('error', () => {})
    socket.send(JSON.stringify({ type: 'subscribed', channel } satisfies LiveMessage))
  }

  /** A "changed" notice per notice, encoded once per connection (a fan-out copies bytes, not text). */
  function notify(channel: string, socket: WebSocket) {
    const changed = Buffer.from(JSON.stringify({ type: 'changed', channel } satisfies LiveMessage))
    return bus.subscribe(channel, () => {
      if (socket.readyState === socket.OPEN) socket.send(changed, { binary: false, compress: false })
    })
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (route.url === LIVE_PATH && methods.includes('GET')) {
      route.wsHandler = onConnection as NonNullable<typeof route.wsHandler>
    }
  })
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } })

  const pinger = setInterval(() => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate()
        continue
      }
      state.alive = false
      socket.ping()
    }
  }, options.pingIntervalMs ?? LIVE_PING_INTERVAL_MS)
  pinger.unref()
  app.addHook('onClose', async () => {
    clearInterval(pinger)
    pushed?.close()
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live bus the app publishes to and the websocket route listens on. */
    liveBus: LiveBus
  }
}
