import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/** Where browsers post CSP violations (reportCspViolation in openapi.yaml). */
export const cspReportPath = '/api/csp-report'

/** Powerful features the storefront uses (location for the address, fullscreen for kiosks) and none else. */
export const permissionsPolicy = [
  'geolocation=(self)',
  'fullscreen=(self)',
  'payment=(self)',
  'camera=()',
  'microphone=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')

// Map tiles come from OpenStreetMap's servers; everything else the SPA loads is same-origin.
export const tileHosts = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org']

export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // API answers and the API docs (Swagger UI writes inline styles); the SPA page gets pagePolicy.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      reportUri: [cspReportPath],
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
  // helmet's middleware only sets and removes headers: the recorder stands in for a whole ServerResponse
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/** Every answer's security headers: helmet's and the Permissions-Policy. */
export function securityHeaders(): Record<string, string> {
  return { ...helmetHeaders(), 'permissions-policy': permissionsPolicy }
}

/**
 * Headers that govern a document (or a worker), never a script or stylesheet it loads: a fingerprinted
 * asset goes out without them. On a phone's slow link they were over 1 KB on each of the ~30 files a
 * menu loads. nosniff and Cross-Origin-Resource-Policy do apply to subresources, so they stay.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The stylesheets libraries inject as <style> elements without a nonce, allowed by their hash: sonner
 * inserts its CSS at import. Read from the installed package, so an upgrade keeps the hash right.
 */
export function injectedStyleHashes(): string[] {
  try {
    const require = createRequire(import.meta.url)
    const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8')
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
    if (!literal) return []
    const css = JSON.parse(literal) as string
    // Sonner appends the <style> empty and fills it after, so the empty sheet is checked first.
    return [sha256Source(css), sha256Source('')]
  } catch {
    return []
  }
}

/**
 * The hash sources of the page's own inline scripts (index.html's tap keeper): the same for every answer,
 * so allowed by their text rather than a nonce, which would make every answer's page bytes different.
 */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => sha256Source(text ?? ''))
}

/**
 * The policy of the SPA's page: scripts and styles only from this origin or carrying this answer's
 * nonce (Vite stamps it on the built tags; style injectors read it), plus the hashed library styles and
 * the page's own inline scripts.
 * No 'unsafe-inline': style attributes set from script (React, Leaflet, Radix) go through the CSSOM,
 * which CSP does not restrict.
 */
export function pagePolicy(nonce: string, styleHashes: string[] = [], scriptHashes: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...scriptHashes],
    'style-src': ["'self'", `'nonce-${nonce}'`, ...styleHashes],
    'img-src': ["'self'", 'data:', 'blob:', ...tileHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'report-uri': [cspReportPath],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';')
}

/**
 * Helmet's security headers on every answer. @fastify/helmet rebuilds the helmet middleware on each
 * request (it cost about a third of the menu endpoint's throughput); the headers are static, so they
 * are set from one precomputed object instead.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders()
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}
