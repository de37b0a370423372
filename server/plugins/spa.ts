import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { routeNotFoundProblem, sendProblem } from '../errors'

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

  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/; index.html must be revalidated.
        const immutable = filePath.startsWith(join(staticDir, 'assets'))
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApi(path)
    if (!isPageRequest || assetPath.test(path)) return sendProblem(reply, routeNotFoundProblem(request))
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage)
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
