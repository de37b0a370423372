import { fromCallback } from 'xstate'
import { RECONNECT_NOW_CLOSE_CODE, RECONNECT_NOW_SPREAD_MS } from '../../../../domain/live-close'
import type { ConsoleBoardEvent } from '../../../../machines/console-board.machine'
import type { ConsoleOrder } from '../api/console-api'

/** What the server says on /api/console/{alias}/live (subscribeConsoleOrders in openapi.yaml). */
type ConsoleLiveMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'order'; order: ConsoleOrder }
  | { type: 'resync' }

/** Reconnect after 1 s, 2 s, 4 s… up to 30 s, for as long as the board is open. */
const RECONNECT_BASE_MS = 1000
const RECONNECT_MAX_MS = 30_000

export function consoleLiveUrl(
  alias: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/console/${encodeURIComponent(alias)}/live`
}

/**
 * The board machine's `feed`: the console websocket of the local (the staff cookie goes with it). Each
 * pushed order goes to the machine as is; a drop reconnects with back-off, and every subscription
 * (first or again) tells the machine, which then reads the whole board. Closing the actor closes it.
 */
export function consoleFeedActor(alias: string) {
  return fromCallback<ConsoleBoardEvent<ConsoleOrder>>(({ sendBack }) => {
    let socket: WebSocket | undefined
    let stopped = false
    let failures = 0
    let retry: ReturnType<typeof setTimeout> | undefined

    const connect = () => {
      socket = new WebSocket(consoleLiveUrl(alias))
      socket.onmessage = (event) => {
        let message: ConsoleLiveMessage
        try {
          message = JSON.parse(String(event.data)) as ConsoleLiveMessage
        } catch {
          return
        }
        if (message.type === 'subscribed') {
          failures = 0
          sendBack({ type: 'console.feed.subscribed' })
        } else if (message.type === 'order') sendBack({ type: 'console.feed.order', order: message.order })
        else if (message.type === 'resync') sendBack({ type: 'console.feed.resync' })
      }
      socket.onclose = (event) => {
        if (stopped) return
        sendBack({ type: 'console.feed.down' })
        // The node is going away, not failing: straight back (to another node), then the board is read again.
        if (event.code === RECONNECT_NOW_CLOSE_CODE) {
          retry = setTimeout(connect, Math.random() * RECONNECT_NOW_SPREAD_MS)
          return
        }
        failures += 1
        retry = setTimeout(connect, Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (failures - 1)))
      }
    }

    connect()
    return () => {
      stopped = true
      if (retry) clearTimeout(retry)
      socket?.close()
    }
  })
}
