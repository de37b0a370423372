import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('routes whose issue has not landed', () => {
  it.each([
    '/menu/pizzeria-demo-palermo/checkout',
    '/menu/pizzeria-demo-palermo/preview',
    '/encuesta/pizzeria-demo-palermo/ABC123',
    '/logistics/pizzeria-demo-palermo/shipments',
    '/soporte?referenceId=ABC123',
  ])('%s says it is under construction instead of showing a blank page', async (path) => {
    const { page } = await browser.open(path)
    const notice = page.getByText('Esta sección está en construcción.')
    await notice.waitFor()
    expect(await notice.isVisible()).toBe(true)
  })
})

describe("a local's page under construction", () => {
  it("leads back to the local's menu", async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/checkout')
    await page.getByRole('link', { name: 'Volver al Menú' }).click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo$/)
    await page.getByRole('heading', { name: '¿Qué menú deseas ver?' }).waitFor()
  })
})
