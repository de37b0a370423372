import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { importTenantFile } from '../../server/tenant-file/import'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const example = fileURLToPath(new URL('../../docs/examples/cafe-de-la-plaza/tenant.json', import.meta.url))
const dist = fileURLToPath(new URL('../../dist', import.meta.url))

/**
 * A venue that is not the demo, put in the way an operator would: its tenant file imported into an empty
 * database, then the real product served over it.
 */
describe('a take-away café imported from its tenant file (docs/examples/cafe-de-la-plaza)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-tenant-'))
  let app: FastifyInstance | undefined
  let close: (() => Promise<void>) | undefined
  let base = ''

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: join(dataDir, 'db') })
    close = database.close
    const outcome = await importTenantFile(database.db, example, dataDir)
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' })
    app = await buildApp({ env, db: database.db, staticDir: dist })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app?.close()
    await close?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('opens the café from its branch link, shows its pictures, and takes a take-away order paid in cash', async () => {
    const { page, consoleErrors } = await browser.open(`${base}/cafe-de-la-plaza`)
    // A branch with one local opens it: the take-away menu, its highlights and its pictures.
    await page.getByRole('heading', { level: 1, name: 'Café de la Plaza (Plaza de Mayo)' }).waitFor()
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
    // A 160 px highlight card gets the 192 px size the import made, not the 480 px original.
    const medialunas = page
      .getByRole('region', { name: 'Lo más destacado' })
      .getByRole('img', { name: 'Medialunas x 3' })
    await expect
      .poll(() => medialunas.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/api\/images\/[0-9a-f]{32}-192\.webp$/)
    // …drawn at the card's width: the browser scaled it by its `w` descriptor (192w for a 160 px slot).
    expect(await medialunas.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160)

    await page
      .getByRole('link', { name: /Cortado/ })
      .first()
      .click()
    const detail = page.getByRole('dialog', { name: 'Cortado' })
    await detail.getByRole('radio', { name: /De almendras/ }).check()
    await detail.getByRole('button', { name: /^Agregar / }).click()
    await page.getByRole('link', { name: /Ver mi pedido/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
    await page.getByText('$3.200').first().waitFor()
    await page.getByRole('link', { name: 'Continuar' }).click()

    await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
    await page.getByLabel('Nombre', { exact: true }).fill('Marta Café')
    await page.getByLabel('Teléfono', { exact: true }).fill('11 3000-0900')
    await page.getByRole('button', { name: 'Efectivo' }).click()
    const cash = page.getByLabel('¿Con cuánto abonas?')
    if (await cash.isVisible()) await cash.fill('5000')
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    await page.waitForURL(/\/menu\/cafe-de-la-plaza-mayo\/order\/[A-Za-z0-9-]+/)
    const code = /\/order\/([A-Za-z0-9-]+)/.exec(page.url())?.[1]

    const followUp = await fetch(`${base}/api/diner/cafe-de-la-plaza-mayo/order/${code}`)
    expect(followUp.status).toBe(200)
    expect(await followUp.json()).toMatchObject({
      itemsPrice: 3200,
      total: 3200,
      paymentType: { paymentMethod: 'CASH' },
    })
    // A phone the café does not know yet is a 404 the look-up reads as a new diner; Chromium logs the status.
    expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([])
  })
})
