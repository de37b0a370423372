import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { routeNotFoundProblem, sendProblem } from '../errors'
import { pageData, pageDataElement } from './page-data'
import { createPageDrawing } from './page-drawing'
import { createPagePreloads, type PagePreloads } from './page-preloads'
import { isPrerendered, loadPrerender, PRERENDER_DIR } from './prerender'
import { documentOnlyHeaders, injectedStyleHashes, pagePolicy } from './security'

/** What Vite writes in the built page where each answer puts its own nonce (vite.config.ts html.cspNonce). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

// A request for a missing asset must stay a 404; only page paths fall back to the SPA.
const assetPath =
  /^\/assets\/|\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|webmanifest)$/i

const notBuiltPage = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Tucán</title></head>
<body><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload.</p>
<p>The API is up: see <a href="/api/docs">/api/docs</a>.</p></body></html>
`

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
  const styleHashes = injectedStyleHashes()
  const preloadsOf = createPagePreloads(staticDir)
  const prerender = built ? await loadPrerender(staticDir) : undefined
  const drawPageFor = prerender ? createPageDrawing(app, prerender) : undefined
  // The page is built once and stamped per answer with a fresh nonce, named by its CSP. A local's page
  // also carries the chunks its route needs and the API answers it asks for first (page-data.ts), and a
  // storefront page comes drawn (prerender.ts) from those same answers, so the app's first render matches.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64')
    const path = request.url.split('?')[0] ?? '/'
    const preloads = preloadsOf(path)
    const answers =
      request.method === 'GET'
        ? await pageData(app, request.url).catch(() => new Map<string, string>())
        : new Map<string, string>()
    const drawn =
      drawPageFor && request.method === 'GET' && isPrerendered(request.url)
        ? await drawPageFor(request.url, answers, request.log)
        : undefined
    // A drawn page paints before the app loads (src/boot.ts): its files are listed for the app to fetch
    // after that paint, not hinted, which would have them compete with the stylesheet on a slow link.
    const hints = drawn
      ? ''
      : [...preloads.start, ...preloads.routes]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" nonce="${nonce}">`)
          .join('')
    const listed = drawn ? preloadsElement(preloads) : ''
    const html = page
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replace('</head>', () => `${hints}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${drawn?.html ?? ''}</div>`)
      .replace('</body>', () => `${listed}${pageDataElement(answers)}</body>`)
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pagePolicy(nonce, [...styleHashes, ...(drawn?.styleSources ?? [])]))
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
    return reply.send(compressPage(html, request.headers['accept-encoding'], reply))
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
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
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

/** The files the app starts with, for src/boot.ts to fetch once a drawn page is painted. */
function preloadsElement(preloads: PagePreloads): string {
  return `<script type="application/json" id="page-preloads">${JSON.stringify(preloads).replaceAll('<', '\\u003c')}</script>`
}

/**
 * The page differs per answer (its nonce, its data), so it cannot be precompressed like the assets; it is
 * small, and a fast brotli level costs well under a millisecond.
 */
function compressPage(
  html: string,
  acceptEncoding: string | undefined,
  reply: FastifyReply,
): Buffer | string {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br')
    return brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    })
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip')
    return gzipSync(html, { level: 6 })
  }
  return html
}
