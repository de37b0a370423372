import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { routeNotFoundProblem, sendProblem } from '../errors'
import { closePage, type OpenPage, openPage, pageCoding } from './page-bytes'
import { createPageDrawing, type DrawnPage } from './page-drawing'
import { createPagePreloads } from './page-preloads'
import { isPrerendered, loadPrerender, PRERENDER_DIR } from './prerender'
import { documentOnlyHeaders, injectedStyleHashes, inlineScriptHashes, pagePolicy } from './security'

// A request for a missing asset must stay a 404; only page paths fall back to the SPA.
const assetPath =
  /^\/assets\/|\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|webmanifest)$/i

const notBuiltPage = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Tucán</title></head>
<body><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload.</p>
<p>The API is up: see <a href="/api/docs">/api/docs</a>.</p></body></html>
`

const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * The demo's drawn pictures (public/demo/pictures) keep their names when redrawn, so they cannot be
 * immutable; a week is long enough that a menu's pictures are not asked for again on every visit, and
 * after it the static plugin's ETag turns the question into a 304 while the drawing is unchanged.
 */
const SHIPPED_PICTURE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400'

/** Everything else beside index.html (sw.js, the manifest's icons…) is asked again on each use. */
const cachePolicyOf = (filePath: string) =>
  filePath.includes(`${sep}demo${sep}pictures${sep}`) ? SHIPPED_PICTURE_CACHE : 'no-cache'

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}

/**
 * Serves the built SPA from staticDir with history fallback: any GET for a page path that is not a
 * file gets index.html, so client routes like /menu/{alias}/delivery load on refresh. Unknown /api
 * routes and other methods get a 404 problem.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = existsSync(join(staticDir, 'index.html'))

  const page = built ? readFileSync(join(staticDir, 'index.html'), 'utf8') : ''
  // Everything of the page but its end is the same for every answer, so it is compressed once (page-bytes.ts);
  // each answer appends its end, with the nonce it names in its CSP.
  const [head, end] = splitAtBodyEnd(page)
  const styleHashes = injectedStyleHashes()
  const scriptHashes = inlineScriptHashes(head)
  const preloadsOf = createPagePreloads(staticDir)
  const prerender = built ? await loadPrerender(staticDir) : undefined
  const drawPageFor = prerender ? createPageDrawing(app, prerender) : undefined

  /** The page with a route's chunks hinted and, when the server rendered it, the app's HTML and answers. */
  const pageText = (hints: string, drawn: DrawnPage | undefined, routes: string[]) =>
    head
      .replace('</head>', () => `${hints}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${drawn?.html ?? ''}</div>`) +
    (drawn ? `${drawn.state}${routeChunksElement(routes)}` : '')
  // Built once per rendered page while the renderer reuses it, once per set of hints for the others.
  // Promises, so the answers arriving while a page is compressed wait for that one compression.
  const renderedPages = new WeakMap<DrawnPage, Promise<OpenPage>>()
  const plainPages = new Map<string, Promise<OpenPage>>()
  const openPageFor = (path: string, drawn: DrawnPage | undefined): Promise<OpenPage> => {
    const { routes } = preloadsOf(path)
    // A rendered page paints before the app loads (src/boot.ts): its route chunks are listed for the app
    // to fetch after that paint, not hinted, which would have them compete with the stylesheet.
    const hints = drawn
      ? ''
      : routes.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
    const cache = drawn ? undefined : plainPages
    const known = drawn ? renderedPages.get(drawn) : cache?.get(hints)
    if (known) return known
    const opened = openPage(pageText(hints, drawn, routes))
    if (drawn) renderedPages.set(drawn, opened)
    else plainPages.set(hints, opened)
    return opened
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64')
    const path = request.url.split('?')[0] ?? '/'
    const drawn =
      drawPageFor && request.method === 'GET' && isPrerendered(request.url)
        ? await drawPageFor(request.url, request.log)
        : undefined
    // The nonce is for the style elements libraries inject (Radix's scroll lock reads it from this meta,
    // src/lib/csp-nonce.ts); the page's scripts and stylesheets are files of this origin.
    const tail = `<meta property="csp-nonce" nonce="${nonce}">${end}`
    const coding = pageCoding(request.headers['accept-encoding'])
    if (coding) reply.header('content-encoding', coding)
    // The app found nothing here (a made-up local or plate): its page says so, with the status to match.
    if (drawn?.status === 404) reply.code(404)
    reply
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        pagePolicy(nonce, [...styleHashes, ...(drawn?.styleSources ?? [])], scriptHashes),
      )
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
    return reply.send(closePage(await openPageFor(path, drawn), tail, coding))
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      // index.html only goes out through sendPage, with its nonce; the build manifest and the prerender
      // are the server's own.
      index: false,
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.startsWith('/.vite/') &&
        !pathName.startsWith(`/${PRERENDER_DIR}/`),
      // The build writes .br and .gz beside each text file (scripts/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; index.html must be revalidated.
        const immutable = filePath.startsWith(join(staticDir, 'assets'))
        reply.header('cache-control', immutable ? IMMUTABLE : cachePolicyOf(filePath))
        // sw.js and the other root files keep them: a service worker's policy is its script's headers.
        if (immutable) for (const name of documentOnlyHeaders) reply.removeHeader(name)
      },
    })
  }

  // The site root is the page too (the static plugin would list or refuse the folder).
  if (built) app.get('/', (request, reply) => sendPage(request, reply))

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApi(path)
    if (!isPageRequest || assetPath.test(path)) return sendProblem(reply, routeNotFoundProblem(request))
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage)
    return sendPage(request, reply)
  })
}

/** The route chunks src/boot.ts fetches once a rendered page is painted. */
function routeChunksElement(routes: string[]): string {
  return `<script type="application/json" id="page-preloads">${JSON.stringify(routes).replaceAll('<', '\\u003c')}</script>`
}

/** The page split before `</body>`: what every answer shares, and the end each answer writes after its nonce. */
function splitAtBodyEnd(page: string): [string, string] {
  const at = page.lastIndexOf('</body>')
  return at === -1 ? [page, '\n'] : [page.slice(0, at), page.slice(at)]
}
