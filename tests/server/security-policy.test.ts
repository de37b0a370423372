import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import {
  documentOnlyHeaders,
  injectedStyleHashes,
  inlineScriptHashes,
  pagePolicy,
} from '../../server/plugins/security'
import { openTestDatabase } from './helpers/test-db'

let database: OpenedDatabase
let staticDir: string
let app: FastifyInstance

beforeAll(async () => {
  database = await openTestDatabase()
  staticDir = await mkdtemp(join(tmpdir(), 'csp-dist-'))
  await mkdir(join(staticDir, 'assets'))
  // What Vite writes: the page's scripts and stylesheet are files of this origin, with no nonce.
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>',
  )
  await writeFile(join(staticDir, 'assets', 'app-1.js'), `console.log(${JSON.stringify('x'.repeat(3000))})`)
  await writeFile(join(staticDir, 'assets', 'app-1.js.br'), 'brotli bytes')
  await writeFile(join(staticDir, 'assets', 'app-1.js.gz'), 'gzip bytes')
  app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' }), db: database.db, staticDir })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(staticDir, { recursive: true, force: true })
})

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? ''

describe('the page', () => {
  it('goes out with a fresh nonce per answer, named by a CSP without unsafe-inline', async () => {
    const [a, b] = await Promise.all([app.inject('/menu/pizzeria-demo-palermo/delivery'), app.inject('/')])
    const nonces = [a, b].map((response) => {
      expect(response.statusCode).toBe(200)
      const nonce =
        /<meta property="csp-nonce" nonce="([^"]+)"><\/body><\/html>$/.exec(response.body)?.[1] ?? ''
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/)
      const policy = String(response.headers['content-security-policy'])
      expect(policy).not.toContain('unsafe-inline')
      expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`)
      expect(directive(policy, 'style-src')).toContain(`'nonce-${nonce}'`)
      expect(directive(policy, 'report-uri')).toBe('report-uri /api/csp-report')
      expect(response.headers['cache-control']).toBe('no-cache')
      return nonce
    })
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it("allows the toasts' injected stylesheet by its hash", async () => {
    const [hash] = injectedStyleHashes()
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
    const response = await app.inject('/menu/x')
    expect(directive(String(response.headers['content-security-policy']), 'style-src')).toContain(hash)
  })

  it('never sends the raw template, even when asked for it by name', async () => {
    const response = await app.inject('/index.html')
    expect(response.body).toContain('<meta property="csp-nonce" nonce="')
    expect(String(response.headers['content-security-policy'])).toContain('nonce-')
  })

  it('is compressed once and only its nonce written per answer: brotli and gzip decode to the page', async () => {
    const plain = await app.inject('/menu/x')
    for (const coding of ['br', 'gzip'] as const) {
      const [a, b] = await Promise.all(
        [1, 2].map(() => app.inject({ url: '/menu/x', headers: { 'accept-encoding': coding } })),
      )
      for (const response of [a, b]) expect(response?.headers['content-encoding']).toBe(coding)
      const decode = coding === 'br' ? brotliDecompressSync : gunzipSync
      const pages = [a, b].map((response) => decode(response?.rawPayload ?? Buffer.alloc(0)).toString())
      const withoutNonce = (page: string) => page.replace(/nonce="[^"]+"/, 'nonce=""')
      expect(pages.map(withoutNonce)).toEqual([withoutNonce(plain.body), withoutNonce(plain.body)])
      expect(pages[0]).not.toBe(pages[1])
      // The shared, compressed part is byte for byte the same in both answers.
      const [x, y] = [a, b].map((response) => response?.rawPayload ?? Buffer.alloc(0))
      expect(x?.subarray(0, (x?.length ?? 0) - 60)).toEqual(y?.subarray(0, (y?.length ?? 0) - 60))
    }
  })
})

describe('static files', () => {
  it('sends the precompressed brotli file to a browser, immutable for hashed assets', async () => {
    const response = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.body).toBe('brotli bytes')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
  })

  it('sends gzip or the plain file to clients that accept less', async () => {
    const gzip = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await app.inject('/assets/app-1.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('console.log')
  })

  it('sends a hashed asset without the headers only a document reads, keeping nosniff and CORP', async () => {
    const asset = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } })
    for (const name of documentOnlyHeaders) expect(asset.headers[name], name).toBeUndefined()
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    // The page itself keeps every one of them.
    const page = await app.inject('/menu/x')
    for (const name of documentOnlyHeaders) expect(page.headers[name], name).toBeDefined()
  })
})

describe('every answer', () => {
  it('carries a Permissions-Policy: location for this origin only, no camera or microphone', async () => {
    for (const url of ['/api/country/AR', '/menu/x', '/api/nope']) {
      const policy = String((await app.inject(url)).headers['permissions-policy'])
      expect(policy).toContain('geolocation=(self)')
      expect(policy).toContain('camera=()')
      expect(policy).toContain('microphone=()')
    }
  })
})

describe('CSP reports', () => {
  const report = { 'csp-report': { 'document-uri': 'http://x/menu', 'violated-directive': 'style-src' } }

  it.each([
    ['application/csp-report', report],
    ['application/json', report],
    [
      'application/reports+json',
      [{ type: 'csp-violation', age: 1, url: 'http://x/', body: { blockedURL: 'inline' } }],
    ],
  ])('accepts a %s report with 204', async (type, body) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': type },
      payload: JSON.stringify(body),
    })
    expect(response.statusCode).toBe(204)
  })

  it('refuses other media types with a problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(response.statusCode).toBe(415)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})

describe("the page's own inline scripts (index.html's tap keeper)", () => {
  it('are allowed by the hash of their text, and only they: a script file or a typed script is not', () => {
    const kept = '\n  window.__keptTaps = []\n'
    const page = `<head><script type="module" src="/assets/a.js"></script><script>${kept}</script></head>`
    const hash = `'sha256-${createHash('sha256').update(kept).digest('base64')}'`
    expect(inlineScriptHashes(page)).toEqual([hash])
    expect(directive(pagePolicy('n0nce', [], [hash]), 'script-src')).toBe(
      `script-src 'self' 'nonce-n0nce' ${hash}`,
    )
  })
})
