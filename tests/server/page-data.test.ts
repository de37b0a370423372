import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { OpenedDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { pageDataElement } from '../../server/plugins/page-data'
import { seedDemo } from '../../server/seed/demo'
import { openTestDatabase } from './helpers/test-db'

let database: OpenedDatabase
let staticDir: string
let app: FastifyInstance

// A build's manifest as Vite writes it with TanStack Router's code splitting: an entry and route chunks.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
  'src/routes/menu/route.tsx?tsr-split=component': { file: 'assets/menu-route-1.js' },
  'src/routes/menu/$alias/route.tsx?tsr-split=component': {
    file: 'assets/alias-route-1.js',
    imports: ['_shared.js'],
  },
  'src/routes/menu/$alias/$mode/route.tsx?tsr-split=component': { file: 'assets/mode-route-1.js' },
  'src/routes/menu/$alias/$mode/index.tsx?tsr-split=component': { file: 'assets/mode-index-1.js' },
  'src/routes/menu/$alias/preview.tsx?tsr-split=component': { file: 'assets/preview-1.js' },
  'src/routes/menu/$alias/-lib/thing.tsx?tsr-split=component': { file: 'assets/not-a-route-1.js' },
}

beforeAll(async () => {
  database = await openTestDatabase()
  await seedDemo(database.db)
  staticDir = await mkdtemp(join(tmpdir(), 'page-data-dist-'))
  await mkdir(join(staticDir, '.vite'), { recursive: true })
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" nonce="__CSP_NONCE__" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  )
  await writeFile(join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off' }), db: database.db, staticDir })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(staticDir, { recursive: true, force: true })
})

const dataOf = (html: string): Record<string, unknown> | null => {
  const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1]
  return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>)
}
const preloadsOf = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])
const apiJson = async (url: string) => (await app.inject(url)).json()

describe("a local's page", () => {
  it('carries the answers its first calls get from the API: the local, country, banner, menu and hashes', async () => {
    const response = await app.inject('/menu/pizzeria-demo-palermo/delivery')
    expect(response.statusCode).toBe(200)
    const data = dataOf(response.body)
    const contact = await apiJson('/api/diner/branchcontacts/pizzeria-demo-palermo')
    const delivery = contact.deliveryConfig.orderModes.find((m: { name: string }) => m.name === 'delivery')
    const active = contact.deliveryConfig.orderModes.filter((m: { active: boolean }) => m.active)
    const hashQuery = active
      .map((m: { id: number }) => `orderModeId=${m.id}`)
      .sort()
      .join('&')
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        '/api/diner/branchcontacts/pizzeria-demo-palermo',
        '/api/country/AR',
        `/api/menucustomization/${contact.branch.id}`,
        `/api/diner/pizzeria-demo-palermo/menu/${delivery.id}`,
        `/api/diner/menu/pizzeria-demo-palermo/hash?${hashQuery}`,
      ].sort(),
    )
    for (const [key, answer] of Object.entries(data ?? {})) expect(answer, key).toEqual(await apiJson(key))
  })

  it("carries the first mode's menu on the cart page, and nothing for an unknown local or a kiosk link", async () => {
    const preview = dataOf((await app.inject('/menu/pizzeria-demo-palermo/preview')).body)
    expect(
      Object.keys(preview ?? {}).some((key) => /^\/api\/diner\/pizzeria-demo-palermo\/menu\/\d+$/.test(key)),
    ).toBe(true)
    for (const url of [
      '/menu/no-existe/delivery',
      '/menu/pizzeria-demo-palermo/delivery?tableNumber=4',
      '/',
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(dataOf(response.body), url).toBeNull()
    }
  })

  it('escapes < so no answer can close its element', () => {
    const element = pageDataElement(new Map([['/api/x', '{"name":"</script><script>alert(1)</script>"}']]))
    expect(element.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(/>(\{.*\})</.exec(element)?.[1] ?? '')).toEqual({
      '/api/x': { name: '</script><script>alert(1)</script>' },
    })
  })

  it("hints the chunks of the URL's routes the page does not load already", async () => {
    const menu = preloadsOf((await app.inject('/menu/pizzeria-demo-palermo/delivery')).body)
    expect(menu.sort()).toEqual(
      [
        '/assets/menu-route-1.js',
        '/assets/alias-route-1.js',
        '/assets/shared-1.js',
        '/assets/mode-route-1.js',
        '/assets/mode-index-1.js',
      ].sort(),
    )
    const preview = preloadsOf((await app.inject('/menu/pizzeria-demo-palermo/preview')).body)
    expect(preview).toContain('/assets/preview-1.js')
    expect(preview).not.toContain('/assets/mode-route-1.js')
    expect(preloadsOf((await app.inject('/no/such/page/here')).body)).toEqual([])
  })

  it('goes out compressed as the browser accepts, and the build manifest is not served', async () => {
    const plain = await app.inject('/menu/pizzeria-demo-palermo/delivery')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    const br = await app.inject({
      url: '/menu/pizzeria-demo-palermo/delivery',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(dataOf(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(dataOf(plain.body))
    const gzip = await app.inject({
      url: '/menu/pizzeria-demo-palermo',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('<div id="root"></div>')
    expect((await app.inject('/.vite/manifest.json')).statusCode).toBe(404)
  })
})
