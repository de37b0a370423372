import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** A page the app rendered: its HTML for #root and the JSON element of the answers it was rendered from. */
export interface RenderedPage {
  html: string
  state: string
  /** 404 when the app found nothing at the URL (a made-up local, category or plate): sent, never kept */
  status?: number
}

/**
 * What src/entry-prerender.tsx exports: the app rendered at a URL, its API calls answered by `transport`,
 * given up when `signal` aborts (React's prerender stops, the transport refuses further calls).
 */
export type Prerender = (
  url: string,
  transport: (request: Request) => Promise<Response>,
  options?: { signal?: AbortSignal },
) => Promise<RenderedPage>

/** Where `vite build` writes the prerender, inside the built app (never served: see spa.ts). */
export const PRERENDER_DIR = 'prerender'

/** The built renderer, or undefined when the app was built without one (the page then starts empty). */
export async function loadPrerender(staticDir: string): Promise<Prerender | undefined> {
  const file = join(staticDir, PRERENDER_DIR, 'entry-prerender.js')
  if (!existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as { prerender?: Prerender }
  return typeof module.prerender === 'function' ? module.prerender : undefined
}

// A local's storefront pages: its menu in any mode, a category, a plate and 'Mi pedido'. The checkout and
// the follow-up are the diner's own; kiosk, table, campaign and recovery links carry a query and start
// from what the app reads in it, so they load as before.
const STOREFRONT_PAGE = /^\/menu\/[^/]+(?:\/(?!checkout(?:\/|$)|order(?:\/|$))[^/]+){0,3}\/?$/

/**
 * The first path segments that are never an alias: the app's own pages (src/routes; the server test checks
 * this list against that folder) and the API. Compared without case, as the router matches paths.
 */
export const RESERVED_TOP_LEVEL = [
  'admin',
  'api',
  'consola',
  'encuesta',
  'logistics',
  'menu',
  'pantalla',
  'soporte',
]

// An alias landing, a company's or a branch's page (src/routes/$alias.tsx): one segment of the contract's
// alias shape (openapi.yaml Alias) without a dot. A name with a dot is a file's (/index.html, the shell the
// service worker precaches; /sw.js; a picture): drawn as an alias it was a 404 and the worker never
// installed. An alias with a dot is still served, rendered by the browser's app.
const ALIAS_LANDING = /^\/([A-Za-z0-9][A-Za-z0-9_~-]{0,99})\/?$/

function isAliasLanding(path: string): boolean {
  const segment = ALIAS_LANDING.exec(path)?.[1]
  return segment !== undefined && !RESERVED_TOP_LEVEL.includes(segment.toLowerCase())
}

/** Whether the server renders this page before sending it. */
export function isPrerendered(url: string): boolean {
  const [path = '', query] = url.split('?')
  return query === undefined && (STOREFRONT_PAGE.test(path) || isAliasLanding(path))
}

/**
 * The page cache's key of a drawn page: its route's parameters as the router reads them (decoded, no
 * trailing slash), so spellings of one page share one render and one entry.
 */
export function pageKey(url: string): string {
  const path = url.split('?')[0] ?? ''
  const params = path.split('/').filter((segment) => segment !== '')
  try {
    return `/${params.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`
  } catch {
    return path
  }
}

/** How long a page waits for its render before it goes out without one (the app then renders it). */
export const PRERENDER_TIMEOUT_MS = 1500

/** The rendered page, or undefined when rendering fails or takes too long: the app then renders it. */
export async function drawPage(
  prerender: Prerender,
  url: string,
  transport: (request: Request) => Promise<Response>,
  onFailure: (error: unknown) => void,
): Promise<RenderedPage | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  // A render given up must stop too: left running, it would keep reading the API and rendering for nobody.
  const abort = new AbortController()
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      onFailure(new Error(`the prerender of ${url} took over ${PRERENDER_TIMEOUT_MS} ms`))
      abort.abort(new Error(`the prerender of ${url} was given up`))
      resolve(undefined)
    }, PRERENDER_TIMEOUT_MS)
  })
  const guarded = (request: Request) =>
    abort.signal.aborted ? Promise.reject(abort.signal.reason) : transport(request)
  try {
    return await Promise.race([prerender(url, guarded, { signal: abort.signal }), timeout])
  } catch (error) {
    onFailure(error)
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
}

/**
 * The CSP sources for the style attributes of rendered HTML (a branch's colours, a badge's): the page's
 * policy has no 'unsafe-inline', so each distinct attribute value is allowed by its hash ('unsafe-hashes'
 * lets hashes cover attributes). The app's own renders set styles through the CSSOM, which CSP leaves alone.
 */
export function styleAttributeSources(html: string): string[] {
  const values = new Set<string>()
  for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g))
    values.add((value ?? '').replace(/&(?:amp|quot|lt|gt|#39);/g, (entity) => ENTITIES[entity] ?? entity))
  if (values.size === 0) return []
  const hashes = [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`)
  return ["'unsafe-hashes'", ...hashes]
}
