import type { components } from '../../contract/schema'
import { listenLive } from './live-socket'

type CounterBoard = components['schemas']['CounterBoard']

/** What the server says on /api/live (subscribeLive in openapi.yaml). */
type ChannelMessage =
  | { type: 'subscribed' | 'changed'; channel: string }
  | { type: 'board'; channel: string; board: CounterBoard }

/** Reconnect after 1 s, 2 s, 4 s…; after this many failed attempts in a row the page stops trying. */
export const LIVE_MAX_RECONNECTS = 5

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
 * One subscription to a live channel (tracking, an order's follow-up, a local's offers, a counter board),
 * on the page's one live socket for it (live-socket.ts). A "changed" notice carries no data (a board's
 * channel pushes the board instead); a dropped connection reconnects with back-off and says "changed" once
 * it is back. Answers the function that closes it.
 */
export function openLiveChannel(
  channel: string,
  on: LiveChannelHandlers,
  options: LiveChannelOptions = {},
): () => void {
  const forever = options.retryForeverEveryMs
  return listenLive(
    liveUrl(channel),
    {
      message: (message) => {
        const said = message as ChannelMessage
        // read again once listening: the page read before it subscribed (a change in between would be
        // lost), and after a reconnect whatever changed while away
        if (said.type === 'subscribed') {
          if (on.subscribed) on.subscribed()
          else on.changed()
        } else if (said.type === 'changed') on.changed()
        else if (said.type === 'board') on.board?.(said.board)
      },
      down: (goingAway) => {
        if (!goingAway) on.lost?.()
      },
      gaveUp: on.gaveUp,
    },
    forever === undefined ? { giveUpAfter: LIVE_MAX_RECONNECTS } : { maxDelayMs: forever },
  )
}
