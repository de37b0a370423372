import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import {
  drawPage,
  isPrerendered,
  RESERVED_TOP_LEVEL,
  styleAttributeSources,
} from '../../server/plugins/prerender'
import { openSeededTestDatabase } from './helpers/test-db'

let database: OpenedDatabase
let staticDir: string
let app: FastifyInstance

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  'src/routes/menu/$alias/route.tsx?tsr-split=component': { file: 'assets/alias-route-1.js' },
  'src/routes/menu/$alias/$mode/index.tsx?tsr-split=component': { file: 'assets/mode-index-1.js' },
  'src/routes/menu/$alias/checkout.tsx?tsr-split=component': { file: 'assets/checkout-1.js' },
}

// Stands in for the bundle `vite build` writes (src/entry-prerender.tsx): it renders from the API it is given,
// and tries what a render must not do, so the tests can see the server refuse it.
const prerenderModule = `
export async function prerender(url, transport) {
  ;(globalThis.__drawnUrls ??= []).push(url)
  if (url.includes('/falla')) throw new Error('no se pudo dibujar')
  if (url.includes('/inventada')) return { html: '<p>No existe</p>', state: '', status: 404 }
  if (url.includes('/lenta')) return new Promise(() => {})
  if (url.includes('/escribe')) await transport(new Request('http://x/api/diner/log', { method: 'POST', body: '{}' }))
  const local = await (await transport(new Request('http://x/api/diner/branchcontacts/pizzeria-demo-palermo'))).json()
  const country = await (await transport(new Request('http://x/api/country/AR'))).json()
  const missing = await transport(new Request('http://x/api/diner/branchcontacts/no-existe'))
  return {
    html: '<main style="color:red">' + local.name + ' · ' + country.currencySymbol + ' · ' + missing.status + '</main>',
    state: '<script type="application/json" id="page-state">{"queries":[]}</script>',
  }
}
`

beforeAll(async () => {
  database = await openSeededTestDatabase()
  staticDir = await mkdtemp(join(tmpdir(), 'prerender-dist-'))
  await mkdir(join(staticDir, '.vite'), { recursive: true })
  await mkdir(join(staticDir, 'prerender'), { recursive: true })
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  )
  await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  await writeFile(join(staticDir, 'prerender', 'entry-prerender.js'), prerenderModule)
  app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' }), db: database.db, staticDir })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(staticDir, { recursive: true, force: true })
})

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1]
const stateOf = (html: string) =>
  /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1]
const listedOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-preloads">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')
const hintsOf = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])

describe('a storefront page comes rendered', () => {
  it('with what the app rendered from the API, and the answers it was rendered from, before </body>', async () => {
    const response = await app.inject('/menu/pizzeria-demo-palermo/delivery')
    expect(response.statusCode).toBe(200)
    // The 404 of an unknown local reaches the render as a 404.
    expect(rootOf(response.body)).toBe('<main style="color:red">Pizzería Demo Palermo · $ · 404</main>')
    expect(stateOf(response.body)).toBe('{"queries":[]}')
    expect(response.body).toMatch(/<\/script><meta property="csp-nonce" nonce="[^"]+"><\/body><\/html>$/)
  })

  it("lists a rendered page's route chunks for after its paint, and hints them on a page not rendered", async () => {
    const rendered = (await app.inject('/menu/pizzeria-demo-palermo/delivery')).body
    // src/boot.ts fetches them once the page is painted: hints would compete with the stylesheet.
    expect(hintsOf(rendered)).toEqual([])
    expect(listedOf(rendered)).toEqual(['assets/alias-route-1.js', 'assets/mode-index-1.js'])
    const notRendered = (await app.inject('/menu/pizzeria-demo-palermo/checkout')).body
    expect(rootOf(notRendered)).toBe('')
    expect(stateOf(notRendered)).toBeUndefined()
    expect(listedOf(notRendered)).toBeNull()
    expect(hintsOf(notRendered)).toEqual(['/assets/alias-route-1.js', '/assets/checkout-1.js'])
  })

  it("allows the drawing's style attributes by their hashes, and nothing inline besides", async () => {
    const response = await app.inject('/menu/pizzeria-demo-palermo/delivery')
    const styleSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('style-src'))
    const hash = createHash('sha256').update('color:red').digest('base64')
    expect(styleSrc).toContain("'unsafe-hashes'")
    expect(styleSrc).toContain(`'sha256-${hash}'`)
    expect(styleSrc).not.toContain("'unsafe-inline'")
  })

  it('goes out empty for the app to render, as before, when the render fails, hangs or tries to write', async () => {
    for (const path of ['/menu/falla', '/menu/escribe', '/menu/lenta']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(rootOf(response.body), path).toBe('')
      expect(hintsOf(response.body).length, path).toBeGreaterThan(0)
    }
  })

  it('goes out as a 404 where the app found nothing', async () => {
    const response = await app.inject('/menu/inventada')
    expect(response.statusCode).toBe(404)
    expect(rootOf(response.body)).toBe('<p>No existe</p>')
  })

  it('goes out in gzip or plain to a browser that refuses brotli, whatever the order of the header', async () => {
    const url = '/menu/pizzeria-demo-palermo/delivery'
    const plain = await app.inject(url)
    const refused = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(refused.headers['content-encoding']).toBe('gzip')
    expect(rootOf(gunzipSync(refused.rawPayload).toString())).toBe(rootOf(plain.body))
    const none = await app.inject({ url, headers: { 'accept-encoding': 'br;q=0' } })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(rootOf(none.body)).toBe(rootOf(plain.body))
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0.5, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(rootOf(brotliDecompressSync(br.rawPayload).toString())).toBe(rootOf(plain.body))
  })

  it('is never served the prerender itself', async () => {
    expect((await app.inject('/prerender/entry-prerender.js')).statusCode).toBe(404)
  })
})

describe('which pages are drawn', () => {
  it("is a local's menu, category, plate and 'Mi pedido', without a query", () => {
    for (const url of [
      '/menu/pizzeria-demo-palermo',
      '/menu/pizzeria-demo-palermo/',
      '/menu/pizzeria-demo-palermo/delivery',
      '/menu/pizzeria-demo-palermo/delivery/3',
      '/menu/pizzeria-demo-palermo/delivery/3/12',
      '/menu/pizzeria-demo-palermo/preview',
    ])
      expect(isPrerendered(url), url).toBe(true)
    for (const url of [
      '/menu/pizzeria-demo-palermo/checkout',
      '/menu/pizzeria-demo-palermo/order/ABC123',
      '/menu/pizzeria-demo-palermo/delivery?tableNumber=4',
      '/menu/pizzeria-demo-palermo/delivery?campaignId=7',
      '/menu/pizzeria-demo-palermo/delivery/3/12/extra',
      '/pizzeria-demo?mode=delivery',
      '/consola/pizzeria-demo-palermo',
      '/',
    ])
      expect(isPrerendered(url), url).toBe(false)
  })

  it("is a company's and a branch's page, and none of the app's own one-segment pages", async () => {
    for (const url of ['/demo-gastronomia', '/pizzeria-demo', '/pizzeria-demo/'])
      expect(isPrerendered(url), url).toBe(true)
    const routes = await readdir(new URL('../../src/routes', import.meta.url))
    const ownPages = routes
      .filter((name) => !/^(\$alias\.tsx|__root\.tsx|index\.tsx|-lib)$/.test(name))
      .map((name) => name.replace(/\.tsx$/, ''))
    expect([...ownPages, 'api'].sort()).toEqual([...RESERVED_TOP_LEVEL].sort())
    for (const page of [...ownPages, 'api']) {
      for (const url of [`/${page}`, `/${page}/`, `/${page.toUpperCase()}`])
        expect(isPrerendered(url), url).toBe(false)
    }
  })

  it('never reads a file name as an alias: the shell, the service worker, a picture', () => {
    for (const url of [
      '/index.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/logo.svg',
      '/pizzeria.demo',
      '/no:alias',
    ])
      expect(isPrerendered(url), url).toBe(false)
  })
})

describe('the alias renderer, through the server', () => {
  const drawnUrls = () => (globalThis as { __drawnUrls?: string[] }).__drawnUrls ?? []

  it("draws a company's or a branch's page from its alias", async () => {
    const response = await app.inject('/pizzeria-demo')
    expect(response.statusCode).toBe(200)
    expect(rootOf(response.body)).toContain('Pizzería Demo Palermo')
    expect(drawnUrls()).toContain('/pizzeria-demo')
  })

  it('is never asked for a reserved path: the shell stays the shell, a missing file a 404', async () => {
    const reserved = [
      '/index.html',
      '/sw.js',
      '/logo.png',
      '/robots.xml',
      '/api',
      '/admin',
      '/Admin',
      '/consola',
      '/pantalla',
      '/logistics',
      '/soporte',
      '/encuesta',
      '/menu',
    ]
    for (const url of reserved) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(url === '/api' || /\.(js|png)$/.test(url) ? 404 : 200)
      if (response.statusCode === 200) expect(rootOf(response.body), url).toBe('')
    }
    const asked = drawnUrls().map((url) => url.toLowerCase())
    for (const url of reserved) expect(asked, url).not.toContain(url.toLowerCase())
  })
})

describe('the pieces', () => {
  it('hashes each distinct style attribute once, as the browser reads it (entities decoded)', () => {
    const sources = styleAttributeSources(
      '<a style="color:red"></a><b style="color:red"></b><i style="font-family:&quot;Serif&quot;"></i>',
    )
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(sources).toEqual(["'unsafe-hashes'", hash('color:red'), hash('font-family:"Serif"')])
    expect(styleAttributeSources('<main>sin estilos</main>')).toEqual([])
  })

  it('gives up on a drawing that takes too long, and says why', async () => {
    const failures: unknown[] = []
    const drawn = await drawPage(
      () => new Promise(() => {}),
      '/menu/x',
      async () => new Response('{}'),
      (error) => failures.push(error),
    )
    expect(drawn).toBeUndefined()
    expect(String(failures[0])).toContain('took over')
  }, 5_000)
})
