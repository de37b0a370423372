import { and, eq, ne } from 'drizzle-orm'
import { endOfLocalDay, isNothingUnavailable } from '../../domain/availability'
import type { Database } from '../db/client'
import { branch, branchContact, menu, orderMode } from '../db/schema'
import { canonicalHashInSlices, stringifyInSlices } from './chunked-json'
import { type Encodings, encode } from './compression'
import { menuOfferedToday, unavailableAt } from './menu-availability'
import { loadMenuContent, type MenuContent } from './menu-content'

/** A menu as served for one order mode: the body is built once and sent as bytes from then on. */
export interface ServedMenu {
  orderModeId: number
  branchContactId: number
  branchContactAlias: string
  menuId: number
  /**
   * The hash of the menu as this local offers it now: the stored menu hash, unless something is 86'd
   * here today (then the local's own, so ETags and stored carts see the change).
   */
  hash: string
  /** When the answer goes stale by itself (the local's midnight ends its 86s); Infinity otherwise. */
  expiresAt: number
  /** The quoted strong ETag: the menu hash. */
  etag: string
  /** JSON text of the response, built once. */
  body: string
  /** The same body encoded once, sent as is. */
  bytes: Buffer
  /**
   * The body compressed once (compression.ts): a phone on mobile data downloads a sixth of it. Read
   * `encodings.forms` when answering: a big menu's tighter forms replace its first ones when ready.
   */
  encodings: Encodings
}

/**
 * The hash of a menu's canonical JSON (sha256Hex(canonicalJson(content))), computed in slices: a
 * 10,000-plate menu's canonical text held the loop ~250 ms in one go.
 */
export function menuHashInSlices(content: MenuContent): Promise<string> {
  return canonicalHashInSlices(content)
}

/**
 * The body of GET …/menu/{orderModeId}. Everything but the head is the same for every mode showing the
 * menu, so it is serialized once per hash and shared.
 */
export async function serializeMenuTail(content: MenuContent): Promise<string> {
  const plates = new Map(content.categories.flatMap((c) => c.plates).map((p) => [p.id, p]))
  const pick = (ids: number[]) => ids.flatMap((id) => plates.get(id) ?? [])
  // In slices: one JSON.stringify of a 10,000-plate menu held the loop ~100 ms.
  const shared = await stringifyInSlices({
    categories: content.categories,
    remarkeds: pick(content.remarkedIds),
    upselleds: pick(content.upselledIds),
    discounts: content.discounts,
  })
  return shared.slice(1)
}

export function menuBody(
  content: MenuContent,
  hash: string,
  orderModeId: number,
  sharedTail: string,
): string {
  const head = JSON.stringify({ id: content.id, name: content.name, hash, orderModeId })
  return `${head.slice(0, -1)},${sharedTail}`
}

/** Recomputes a menu's hash from its content and stores it when it changed; returns the hash. */
export async function refreshMenuHash(db: Database, menuId: number): Promise<string | undefined> {
  const content = await loadMenuContent(db, menuId)
  if (!content) return undefined
  const hash = await menuHashInSlices(content)
  await db
    .update(menu)
    .set({ hash, updatedAt: new Date() })
    .where(and(eq(menu.id, menuId), ne(menu.hash, hash)))
  return hash
}

interface StoredMenu {
  content: MenuContent
  hash: string
}

/** What a write changed: a menu's content, or only what a local offers today (an 86, an offer again). */
export type MenuChange = 'content' | 'availability'

class MenuCache {
  private readonly byMode = new Map<number, Promise<ServedMenu | undefined>>()
  /** The loads that finished, so invalidation can tell synchronously which menu a mode shows. */
  private readonly settled = new Map<number, ServedMenu>()
  /** The mode-independent part of the body by hash, so modes sharing a menu share one string. */
  private readonly tails = new Map<string, string>()
  /** The content each settled answer was built from. */
  private readonly storedOf = new WeakMap<ServedMenu, StoredMenu>()
  /**
   * Menus' content as written, with its hash, carried over an 86 (which changes what a local offers today,
   * not the menu) until a content write: the read after an 86 rebuilds the answer without reading 10,000
   * plates again. Any other load reads the database, as before.
   */
  private readonly carried = new Map<number, StoredMenu>()

  constructor(private readonly db: Database) {}

  private async stored(menuId: number): Promise<StoredMenu | undefined> {
    const carried = this.carried.get(menuId)
    if (carried) return carried
    const content = await loadMenuContent(this.db, menuId)
    return content && { content, hash: await menuHashInSlices(content) }
  }

  get(orderModeId: number): Promise<ServedMenu | undefined> {
    const cached = this.byMode.get(orderModeId)
    if (cached) {
      const served = this.settled.get(orderModeId)
      if (!served || served.expiresAt > Date.now()) return cached
      // The local's day is over: yesterday's 86s no longer hold.
      this.forget(orderModeId)
    }
    const loading = this.load(orderModeId)
    this.byMode.set(orderModeId, loading)
    const isCurrent = () => this.byMode.get(orderModeId) === loading
    loading.then(
      (served) => {
        if (!isCurrent()) return
        if (served) this.settled.set(orderModeId, served)
        // Unknown modes are not remembered: ids a client invents must not fill memory.
        else this.byMode.delete(orderModeId)
      },
      () => {
        if (isCurrent()) this.byMode.delete(orderModeId)
      },
    )
    return loading
  }

  invalidate(menuId?: number, change: MenuChange = 'content'): void {
    if (change === 'content') {
      if (menuId === undefined) this.carried.clear()
      else this.carried.delete(menuId)
    }
    for (const orderModeId of this.byMode.keys()) {
      const served = this.settled.get(orderModeId)
      // A load still in flight may have read the old content: drop it as well.
      if (menuId !== undefined && served && served.menuId !== menuId) continue
      const stored = served && this.storedOf.get(served)
      if (change === 'availability' && served && stored) this.carried.set(served.menuId, stored)
      this.forget(orderModeId)
    }
  }

  private forget(orderModeId: number): void {
    const served = this.settled.get(orderModeId)
    this.byMode.delete(orderModeId)
    this.settled.delete(orderModeId)
    if (served) this.tails.delete(served.hash)
  }

  private async load(orderModeId: number): Promise<ServedMenu | undefined> {
    const [row] = await this.db
      .select({
        menuId: orderMode.menuId,
        branchContactId: branchContact.id,
        alias: branchContact.alias,
        timeZone: branch.timeZone,
      })
      .from(orderMode)
      .innerJoin(branchContact, eq(branchContact.id, orderMode.branchContactId))
      .innerJoin(branch, eq(branch.id, branchContact.branchId))
      .where(eq(orderMode.id, orderModeId))
    if (!row) return undefined
    const now = Date.now()
    const unavailable = await unavailableAt(this.db, row.branchContactId, row.timeZone, now)
    const stored = await this.stored(row.menuId)
    if (!stored) return undefined
    const storedHash = stored.hash
    const content = menuOfferedToday(stored.content, unavailable)
    const hash = content === stored.content ? storedHash : await menuHashInSlices(content)
    let tail = this.tails.get(hash)
    if (!tail) {
      tail = await serializeMenuTail(content)
      this.tails.set(hash, tail)
    }
    const body = menuBody(content, hash, orderModeId, tail)
    const bytes = Buffer.from(body)
    // The tighter forms of a big menu are not worth building once no mode shows this body any more.
    const encodings = await encode(bytes, 'shared', {
      wanted: () => [...this.settled.values()].some((served) => served.bytes === bytes),
    })
    // Keeps the stored hash right even after a write that forgot to refresh it (the menu as written,
    // shared by every local showing it: one local's 86s are not part of it).
    await this.db
      .update(menu)
      .set({ hash: storedHash, updatedAt: new Date() })
      .where(and(eq(menu.id, row.menuId), ne(menu.hash, storedHash)))
    const served: ServedMenu = {
      orderModeId,
      branchContactId: row.branchContactId,
      branchContactAlias: row.alias,
      menuId: row.menuId,
      hash,
      expiresAt: isNothingUnavailable(unavailable)
        ? Number.POSITIVE_INFINITY
        : endOfLocalDay(now, row.timeZone),
      etag: `"${hash}"`,
      body,
      bytes,
      encodings,
    }
    this.storedOf.set(served, stored)
    return served
  }
}

const caches = new WeakMap<Database, MenuCache>()

function cacheFor(db: Database): MenuCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = new MenuCache(db)
    caches.set(db, cache)
  }
  return cache
}

/** The served menu of an order mode, from memory after the first request. */
export function servedMenu(db: Database, orderModeId: number): Promise<ServedMenu | undefined> {
  return cacheFor(db).get(orderModeId)
}

/**
 * Forgets cached menus (one menu, or all) so the next request rebuilds them from the database.
 * Every write to menu content must call it after committing.
 */
export function invalidateMenu(db: Database, menuId?: number, change: MenuChange = 'content'): void {
  cacheFor(db).invalidate(menuId, change)
}

/**
 * Whether an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for this header):
 * `*`, a single tag or a comma-separated list, each possibly W/-prefixed.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}
