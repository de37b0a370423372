import { fromCallback } from 'xstate'
import type { ConsoleBoardEvent } from '../../../../machines/console-board.machine'
import { type LiveListener, listenLive } from '../../../lib/live-socket'
import type { ConsoleOrder } from '../api/console-api'

/** What the server says on /api/console/{alias}/live (subscribeConsoleOrders in openapi.yaml). */
type ConsoleLiveMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'order'; order: ConsoleOrder }
  | { type: 'resync' }
  | { type: 'support' }

/** Reconnect after 1 s, 2 s, 4 s… up to 30 s, for as long as the console is open. */
const RECONNECT_MAX_MS = 30_000

export function consoleLiveUrl(
  alias: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/console/${encodeURIComponent(alias)}/live`
}

/**
 * Listens on the local's console socket (the staff cookie goes with it): one socket for the whole console,
 * the board's feed and 'Mensajes' alike (live-socket.ts).
 */
export const listenConsoleLive = (alias: string, listener: LiveListener) =>
  listenLive(consoleLiveUrl(alias), listener, { maxDelayMs: RECONNECT_MAX_MS })

/**
 * The board machine's `feed`: each pushed order goes to the machine as is; a drop reconnects with back-off,
 * and every subscription (first or again) tells the machine, which then reads the whole board. Closing the
 * actor stops listening.
 */
export function consoleFeedActor(alias: string) {
  return fromCallback<ConsoleBoardEvent<ConsoleOrder>>(({ sendBack }) =>
    listenConsoleLive(alias, {
      message: (message) => {
        const said = message as ConsoleLiveMessage
        if (said.type === 'subscribed') sendBack({ type: 'console.feed.subscribed' })
        else if (said.type === 'order') sendBack({ type: 'console.feed.order', order: said.order })
        else if (said.type === 'resync') sendBack({ type: 'console.feed.resync' })
      },
      // after 1012 too: the board is read again once back
      down: () => sendBack({ type: 'console.feed.down' }),
    }),
  )
}
