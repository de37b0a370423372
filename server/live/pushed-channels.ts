import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import type { LiveBus } from './bus'

/**
 * A live channel whose notices a node turns into data (the counter board): on a notice the node reads
 * once and pushes the same bytes to each of its sockets on the channel, instead of each screen reading
 * it again over HTTP.
 */
export interface PushedChannel<M extends object = object> {
  /** whether the channel is one of these */
  serves(channel: string): boolean
  /** the message for the channel's sockets as things stand; null when the channel names nothing */
  read(channel: string): Promise<M | null>
  /**
   * While sockets listen, whether the last message may change with no notice (a ready number leaves
   * after the local's minutes): the channel is then read every `refreshMs` and pushed if it changed.
   */
  changesAlone?(message: M): boolean
  refreshMs?: number
}

/** The sockets of one channel in this process, and the bus subscription and reads they share. */
interface Feed {
  channel: string
  sockets: Set<WebSocket>
  unsubscribe: () => void
  reading: boolean
  /** a notice came during a read: read once more after it (that read may predate the change) */
  again: boolean
  /** the text last read: undefined before the first read, null when the channel named nothing */
  last: string | null | undefined
  timer: ReturnType<typeof setInterval> | undefined
}

const send = (socket: WebSocket, data: Buffer) => {
  if (socket.readyState === socket.OPEN) socket.send(data, { binary: false, compress: false })
}

/**
 * The pushed channels of one process. Reads of a channel never overlap and go out in order, so a later
 * board never arrives before an earlier one; a burst of notices costs at most two reads. A bus
 * reconnect's notice (no detail) is a notice like any other: the node reads and pushes again.
 */
export function pushedChannels<M extends object>(
  bus: LiveBus,
  pushed: PushedChannel<M>,
  log: FastifyBaseLogger,
) {
  const feeds = new Map<string, Feed>()

  async function readAndPush(feed: Feed, onlyIfChanged: boolean) {
    if (feed.reading) {
      feed.again = true
      return
    }
    feed.reading = true
    try {
      do {
        feed.again = false
        const message = await pushed.read(feed.channel).catch((error: unknown) => {
          log.warn({ err: error, channel: feed.channel }, 'live push read failed')
          return undefined
        })
        if (message === undefined) continue
        const text = message === null ? null : JSON.stringify(message)
        const changed = text !== feed.last
        feed.last = text
        if (text === null || (onlyIfChanged && !changed)) continue
        const bytes = Buffer.from(text)
        for (const socket of feed.sockets) send(socket, bytes)
        onlyIfChanged = false
      } while (feed.again)
    } finally {
      feed.reading = false
    }
  }

  function refresh(feed: Feed) {
    if (feed.reading) return
    const last = feed.last
    // never read yet (no notice since the first socket came): read to know whether it changes alone
    const mayChange =
      last === undefined || (last !== null && (pushed.changesAlone?.(JSON.parse(last) as M) ?? false))
    if (mayChange) void readAndPush(feed, true)
  }

  return {
    serves: (channel: string) => pushed.serves(channel),
    join(channel: string, socket: WebSocket): () => void {
      let feed = feeds.get(channel)
      if (!feed) {
        const created: Feed = {
          channel,
          sockets: new Set(),
          unsubscribe: () => {},
          reading: false,
          again: false,
          last: undefined,
          timer: undefined,
        }
        created.unsubscribe = bus.subscribe(channel, () => void readAndPush(created, false))
        if (pushed.refreshMs !== undefined) {
          created.timer = setInterval(() => refresh(created), pushed.refreshMs)
          created.timer.unref()
        }
        feeds.set(channel, created)
        feed = created
      }
      const joined = feed
      joined.sockets.add(socket)
      return () => {
        joined.sockets.delete(socket)
        if (joined.sockets.size > 0 || feeds.get(channel) !== joined) return
        feeds.delete(channel)
        joined.unsubscribe()
        if (joined.timer) clearInterval(joined.timer)
      }
    },
    close() {
      for (const feed of feeds.values()) {
        feed.unsubscribe()
        if (feed.timer) clearInterval(feed.timer)
      }
      feeds.clear()
    },
  }
}
