import { randomUUID } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import pg from 'pg'
import type { Database } from '../db/client'
import { sha256Hex } from './canonical-json'
import { type ContentCoding, ifNoneMatchHits, invalidateMenu, preferredCoding } from './menu'

/** A JSON answer built once: its bytes, its compressed forms and its ETag (the hash of the body). */
export interface ServedJson {
  bytes: Buffer
  etag: string
  /** Absent for small bodies, where compression costs more than it saves. */
  compressed: Partial<Record<ContentCoding, Buffer>>
}

// Below this size a compressed body saves less than its headers and CPU cost.
const compressAbove = 1024
// Keys include client-chosen values (aliases, coordinates): memory stays bounded.
const maxEntries = 2000

function serve(body: string, byHash: Map<string, ServedJson>): ServedJson {
  const hash = sha256Hex(body)
  const known = byHash.get(hash)
  if (known) return known
  const bytes = Buffer.from(body)
  const compressed: ServedJson['compressed'] =
    bytes.length > compressAbove
      ? {
          br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(bytes, { level: 9 }),
        }
      : {}
  const served = { bytes, etag: `"${hash}"`, compressed }
  byHash.set(hash, served)
  return served
}

/**
 * The diner's first calls (alias landing, local, order modes, country, customizations), kept in memory
 * as the menu is: one load per key while it is in flight, bytes and compressed forms built once per
 * content hash, unknown keys never remembered, everything forgotten on a catalogue write.
 */
class ReadCache {
  private readonly entries = new Map<string, Promise<ServedJson | undefined>>()
  private readonly byHash = new Map<string, ServedJson>()

  get(key: string, load: () => Promise<string | undefined>): Promise<ServedJson | undefined> {
    const cached = this.entries.get(key)
    if (cached) return cached
    const loading = load().then((body) => (body === undefined ? undefined : serve(body, this.byHash)))
    this.entries.set(key, loading)
    if (this.entries.size > maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    const forget = () => {
      if (this.entries.get(key) === loading) this.entries.delete(key)
    }
    loading.then((served) => served === undefined && forget(), forget)
    return loading
  }

  clear(): void {
    this.entries.clear()
    this.byHash.clear()
  }
}

const caches = new WeakMap<Database, ReadCache>()
const notifiers = new WeakMap<Database, () => Promise<void>>()

function cacheFor(db: Database): ReadCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = new ReadCache()
    caches.set(db, cache)
  }
  return cache
}

/**
 * Answers a cached GET: the body comes from memory after the first request for the key, serialized by
 * the route's own contract schema; 304 on If-None-Match, brotli or gzip by Accept-Encoding.
 * `load` returns undefined for "not found", which the caller turns into its 404.
 */
export async function sendCached<T>(
  db: Database,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T | undefined>,
): Promise<FastifyReply | undefined> {
  const served = await cacheFor(db).get(key, async () => {
    const value = await load()
    return value === undefined
      ? undefined
      : String(reply.serializeInput(value as never, '200', 'application/json'))
  })
  if (!served) return undefined
  const coding = preferredCoding(request.headers['accept-encoding'])
  const body = coding ? served.compressed[coding] : undefined
  reply
    .header('etag', body ? `W/${served.etag}` : served.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
  if (ifNoneMatchHits(request.headers['if-none-match'], served.etag)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  if (!body || !coding) return reply.send(served.bytes)
  return reply.header('content-encoding', coding).send(body)
}

function forgetLocally(db: Database): void {
  cacheFor(db).clear()
  invalidateMenu(db)
}

/**
 * Forgets every cached catalogue answer (menus included) after a write, here and — on PostgreSQL with
 * a sync attached — in every other process on the same database.
 */
export async function invalidateCatalogue(db: Database): Promise<void> {
  forgetLocally(db)
  await notifiers.get(db)?.()
}

export const CATALOGUE_CHANNEL = 'tucan_catalogue'

/**
 * LISTEN/NOTIFY between the processes sharing one PostgreSQL database: a catalogue write in one makes
 * every other forget its cached answers. A dedicated client listens (a pooled one would lose its
 * LISTEN); after it reconnects, everything is forgotten, since notices sent meanwhile are gone.
 */
export async function attachCatalogueSync(
  db: Database,
  connectionString: string,
  options: { reconnectDelayMs?: number } = {},
): Promise<{ close(): Promise<void> }> {
  const self = randomUUID()
  const publisher = new pg.Pool({ connectionString, max: 1 })
  publisher.on('error', () => {})
  let closed = false
  let listener: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: 'tucan-catalogue' })
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload !== self) forgetLocally(db)
    })
    const dropped = () => {
      if (closed || listener !== client) return
      listener = undefined
      client.end().catch(() => {})
      reconnect()
    }
    client.on('error', dropped)
    client.on('end', dropped)
    await client.connect()
    await client.query(`LISTEN ${CATALOGUE_CHANNEL}`)
    listener = client
  }

  function reconnect() {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().then(() => forgetLocally(db), reconnect)
    }, options.reconnectDelayMs ?? 1000)
    retry.unref()
  }

  try {
    await connect()
  } catch (error) {
    await publisher.end()
    throw error
  }
  notifiers.set(db, async () => {
    await publisher.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, self])
  })

  return {
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      notifiers.delete(db)
      await listener?.end().catch(() => {})
      await publisher.end()
    },
  }
}
