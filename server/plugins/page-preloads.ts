import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

// TanStack Router's autoCodeSplitting puts each route's component in a chunk Vite names by its file.
const ROUTE_COMPONENT = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

interface RouteChunk {
  /** URL segments of the route's pattern: a `$name` segment matches any one segment. */
  pattern: string[]
  /** A layout (route.tsx) applies to every URL below it; any other file only to its own URL. */
  layout: boolean
  key: string
}

function routeChunksOf(manifest: Manifest): RouteChunk[] {
  const routes: RouteChunk[] = []
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_COMPONENT.exec(key)?.[1]
    if (!file) continue
    const parts = file.split('/')
    // Folders and files starting with '-' are not routes; __root is not split.
    if (parts.some((part) => part.startsWith('-') || part.startsWith('__'))) continue
    const last = parts.at(-1)
    if (last === 'route') routes.push({ pattern: parts.slice(0, -1), layout: true, key })
    else if (last === 'index') routes.push({ pattern: parts.slice(0, -1), layout: false, key })
    else routes.push({ pattern: parts, layout: false, key })
  }
  return routes
}

const segmentMatches = (pattern: string, segment: string) => pattern.startsWith('$') || pattern === segment

/** How well a pattern fits: static segments outrank parameters, the earlier the better (as the router ranks). */
const rank = (pattern: string[]) => pattern.map((part) => (part.startsWith('$') ? '0' : '1')).join('')

/**
 * The chunks a page URL needs before the app can render or hydrate it: the page's route components (the
 * layouts above it and its own page), with their static imports (the app's shared chunks among them),
 * minus what the built page already loads (its first script, src/boot.ts). Without these hints the browser
 * finds them only once the app has started and matched the URL: more round trips on a phone.
 */
export interface PagePreloads {
  /** the chunks of the URL's routes (and what they import), each after the chunks it imports */
  routes: string[]
}

export function createPagePreloads(staticDir: string): (pathname: string) => PagePreloads {
  const manifestPath = join(staticDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return () => ({ routes: [] })
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const routes = routeChunksOf(manifest)

  /** The chunks `keys` name and every chunk they import, each after the chunks it imports. */
  const dependenciesFirst = (keys: string[]): string[] => {
    const order: string[] = []
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const imported of manifest[key].imports ?? []) visit(imported)
      order.push(key)
    }
    keys.forEach(visit)
    return order
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const inPage = new Set(dependenciesFirst(entries).map((key) => manifest[key]?.file))
  const scripts = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file): file is string => typeof file === 'string' && file.endsWith('.js') && !inPage.has(file))
  const cache = new Map<string, PagePreloads>()
  return (pathname) => {
    const segments = pathname.split('/').filter(Boolean)
    const shape = segments.length
    const leaves = routes
      .filter((route) => route.pattern.length === shape)
      .filter((route) => route.pattern.every((part, i) => segmentMatches(part, segments[i] ?? '')))
      .sort((a, b) => rank(b.pattern).localeCompare(rank(a.pattern)))
    const leaf = leaves.find((route) => !route.layout) ?? leaves[0]
    if (!leaf) return { routes: [] }
    // Cached by the leaf's pattern: the answer does not depend on the values of its parameters.
    const cacheKey = leaf.key
    const known = cache.get(cacheKey)
    if (known) return known
    const layouts = routes.filter(
      (route) =>
        route.layout &&
        route.pattern.length <= leaf.pattern.length &&
        route.pattern.every((part, i) => part === leaf.pattern[i]),
    )
    const routeFiles = scripts(dependenciesFirst([...layouts, leaf].map((route) => route.key)))
    const preloads = { routes: [...new Set(routeFiles)] }
    cache.set(cacheKey, preloads)
    return preloads
  }
}
