import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe("nearby guide 'La carta está en Tucán'", () => {
  it('lists venues near a typed address with km to one decimal, narrows by name and opens a menu', async () => {
    const { page, consoleErrors } = await browser.open('/')
    await page.getByRole('heading', { level: 1, name: 'La carta está en Tucán' }).waitFor()
    await page.getByText('Ingresa tu dirección o usa tu ubicación para ver los locales cercanos.').waitFor()

    await page.getByLabel('Tu dirección').fill('Plaza Italia')
    await page.getByRole('button', { name: 'Buscar locales' }).click()
    const names = page.getByRole('heading', { level: 2 })
    await names.first().waitFor()
    expect((await names.allTextContents()).slice(0, 3)).toEqual([
      'Pizzería Demo Palermo',
      'Pizzería Demo Belgrano',
      'Café Demo Centro',
    ])
    const palermo = page.getByRole('listitem').filter({ hasText: 'Pizzería Demo Palermo' })
    expect(await palermo.getByText(/^a \d+,\d km$/).textContent()).toBe('a 1,2 km')
    await palermo.getByText('Av. Santa Fe 3253').waitFor()

    await page.getByLabel('Buscar local').fill('café')
    await page.waitForFunction(() => document.querySelectorAll('main li').length === 1)
    expect(await names.allTextContents()).toEqual(['Café Demo Centro'])

    await page.getByRole('link', { name: 'Ver carta: Café Demo Centro' }).click()
    await page.waitForURL(/\/menu\/cafe-demo-centro/)
    expect(consoleErrors).toEqual([])
  })

  it('says when an address cannot be placed in Argentina', async () => {
    const { page } = await browser.open('/')
    await page.getByLabel('Tu dirección').fill('Calle que no existe 99999')
    await page.getByRole('button', { name: 'Buscar locales' }).click()
    await page.getByRole('alert').getByText('No encontramos esa dirección en Argentina').waitFor()
  })
})
