import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { seedDemo } from '../../server/seed/demo'
import { bigTenant } from '../../server/tenant-file/big-tenant'
import { importTenantFile } from '../../server/tenant-file/import'
import { FIRST_LOAD_PLATES } from '../../src/features/menu/lib/menu-first-part'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const dist = fileURLToPath(new URL('../../dist', import.meta.url))
const DEMO_MENU = '/menu/pizzeria-demo-palermo/take-away'
const BIG_MENU = '/menu/gran-carta-centro/take-away'
const plateName = (n: number) => `Plato ${String(n).padStart(5, '0')}`

/** The bytes a page's first load downloads (compressed, as sent): the HTML with its answers, JS and CSS. */
async function firstLoad(page: Page, url: string) {
  const sizes: Promise<{ type: string; bytes: number }>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (!['document', 'script', 'stylesheet'].includes(type)) return
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => ({ type, bytes: s.responseBodySize })),
    )
  })
  await page.goto(url)
  // A busy machine may take longer than the default 10 s to hydrate.
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  const measured = await Promise.all(sizes)
  const sum = (type?: string) =>
    measured.filter((m) => type === undefined || m.type === type).reduce((n, m) => n + m.bytes, 0)
  return { document: sum('document'), total: sum() }
}

/**
 * A venue whose menu has 5,000 plates, put in from its tenant file beside the demo: its menu page's first
 * load is about the demo's, and its later sections are drawn as the diner comes to them.
 */
describe('a menu of 5,000 plates', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-big-menu-'))
  let app: FastifyInstance | undefined
  let close: (() => Promise<void>) | undefined
  let base = ''

  beforeAll(async () => {
    const database = await openDatabase({})
    close = database.close
    await seedDemo(database.db)
    const file = join(dataDir, 'gran-carta.json')
    writeFileSync(file, JSON.stringify(bigTenant(5000)))
    const outcome = await importTenantFile(database.db, file, dataDir)
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems.slice(0, 3)))
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' })
    app = await buildApp({ env, db: database.db, staticDir: dist })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
    // Importing 5,000 plates takes a while on a busy machine (the target is a minute).
  }, 300_000)
  afterAll(async () => {
    await app?.close()
    await close?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('first loads about as much as the demo’s menu: the first plates drawn and carried, not the whole menu', async () => {
    // Each page once before measuring, as a running server has served it (caches warm).
    for (const path of [DEMO_MENU, BIG_MENU]) await (await fetch(`${base}${path}`)).text()
    const html = await (await fetch(`${base}${BIG_MENU}`)).text()
    expect(html).toContain(plateName(FIRST_LOAD_PLATES))
    expect(html).not.toContain(plateName(FIRST_LOAD_PLATES + 1))
    // Every category is named (the slider jumps to any), the last one too.
    expect(html).toContain('Categoría 50')

    const demoPage = await browser.open('about:blank')
    const demo = await firstLoad(demoPage.page, `${base}${DEMO_MENU}`)
    const bigPage = await browser.open('about:blank')
    const big = await firstLoad(bigPage.page, `${base}${BIG_MENU}`)
    console.log(
      `first load: demo ${(demo.total / 1024).toFixed(1)} KB (HTML ${(demo.document / 1024).toFixed(1)} KB), ` +
        `5,000 plates ${(big.total / 1024).toFixed(1)} KB (HTML ${(big.document / 1024).toFixed(1)} KB)`,
    )
    expect(big.document).toBeLessThan(demo.document * 1.5)
    expect(big.total).toBeLessThan(demo.total * 1.15)
  }, 120_000)

  it('draws later sections as the diner nears them, and the category slider jumps to any', async () => {
    const { page } = await browser.open('about:blank')
    const menuReads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/diner/gran-carta-centro/menu/')) menuReads.push(request.url())
    })
    await page.goto(`${base}${BIG_MENU}`)
    await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    // A diner who stays at the top never downloads the rest of the menu.
    expect(menuReads).toEqual([])
    const plates = page.locator('#contenido li h3')
    // The first category: its first plates came with the page, the rest once the diner nears them (the
    // whole menu is read then); sections far below are not drawn.
    await page.getByRole('heading', { level: 3, name: plateName(FIRST_LOAD_PLATES) }).scrollIntoViewIfNeeded()
    await page.getByRole('heading', { level: 3, name: plateName(100) }).waitFor()
    expect(menuReads).toHaveLength(1)
    expect(await page.getByRole('heading', { level: 3, name: plateName(2401) }).count()).toBe(0)

    // The slider's chip for a category far down: its section is drawn once there.
    await page
      .getByRole('navigation', { name: 'Categorías' })
      .getByRole('link', { name: 'Categoría 25', exact: true })
      .click()
    await page.getByRole('heading', { level: 2, name: 'Categoría 25' }).waitFor()
    await page.getByRole('heading', { level: 3, name: plateName(2401) }).waitFor()
    await expect
      .poll(() =>
        page
          .getByRole('heading', { level: 2, name: 'Categoría 25' })
          .evaluate((h) => h === document.activeElement),
      )
      .toBe(true)
    // Far fewer plates are drawn than the menu has.
    expect(await plates.count()).toBeLessThan(1000)

    // The bottom of the page: the last plate.
    await page.keyboard.press('End')
    await page.getByRole('heading', { level: 3, name: plateName(5000) }).waitFor()

    // A plate drawn late opens like any other.
    await page.getByRole('link', { name: new RegExp(plateName(4990)) }).click()
    await page.getByRole('heading', { level: 2, name: plateName(4990) }).waitFor()
  }, 120_000)
})
