/**
 * The live bus: "channel X changed", nothing more. Notices carry the channel name (which holds an id),
 * at most the id of what changed inside it, and never data, so a subscriber always reads the current
 * state (the diner's page through the REST API, the console socket from the database), and a lost or
 * duplicated notice costs one extra read, never a wrong screen.
 *
 * Two implementations share this interface: PostgreSQL LISTEN/NOTIFY (several server processes on one
 * database) and an in-process bus (PGlite, where one process owns the data directory anyway).
 */
/**
 * A notice may name what changed inside the channel (`detail`: a short ASCII word such as an order id,
 * used by the console channel); undefined means "anything may have changed" (after a bus reconnect).
 */
export type LiveListener = (detail?: string) => void

export interface LiveBus {
  /** Tells every subscriber of the channel, in every process, that it changed (and what, if given). */
  publish(channel: string, detail?: string): Promise<void>
  /** Calls the listener on each notice for the channel; the returned function unsubscribes. */
  subscribe(channel: string, listener: LiveListener): () => void
  close(): Promise<void>
}

/** Channel names are short ASCII words joined by dashes: 'tracking-12'. */
export const LIVE_CHANNEL_PATTERN = /^[a-z]+(-[A-Za-z0-9]+)+$/
const MAX_CHANNEL_LENGTH = 100

export const isLiveChannel = (channel: string) =>
  channel.length <= MAX_CHANNEL_LENGTH && LIVE_CHANNEL_PATTERN.test(channel)

export function assertLiveChannel(channel: string): void {
  if (!isLiveChannel(channel)) throw new TypeError(`Not a live channel name: ${JSON.stringify(channel)}`)
}

/** A notice's detail: a short ASCII word (an id), so it fits NOTIFY's payload and never carries data. */
export const LIVE_DETAIL_PATTERN = /^[A-Za-z0-9-]{1,64}$/

export function assertLiveDetail(detail: string | undefined): void {
  if (detail !== undefined && !LIVE_DETAIL_PATTERN.test(detail))
    throw new TypeError(`Not a live notice detail: ${JSON.stringify(detail)}`)
}

/** The listeners of one process, by channel; both buses deliver through it. */
export class ChannelListeners {
  readonly #byChannel = new Map<string, Set<LiveListener>>()

  add(channel: string, listener: LiveListener): () => void {
    assertLiveChannel(channel)
    let listeners = this.#byChannel.get(channel)
    if (!listeners) {
      listeners = new Set()
      this.#byChannel.set(channel, listeners)
    }
    // a wrapper per subscription, so one listener subscribed twice is removed once per call
    const entry: LiveListener = (detail) => listener(detail)
    listeners.add(entry)
    return () => {
      const current = this.#byChannel.get(channel)
      if (!current) return
      current.delete(entry)
      if (current.size === 0) this.#byChannel.delete(channel)
    }
  }

  /** One listener throwing must not keep the notice from the others. */
  deliver(channel: string, detail?: string): void {
    const listeners = this.#byChannel.get(channel)
    if (!listeners) return
    for (const listener of [...listeners]) {
      try {
        listener(detail)
      } catch {
        // a listener's failure is its own (a closed socket); the rest still hear the notice
      }
    }
  }

  /** Every channel hears a notice: after the bus reconnects, notices may have been lost meanwhile. */
  deliverAll(): void {
    for (const channel of [...this.#byChannel.keys()]) this.deliver(channel)
  }

  get size(): number {
    let count = 0
    for (const listeners of this.#byChannel.values()) count += listeners.size
    return count
  }

  clear(): void {
    this.#byChannel.clear()
  }
}
