import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { WebSocket } from 'ws'
import type { Database } from '../db/client'
import type { Schemas } from '../services/api-types'
import { authenticateStaff, type StaffPrincipal } from '../services/console-auth'
import { consoleOrderOnBoard } from '../services/console-feed'
import type { LiveBus } from './bus'
import { consoleChannel, SUPPORT_NOTICE } from './console-channel'
import { keepAlive } from './keep-alive'

/** The operation in openapi.yaml whose upgrade requests become console sockets. */
export const CONSOLE_LIVE_OPERATION = 'subscribeConsoleOrders'
/** Closed with this code when the staff session behind a socket ends (signed out, expired). */
export const SESSION_ENDED_CLOSE_CODE = 4401

export type ConsoleLiveMessage =
  | { type: 'subscribed'; channel: string }
  /** an order of today's board, as listConsoleOrders returns it, after it was created or changed */
  | { type: 'order'; order: Schemas['ConsoleOrder'] }
  /** notices may have been lost (the bus reconnected): read the whole board again */
  | { type: 'resync' }
  /** a support conversation of the local changed: the 'Mensajes' panel reads again (issue 32) */
  | { type: 'support' }

export interface ConsoleSocketOptions {
  pingIntervalMs?: number
}

/** The sockets of one local in this process, and the bus subscription they share. */
interface LocalFeed {
  local: StaffPrincipal['local']
  sockets: Set<WebSocket>
  unsubscribe: () => void
  /** reads and sends in notice order, so a later state never arrives before an earlier one */
  queue: Promise<void>
}

const send = (socket: WebSocket, data: Buffer | string) => {
  if (socket.readyState === socket.OPEN) socket.send(data, { binary: false, compress: false })
}

/**
 * Turns the contract's GET /api/console/{alias}/live into a websocket route. The upgrade is answered
 * only after the staff session cookie is checked against the local (authenticateStaff: 401 without a
 * session, 404 for another local's or tenant's), so no socket ever hears another local's orders. The
 * sockets of a local share one bus subscription per process; a notice names the order, which is read
 * once and pushed to every socket of the local. The session is checked again on every ping: a socket
 * whose session ended is closed. Must run before the contract routes and registerLiveSocket.
 */
export function registerConsoleSocket(
  app: FastifyInstance,
  db: Database,
  bus: LiveBus,
  options: ConsoleSocketOptions = {},
): void {
  const alive = keepAlive(app, options.pingIntervalMs)
  const feeds = new Map<number, LocalFeed>()
  const staffOf = new WeakMap<FastifyRequest, StaffPrincipal>()

  function onNotice(feed: LocalFeed, detail: string | undefined) {
    feed.queue = feed.queue.then(async () => {
      if (detail === undefined) {
        const resync = JSON.stringify({ type: 'resync' } satisfies ConsoleLiveMessage)
        for (const socket of feed.sockets) send(socket, resync)
        return
      }
      if (detail === SUPPORT_NOTICE) {
        const notice = JSON.stringify({ type: 'support' } satisfies ConsoleLiveMessage)
        for (const socket of feed.sockets) send(socket, notice)
        return
      }
      const order = await consoleOrderOnBoard(db, feed.local, Number(detail))
      if (!order) return
      const message = Buffer.from(JSON.stringify({ type: 'order', order } satisfies ConsoleLiveMessage))
      for (const socket of feed.sockets) send(socket, message)
    })
    feed.queue = feed.queue.catch((error: unknown) => app.log.warn({ err: error }, 'console push failed'))
  }

  function join(local: StaffPrincipal['local'], socket: WebSocket): LocalFeed {
    let feed = feeds.get(local.id)
    if (!feed) {
      const created: LocalFeed = {
        local,
        sockets: new Set(),
        unsubscribe: () => {},
        queue: Promise.resolve(),
      }
      created.unsubscribe = bus.subscribe(consoleChannel(local.id), (detail) => onNotice(created, detail))
      feeds.set(local.id, created)
      feed = created
    }
    feed.sockets.add(socket)
    return feed
  }

  function leave(feed: LocalFeed, socket: WebSocket) {
    feed.sockets.delete(socket)
    if (feed.sockets.size > 0 || feeds.get(feed.local.id) !== feed) return
    feeds.delete(feed.local.id)
    feed.unsubscribe()
  }

  function onConnection(socket: WebSocket, request: FastifyRequest) {
    const staff = staffOf.get(request)
    if (!staff) {
      socket.close(SESSION_ENDED_CLOSE_CODE)
      return
    }
    const feed = join(staff.local, socket)
    const alias = staff.local.alias
    alive.track(socket, () => {
      authenticateStaff(db, request, alias).catch(() => socket.close(SESSION_ENDED_CLOSE_CODE))
    })
    socket.on('close', () => leave(feed, socket))
    // errors end in 'close'; without a listener ws would throw them
    socket.on('error', () => {})
    socket.on('message', () => {})
    send(socket, JSON.stringify({ type: 'subscribed', channel: consoleChannel(staff.local.id) }))
  }

  // Before the upgrade: a refused check answers with its problem (401/404) instead of a socket.
  const checkStaff: preHandlerAsyncHookHandler = async (request) => {
    const { alias } = request.params as { alias: string }
    staffOf.set(request, await authenticateStaff(db, request, alias))
  }

  app.addHook('onRoute', (route) => {
    if ((route.config as { operationId?: string } | undefined)?.operationId !== CONSOLE_LIVE_OPERATION) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (!methods.includes('GET')) return
    route.wsHandler = onConnection as NonNullable<typeof route.wsHandler>
    route.preHandler = [...[route.preHandler ?? []].flat(), checkStaff]
  })
}
