import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'
import { e2eServer } from './e2e-server'

const browser = chromiumPerFile()
const MODAL = '¿Dónde te encuentras?'
// a transparent 1×1 PNG: map tiles come from OpenStreetMap, which the test machine cannot reach
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function offlineTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  )
}

// The toast itself; an open dialog repeats it in its own live region (role status), so the bare text is
// on the page twice.
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text })

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Ingresa tu dirección para ver el envío' }).click()
  const modal = page.getByRole('dialog', { name: MODAL })
  await modal.waitFor()
  return modal
}

async function chooseAddress(page: Page, typed: string) {
  const modal = page.getByRole('dialog', { name: MODAL })
  await modal.waitFor()
  await modal.getByRole('textbox', { name: 'Dirección' }).fill(typed)
  const suggestion = modal.getByRole('list', { name: 'Sugerencias' }).getByRole('button').first()
  await suggestion.waitFor()
  await suggestion.click()
  return modal
}

describe('address modal and delivery info (address machine, getDeliveryFee)', () => {
  it("goes from /pizzeria-demo to Palermo's delivery, takes 'Av. Santa Fe 3500' from a suggestion and shows the delivery info", async () => {
    const { page, consoleErrors } = await browser.open('/pizzeria-demo')
    await offlineTiles(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.getByRole('link', { name: /Pizzería Demo Palermo/ }).click()
    await page.getByRole('heading', { name: '¿Qué menú deseas ver?' }).waitFor()
    await page.getByRole('link', { name: 'Delivery' }).click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/delivery$/)

    // delivery chosen on the selection screen asks for the address at once; no map code loaded yet
    const modal = page.getByRole('dialog', { name: MODAL })
    await modal.waitFor()
    expect(await modal.getByRole('tab').allTextContents()).toEqual(['Mi dirección', 'Mi ubicación'])
    expect(scripts.some((url) => /address-map/.test(url))).toBe(false)

    await chooseAddress(page, 'Av. Santa Fe 3500')
    expect(await modal.getByRole('textbox', { name: 'Dirección' }).inputValue()).toBe('Av. Santa Fe 3500')
    // the chosen point shows on the lazily loaded Leaflet map, with the bundled marker image (inlined by Vite)
    const marker = modal.locator('.leaflet-marker-icon')
    await marker.waitFor()
    expect(await marker.getAttribute('src')).toMatch(/^data:image\/png;base64,|marker-icon/)
    expect(scripts.some((url) => /address-map/.test(url))).toBe(true)
    await modal.getByRole('textbox', { name: 'Aclaraciones' }).fill('3° B')
    await modal.getByRole('button', { name: 'CONTINUAR' }).click()
    await modal.waitFor({ state: 'hidden' })

    const info = page.getByRole('region', { name: 'Enviar a' })
    await info.getByText('Av. Santa Fe 3500').waitFor()
    const table = info.getByRole('definition')
    await table.first().waitFor()
    expect(await info.locator('dt').allTextContents()).toEqual(['Llega en', 'Envío', 'Mínimo'])
    expect(await table.allTextContents()).toEqual(['30–45 min', '$1.500', '$8.000'])
    expect(await info.textContent()).toContain('Envío gratis a partir de $30.000')

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userLocation') ?? 'null'))
    expect(stored).toMatchObject({
      street: 'Av. Santa Fe',
      number: '3500',
      details: '3° B',
      lat: -34.5866,
      lng: -58.4136,
      geocoded: true,
    })

    // take-away names the pick-up place instead
    await page
      .getByRole('navigation', { name: 'Modos de pedido' })
      .getByRole('link', { name: 'Take Away' })
      .click()
    await page.waitForURL(/\/take-away$/)
    const pickUp = page.getByRole('region', { name: 'Retirar en' })
    expect(await pickUp.textContent()).toContain('Av. Santa Fe 3253')
    expect(consoleErrors).toEqual([])
  })

  it("says an address outside every zone is out of reach and suggests 'Take Away'", async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/delivery')
    await offlineTiles(page)
    await openModal(page)
    const modal = await chooseAddress(page, 'Av. Corrientes 1000')
    await modal.getByRole('button', { name: 'CONTINUAR' }).click()
    const alert = page.getByRole('region', { name: 'Enviar a' }).getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe(
      'Tu dirección está fuera de la zona de entrega.Cambia a Take Away o ingresa otra dirección.',
    )
    // the menu keeps working
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
  })

  it("refuses CONTINUAR without an address, and without 'Entrecalles' where the local requires it", async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/delivery')
    const modal = await openModal(page)
    await modal.getByRole('button', { name: 'CONTINUAR' }).click()
    await toast(page, 'Ingrese una dirección').waitFor()
    await modal.getByRole('status').getByText('Ingrese una dirección').waitFor()
    expect(await modal.isVisible()).toBe(true)

    const belgrano = await browser.open('/menu/pizzeria-demo-belgrano/delivery')
    await offlineTiles(belgrano.page)
    await openModal(belgrano.page)
    const belgranoModal = await chooseAddress(belgrano.page, 'Av. Cabildo 2500')
    await belgranoModal.getByRole('button', { name: 'CONTINUAR' }).click()
    await toast(belgrano.page, 'Ingrese un entrecalles').waitFor()
    await belgranoModal.getByRole('textbox', { name: /Entrecalles/ }).fill('Juramento y Mendoza')
    await belgranoModal.getByRole('button', { name: 'CONTINUAR' }).click()
    await belgranoModal.waitFor({ state: 'hidden' })
    const info = belgrano.page.getByRole('region', { name: 'Enviar a' })
    await info.getByRole('definition').first().waitFor()
    expect(await info.getByRole('definition').allTextContents()).toContain('$1.200')
  })

  it('keeps working when the geocoder is down: a clear message, the typed address kept, the fee retried', async () => {
    const down = e2eServer().geocoderDownUrl
    const { page } = await browser.open(new URL('/menu/pizzeria-demo-palermo/delivery', down).toString())
    const modal = await openModal(page)
    await modal.getByRole('textbox', { name: 'Dirección' }).fill('Av. Santa Fe 3500')
    // The dialog's live region, not page-wide text: the toast repeats it a moment later, and a page-wide
    // look-up that lands while both show matches two elements (a race with sonner's lazy load)
    await modal
      .getByRole('status')
      .getByText(
        'No pudimos buscar direcciones en este momento. Escribe tu dirección completa o usa tu ubicación.',
      )
      .waitFor()
    expect(await modal.getByRole('textbox', { name: 'Dirección' }).inputValue()).toBe('Av. Santa Fe 3500')
    await modal.getByRole('button', { name: 'CONTINUAR' }).click()
    await modal.waitFor({ state: 'hidden' })

    const alert = page.getByRole('region', { name: 'Enviar a' }).getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('No pudimos calcular el envío a tu dirección.')
    await alert.getByRole('button', { name: 'Reintentar' }).waitFor()
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
  })
})
