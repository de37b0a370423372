import { RECONNECT_NOW_CLOSE_CODE, RECONNECT_NOW_SPREAD_MS } from '../../domain/live-close'

/** What a live socket's server says: JSON with a `type` (subscribeLive, subscribeConsoleOrders in openapi.yaml). */
export interface LiveMessage {
  type?: unknown
  [field: string]: unknown
}

export interface LiveListener {
  /** every message, 'subscribed' included (heard at once when joining a socket already subscribed) */
  message: (message: LiveMessage) => void
  /** the connection dropped and is made again; `goingAway` when the node said 1012 (straight back) */
  down?: ((goingAway: boolean) => void) | undefined
  /** it kept failing and stopped trying (only with `giveUpAfter`) */
  gaveUp?: (() => void) | undefined
}

export interface ReconnectPolicy {
  /** failed attempts in a row after which it stops; unset: it tries for as long as someone listens */
  giveUpAfter?: number | undefined
  /** the back-off's ceiling */
  maxDelayMs?: number | undefined
}

/** The first back-off; it doubles with each failure in a row. */
const BASE_DELAY_MS = 1000

interface Connection {
  listeners: Set<LiveListener>
  /** the open socket's 'subscribed', told to a listener that joins it (it read before listening too) */
  subscribed: LiveMessage | undefined
  close(): void
}

/** The page's live sockets, one per address, however many parts of the page listen there. */
const connections = new Map<string, Connection>()

function connectionTo(url: string, policy: ReconnectPolicy): Connection {
  const listeners = new Set<LiveListener>()
  let socket: WebSocket | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let stopped = false
  let waitingOnline: (() => void) | undefined
  const tell = (act: (listener: LiveListener) => void) => {
    for (const listener of [...listeners]) act(listener)
  }

  const connect = () => {
    retry = undefined
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      // Offline an attempt can only fail (and the browser logs each one): the next waits for the network.
      const online = () => {
        window.removeEventListener('online', online)
        waitingOnline = undefined
        if (!stopped) connect()
      }
      waitingOnline = online
      window.addEventListener('online', online)
      return
    }
    const current = new WebSocket(url)
    socket = current
    current.onmessage = (event) => {
      let message: unknown
      try {
        message = JSON.parse(String(event.data))
      } catch {
        return
      }
      if (typeof message !== 'object' || message === null) return
      const said = message as LiveMessage
      if (said.type === 'subscribed') {
        failures = 0
        connection.subscribed = said
      }
      tell((listener) => listener.message(said))
    }
    current.onclose = (event) => {
      if (stopped || socket !== current) return
      socket = undefined
      connection.subscribed = undefined
      // The node is going away, not failing: straight back (to another node) without counting a failure.
      const goingAway = event.code === RECONNECT_NOW_CLOSE_CODE
      tell((listener) => listener.down?.(goingAway))
      if (goingAway) {
        retry = setTimeout(connect, Math.random() * RECONNECT_NOW_SPREAD_MS)
        return
      }
      failures += 1
      if (policy.giveUpAfter !== undefined && failures > policy.giveUpAfter) {
        connection.close()
        tell((listener) => listener.gaveUp?.())
        return
      }
      const backOff = BASE_DELAY_MS * 2 ** Math.min(failures - 1, 10)
      retry = setTimeout(connect, Math.min(backOff, policy.maxDelayMs ?? backOff))
    }
  }

  const connection: Connection = {
    listeners,
    subscribed: undefined,
    close() {
      stopped = true
      if (retry) clearTimeout(retry)
      if (waitingOnline) window.removeEventListener('online', waitingOnline)
      if (connections.get(url) === connection) connections.delete(url)
      const open = socket
      socket = undefined
      open?.close()
    },
  }
  connections.set(url, connection)
  connect()
  return connection
}

/**
 * Listens on the live socket at `url`: the browser app's one reconnecting websocket, one per address for
 * the whole page (the console's board and its 'Mensajes' share the local's socket; an order's follow-up and
 * its chat, the order's channel). A drop reconnects after 1 s, 2 s, 4 s… (at most `maxDelayMs` apart),
 * straight back, spread over a moment, when the node says 1012; the count starts again once the server
 * says 'subscribed'. The first listener's policy is the socket's. The socket closes when its last listener
 * leaves. Answers the function that stops listening.
 */
export function listenLive(url: string, listener: LiveListener, policy: ReconnectPolicy = {}): () => void {
  const connection = connections.get(url) ?? connectionTo(url, policy)
  connection.listeners.add(listener)
  // Joined a socket already listening: told so, as on a socket of its own (it then reads what it missed).
  const subscribed = connection.subscribed
  if (subscribed)
    queueMicrotask(() => {
      if (connection.listeners.has(listener)) listener.message(subscribed)
    })
  return () => {
    if (!connection.listeners.delete(listener)) return
    if (connection.listeners.size === 0) connection.close()
  }
}
