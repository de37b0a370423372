import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import type { LiveBus } from '../live/bus'
import { sha256Hex } from './canonical-json'
import { type CompressionScope, type Encodings, encode, preferredCoding } from './compression'
import { ifNoneMatchHits, invalidateMenu, type MenuChange } from './menu'

/** A JSON answer built once: its bytes, its compressed forms and its ETag (the hash of the body). */
export interface ServedJson {
  bytes: Buffer
  etag: string
  /** No forms for small bodies, where compression costs more than it saves (compression.ts decides). */
  encodings: Encodings
}

/**
 * Whom an answer serves: `shared` answers (an alias, a country, a branch) are asked for by every diner and
 * are worth a tight compression; `caller` answers are keyed by what one caller sent (coordinates, search
 * text), seldom asked twice, so they get fast compression and a small share of memory.
 */
export type CacheScope = CompressionScope

/** How much each scope may hold: entries and bytes (body plus compressed forms), oldest used out first. */
export const readCacheLimits: Record<CacheScope, { entries: number; bytes: number }> = {
  shared: { entries: 2000, bytes: 32 * 1024 * 1024 },
  caller: { entries: 500, bytes: 8 * 1024 * 1024 },
}

async function build(body: string, scope: CacheScope): Promise<ServedJson> {
  const bytes = Buffer.from(body)
  return { bytes, etag: `"${sha256Hex(body)}"`, encodings: await encode(bytes, scope) }
}

// Counted when stored: a big body's tighter forms, swapped in later, are smaller than its first ones.
const sizeOf = (served: ServedJson) =>
  served.bytes.length + (served.encodings.forms.br?.length ?? 0) + (served.encodings.forms.gzip?.length ?? 0)

/** A map that forgets its least recently used entries beyond a count and a byte budget. */
class BoundedMap {
  private readonly map = new Map<string, { served: ServedJson; size: number }>()
  private bytes = 0

  constructor(private readonly limits: { entries: number; bytes: number }) {}

  get(key: string): ServedJson | undefined {
    const found = this.map.get(key)
    if (found) {
      this.map.delete(key)
      this.map.set(key, found)
    }
    return found?.served
  }

  set(key: string, served: ServedJson): void {
    this.delete(key)
    const size = sizeOf(served)
    this.map.set(key, { served, size })
    this.bytes += size
    while (this.map.size > this.limits.entries || this.bytes > this.limits.bytes) {
      const oldest = this.map.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const found = this.map.get(key)
    if (!found) return
    this.map.delete(key)
    this.bytes -= found.size
  }

  clear(): void {
    this.map.clear()
    this.bytes = 0
  }

  footprint() {
    return { entries: this.map.size, bytes: this.bytes }
  }
}

/**
 * The diner's first calls (alias landing, local, order modes, country, customizations), kept in memory
 * as the menu is: one load per key while it is in flight, bytes and compressed forms built once, unknown
 * keys never remembered, the least recently used forgotten beyond each scope's limits, everything
 * forgotten on a catalogue write.
 */
class ReadCache {
  private readonly loading = new Map<string, Promise<ServedJson | undefined>>()
  private readonly settled: Record<CacheScope, BoundedMap> = {
    shared: new BoundedMap(readCacheLimits.shared),
    caller: new BoundedMap(readCacheLimits.caller),
  }
  // A load that started before a clear() read what the write changed: it answers its own request only.
  private generation = 0

  get(
    key: string,
    scope: CacheScope,
    load: () => Promise<string | undefined>,
  ): Promise<ServedJson | undefined> {
    const known = this.settled[scope].get(key)
    if (known) return Promise.resolve(known)
    const inFlight = this.loading.get(key)
    if (inFlight) return inFlight
    const generation = this.generation
    const loading = load().then((body) => (body === undefined ? undefined : build(body, scope)))
    this.loading.set(key, loading)
    const settle = (served: ServedJson | undefined) => {
      if (this.loading.get(key) === loading) this.loading.delete(key)
      if (served && generation === this.generation) this.settled[scope].set(key, served)
    }
    loading.then(settle, () => settle(undefined))
    return loading
  }

  clear(): void {
    this.generation++
    this.loading.clear()
    this.settled.shared.clear()
    this.settled.caller.clear()
  }

  footprint() {
    return { shared: this.settled.shared.footprint(), caller: this.settled.caller.footprint() }
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

/** What the cached answers of a database hold now, per scope (entries, and bytes with compressed forms). */
export function readCacheFootprint(db: Database) {
  return cacheFor(db).footprint()
}

/**
 * Answers a cached GET: the body comes from memory after the first request for the key, serialized by
 * the route's own contract schema; 304 on If-None-Match, brotli or gzip by Accept-Encoding.
 * `load` returns undefined for "not found": then nothing is sent and this returns false, for the caller's
 * 404. (It returns a boolean, not the reply: a reply is a thenable, and awaiting it yields undefined.)
 */
export async function sendCached<T>(
  db: Database,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T | undefined>,
  scope: CacheScope = 'shared',
): Promise<boolean> {
  const served = await cacheFor(db).get(key, scope, async () => {
    const value = await load()
    return value === undefined
      ? undefined
      : String(reply.serializeInput(value as never, '200', 'application/json'))
  })
  if (!served) return false
  const coding = preferredCoding(request.headers['accept-encoding'])
  const body = coding ? served.encodings.forms[coding] : undefined
  reply
    .header('etag', body ? `W/${served.etag}` : served.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
  if (ifNoneMatchHits(request.headers['if-none-match'], served.etag)) reply.code(304).send()
  else {
    reply.type('application/json; charset=utf-8')
    if (!body || !coding) reply.send(served.bytes)
    else reply.header('content-encoding', coding).send(body)
  }
  return true
}

function forgetLocally(db: Database, change: MenuChange = 'content'): void {
  cacheFor(db).clear()
  invalidateMenu(db, undefined, change)
}

/**
 * Forgets every cached catalogue answer (menus included) after a write, here and — on PostgreSQL with
 * a sync attached — in every other process on the same database.
 */
export async function invalidateCatalogue(db: Database, change: MenuChange = 'content'): Promise<void> {
  // Other processes forget menus' content too (the notice does not say what changed): only slower.
  forgetLocally(db, change)
  await notifiers.get(db)?.()
}

/** The live channel a catalogue write is told on; the notice's detail is the writing process's id. */
export const CATALOGUE_CHANNEL = 'catalogue-changed'

/**
 * Keeps the processes sharing one PostgreSQL database in step: a catalogue write in one makes every other
 * forget its cached answers. It rides on the node's live bus (server/live/pg-bus.ts), so a node holds one
 * LISTEN connection, not one per purpose; a bus reconnect tells every channel, so everything is forgotten
 * then, since notices sent meanwhile are gone.
 */
export function attachCatalogueSync(db: Database, bus: LiveBus): { close(): void } {
  const self = randomUUID()
  const unsubscribe = bus.subscribe(CATALOGUE_CHANNEL, (from) => {
    if (from !== self) forgetLocally(db)
  })
  notifiers.set(db, () => bus.publish(CATALOGUE_CHANNEL, self))
  return {
    close() {
      unsubscribe()
      notifiers.delete(db)
    },
  }
}
