import websocket from '@fastify/websocket'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import type { LiveBus } from './bus'
import { keepAlive } from './keep-alive'

/** The one websocket route (operation subscribeLive in openapi.yaml). */
export const LIVE_PATH = '/api/live'
/** Clients have nothing to say on this channel: anything larger than this closes the socket. */
export const MAX_CLIENT_MESSAGE_BYTES = 1024

export type LiveMessage = { type: 'subscribed'; channel: string } | { type: 'changed'; channel: string }

export interface LiveSocketOptions {
  pingIntervalMs?: number
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
  const alive = keepAlive(app, options.pingIntervalMs)

  function onConnection(socket: WebSocket, request: FastifyRequest) {
    const { channel } = request.query as { channel: string }
    // encoded once per connection, so a fan-out to thousands copies bytes instead of re-encoding text
    const changed = Buffer.from(JSON.stringify({ type: 'changed', channel } satisfies LiveMessage))
    alive.track(socket)
    const unsubscribe = bus.subscribe(channel, () => {
      if (socket.readyState === socket.OPEN) socket.send(changed, { binary: false, compress: false })
    })
    socket.on('close', unsubscribe)
    // errors end in 'close'; without a listener ws would throw them
    socket.on('error', () => {})
    socket.send(JSON.stringify({ type: 'subscribed', channel } satisfies LiveMessage))
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (route.url === LIVE_PATH && methods.includes('GET')) {
      route.wsHandler = onConnection as NonNullable<typeof route.wsHandler>
    }
  })
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live bus the app publishes to and the websocket route listens on. */
    liveBus: LiveBus
  }
}
