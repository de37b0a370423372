import pg from 'pg'
import {
  assertLiveChannel,
  assertLiveDetail,
  ChannelListeners,
  isLiveChannel,
  LIVE_DETAIL_PATTERN,
  type LiveBus,
} from './bus'

/**
 * The PostgreSQL channel every Tucán process listens on; the payload is the live channel's name, then
 * a space and the notice's detail when it has one ('console-3 812').
 */
export const PG_NOTIFY_CHANNEL = 'tucan_live'

export interface PgBusOptions {
  /** Wait before reconnecting the listening client after it dropped. */
  reconnectDelayMs?: number
  /** Names the listening session in pg_stat_activity. */
  applicationName?: string
  /** Told when the listening connection drops (it then reconnects by itself). */
  onError?: (error: unknown) => void
}

/**
 * LISTEN/NOTIFY on a dedicated client (a pooled one would lose its LISTEN when returned). Publishing
 * goes through a one-connection pool, so it works while the listener reconnects. After a reconnect
 * every local channel hears a notice, because NOTIFYs sent while it was away are gone.
 */
const pgBuses = new WeakSet<LiveBus>()

/** Whether a bus is PostgreSQL's, heard by every process on the database (the catalogue sync rides on it). */
export const isPgBus = (bus: LiveBus | undefined): bus is LiveBus => bus !== undefined && pgBuses.has(bus)

export async function openPgBus(connectionString: string, options: PgBusOptions = {}): Promise<LiveBus> {
  const reconnectDelayMs = options.reconnectDelayMs ?? 1000
  const listeners = new ChannelListeners()
  const publisher = new pg.Pool({ connectionString, max: 1 })
  publisher.on('error', () => {})
  let closed = false
  let listener: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== PG_NOTIFY_CHANNEL || !message.payload) return
    const [channel = '', detail, ...rest] = message.payload.split(' ')
    if (rest.length > 0 || !isLiveChannel(channel)) return
    if (detail !== undefined && !LIVE_DETAIL_PATTERN.test(detail)) return
    listeners.deliver(channel, detail)
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      application_name: options.applicationName ?? 'tucan-live',
    })
    client.on('notification', onNotification)
    client.on('error', (error) => dropped(client, error))
    client.on('end', () => dropped(client, new Error('listening connection ended')))
    await client.connect()
    await client.query(`LISTEN ${PG_NOTIFY_CHANNEL}`)
    listener = client
  }

  function dropped(client: pg.Client, error: unknown) {
    if (closed || listener !== client) return
    listener = undefined
    options.onError?.(error)
    client.end().catch(() => {})
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().then(
        () => listeners.deliverAll(),
        (error: unknown) => {
          options.onError?.(error)
          scheduleReconnect()
        },
      )
    }, reconnectDelayMs)
    retry.unref()
  }

  try {
    await connect()
  } catch (error) {
    await publisher.end()
    throw error
  }

  const bus: LiveBus = {
    async publish(channel, detail) {
      assertLiveChannel(channel)
      assertLiveDetail(detail)
      if (closed) return
      const payload = detail === undefined ? channel : `${channel} ${detail}`
      await publisher.query('SELECT pg_notify($1, $2)', [PG_NOTIFY_CHANNEL, payload])
    },
    subscribe: (channel, listen) => listeners.add(channel, listen),
    async close() {
      if (closed) return
      closed = true
      if (retry) clearTimeout(retry)
      listeners.clear()
      const client = listener
      listener = undefined
      await Promise.allSettled([client?.end(), publisher.end()])
    },
  }
  pgBuses.add(bus)
  return bus
}
