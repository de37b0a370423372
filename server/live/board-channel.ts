import type { Database } from '../db/client'
import { HttpProblem } from '../errors'
import { counterBoard } from '../services/counter-board'
import type { LiveMessage } from './live-socket'
import type { PushedChannel } from './pushed-channels'

/** How often a node reads a board that shows ready numbers again, so each leaves after its minutes. */
export const BOARD_PUSH_REFRESH_MS = 30_000
const BOARD_CHANNEL = /^board-([1-9][0-9]{0,9})$/
const MAX_ID = 2_147_483_647

const localIdOf = (channel: string) => {
  const id = Number(BOARD_CHANNEL.exec(channel)?.[1])
  return Number.isSafeInteger(id) && id <= MAX_ID ? id : null
}

/**
 * The counter board's channel ('board-{localId}', issue 35) carries the board itself: on a notice each
 * node reads it once (counterBoard, shared with the screens' catch-up reads) and pushes
 * {"type":"board","channel","board"} to every screen it serves; 200 screens cost one query, not 200.
 */
export function boardChannelPush(db: Database): PushedChannel<LiveMessage> {
  return {
    serves: (channel) => localIdOf(channel) !== null,
    async read(channel) {
      const localId = localIdOf(channel)
      if (localId === null) return null
      try {
        return { type: 'board', channel, board: await counterBoard(db, { localId }) }
      } catch (error) {
        // a channel naming no local: its sockets hear nothing, as on any channel nobody publishes to
        if (error instanceof HttpProblem && error.status === 404) return null
        throw error
      }
    },
    changesAlone: (message) => message.type === 'board' && message.board.ready.length > 0,
    refreshMs: BOARD_PUSH_REFRESH_MS,
  }
}
