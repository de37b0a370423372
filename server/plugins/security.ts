import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

// Map tiles come from OpenStreetMap's servers; everything else the SPA loads is same-origin.
export const tileHosts = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org']

export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Leaflet set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      // The demo runs on plain http://localhost; upgrading would break it.
      upgradeInsecureRequests: null,
    },
  },
}

/** The headers helmet sets with these options; none depends on the request, so they are computed once. */
export function helmetHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/**
 * Helmet's security headers on every answer. @fastify/helmet rebuilds the helmet middleware on each
 * request (it cost about a third of the menu endpoint's throughput); the headers are static, so they
 * are set from one precomputed object instead.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders()
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}
