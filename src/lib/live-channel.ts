import type { components } from '../../contract/schema'
import { RECONNECT_NOW_CLOSE_CODE, RECONNECT_NOW_SPREAD_MS } from '../../domain/live-close'

type CounterBoard = components['schemas']['CounterBoard']

/** What the server says on /api/live (subscribeLive in openapi.yaml). */
type LiveMessage =
  | { type: 'subscribed' | 'changed'; channel: string }
  | { type: 'board'; channel: string; board: CounterBoard }

/** Reconnect after 1 s, 2 s, 4 s…; after this many failed attempts in a row the page stops trying. */
export const LIVE_MAX_RECONNECTS = 5
const RECONNECT_BASE_MS = 1000

export function liveUrl(channel: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/live?channel=${encodeURIComponent(channel)}`
}

export interface LiveChannelHandlers {
  /** something changed: read it again (REST); also called once subscribed, notices may have been missed */
  changed: () => void
  /** the channel kept failing: the page stops trying */
  gaveUp?: () => void
  /** the connection dropped (a reconnect follows) */
  lost?: () => void
  /** the server listens (first time or after a reconnect): called instead of `changed` when given */
  subscribed?: () => void
  /** a counter board's channel carries the board itself, pushed after each change */
  board?: (board: CounterBoard) => void
}

export interface LiveChannelOptions {
  /** keep trying, at most this far apart, instead of giving up (a screen nobody reloads: the counter board) */
  retryForeverEveryMs?: number
}

/**
 * One websocket subscription to a live channel (tracking, an order's follow-up, a local's offers, a
 * counter board). A "changed" notice carries no data (a board's channel pushes the board instead); a dropped connection reconnects with back-off and says "changed"
 * once it is back. Answers the function that closes it.
 */
export function openLiveChannel(
  channel: string,
  on: LiveChannelHandlers,
  options: LiveChannelOptions = {},
): () => void {
  let socket: WebSocket | undefined
  let stopped = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | undefined

  const connect = () => {
    socket = new WebSocket(liveUrl(channel))
    socket.onmessage = (event) => {
      let message: LiveMessage
      try {
        message = JSON.parse(String(event.data)) as LiveMessage
      } catch {
        return
      }
      if (message.type === 'subscribed') {
        failures = 0
        // read again once listening: the page read before it subscribed (a change in between would be
        // lost), and after a reconnect whatever changed while away
        if (on.subscribed) on.subscribed()
        else on.changed()
      } else if (message.type === 'changed') on.changed()
      else if (message.type === 'board') on.board?.(message.board)
    }
    socket.onclose = (event) => {
      if (stopped) return
      // The node is going away, not failing: straight back (to another node) without counting a failure.
      if (event.code === RECONNECT_NOW_CLOSE_CODE) {
        retry = setTimeout(connect, Math.random() * RECONNECT_NOW_SPREAD_MS)
        return
      }
      failures += 1
      on.lost?.()
      const forever = options.retryForeverEveryMs
      if (forever === undefined && failures > LIVE_MAX_RECONNECTS) {
        on.gaveUp?.()
        return
      }
      const backOff = RECONNECT_BASE_MS * 2 ** Math.min(failures - 1, 10)
      retry = setTimeout(connect, forever === undefined ? backOff : Math.min(backOff, forever))
    }
  }

  connect()
  return () => {
    stopped = true
    if (retry) clearTimeout(retry)
    socket?.close()
  }
}
