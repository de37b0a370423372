import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './axe'
import { chromiumPerFile, PHONE } from './browser'
import { placeDeliveryOrder } from './console-fixtures'
import { e2eServer } from './e2e-server'
import { palermoModes, storeCart } from './stored-cart'

const browser = chromiumPerFile()
const ALIAS = 'pizzeria-demo-palermo'
const DESKTOP = { width: 1280, height: 800 }
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor()

// Every screen a diner, a rider or the staff meets, on a phone and on a desktop (issue 22 item 4).
const SCREENS: [string, string][] = [
  ['the guide', '/'],
  ['the company page', '/demo-gastronomia'],
  ['the branch page', '/pizzeria-demo'],
  ['the mode selection', `/menu/${ALIAS}`],
  ['the menu', `/menu/${ALIAS}/delivery`],
  ['a plate', `/menu/${ALIAS}/delivery/Empanadas/Media%20docena%20de%20empanadas`],
  ['the cart', `/menu/${ALIAS}/preview`],
  ['the rider sign-in', `/logistics/${ALIAS}/rider/phoneIntake`],
  ['the staff sign-in', `/consola/${ALIAS}`],
  ['the survey', `/encuesta/${ALIAS}/${e2eServer().deliveredOrderCode}`],
  ['the 404 page', '/una/ruta/que/no/existe'],
  ['the support page without an order', '/soporte'],
]

describe.each(VIEWPORTS)('accessibility (axe) on a %s', (_, viewport) => {
  it.each(SCREENS)('%s has no serious or critical violations', async (_name, path) => {
    const { page } = await browser.open(path, viewport)
    await h1(page)
    await expectAccessible(page)
  })

  it('the address, hours and account dialogs have none (the one dialog frame they share)', async () => {
    const { page } = await browser.open(`/menu/${ALIAS}/delivery`, viewport)
    await h1(page)
    await page.getByRole('button', { name: 'Ingresa tu dirección para ver el envío' }).click()
    const address = page.getByRole('dialog', { name: '¿Dónde te encuentras?' })
    await address.waitFor()
    await expectAccessible(page)
    await address.getByRole('button', { name: 'Cerrar' }).click()
    await address.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Ver Horarios' }).click()
    const hours = page.getByRole('dialog', { name: 'Informacion' })
    await hours.waitFor()
    await expectAccessible(page)
    await hours.getByRole('button', { name: 'Cerrar' }).click()
    await hours.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Mi cuenta' }).click()
    await page.getByRole('dialog', { name: 'Mi cuenta' }).waitFor()
    await expectAccessible(page)
  })

  it('the checkout, the follow-up and the tracking have none', async () => {
    const { page } = await browser.open(`/menu/${ALIAS}/delivery`, viewport)
    await h1(page)
    const modes = await palermoModes(browser.baseUrl)
    await storeCart(page, ALIAS, { id: modes.DELIVERY as number, type: 'DELIVERY' })
    await page.goto(new URL(`/menu/${ALIAS}/checkout`, browser.baseUrl).toString())
    await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
    await expectAccessible(page)

    const order = await placeDeliveryOrder(browser, 'Ana Accesible')
    await page.goto(new URL(`/menu/${ALIAS}/order/${order.code}`, browser.baseUrl).toString())
    await page.getByRole('heading', { level: 1, name: `Pedido ${order.code}` }).waitFor()
    await expectAccessible(page)

    await page.goto(
      new URL(
        `/logistics/tracking/order/${ALIAS}/${e2eServer().trackingOrderCode}`,
        browser.baseUrl,
      ).toString(),
    )
    // the delivery key greets the diner in a dialog, over the map
    const keyDialog = page.getByRole('dialog')
    await keyDialog.getByRole('heading', { name: /Comparte la clave/ }).waitFor()
    await expectAccessible(page)
    await keyDialog.getByRole('button', { name: 'Continuar' }).click()
    await h1(page)
    // the map has a Spanish name, and Leaflet's own words are Spanish too
    const map = page.getByRole('region', { name: 'Mapa del envío' })
    await map.waitFor()
    await page.locator('.leaflet-control-attribution a[title]').first().waitFor()
    expect(await page.locator('.leaflet-control-attribution a').first().getAttribute('title')).toBe(
      'Una biblioteca JavaScript para mapas interactivos',
    )
    await expectAccessible(page)
  })

  it('the staff console has none once signed in', async () => {
    const { page } = await browser.open(`/consola/${ALIAS}`, viewport)
    await page.getByLabel('Usuario').fill('encargado')
    await page.getByLabel('Contraseña').fill('palermo1234')
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await page.getByRole('region', { name: 'Nuevos', exact: true }).waitFor()
    await expectAccessible(page)
  })
})

describe('assistive technology hears Spanish', () => {
  it('names the toaster in Spanish and repeats a toast inside the open dialog', async () => {
    const { page, consoleErrors } = await browser.open(`/menu/${ALIAS}/delivery`)
    await page.getByRole('button', { name: 'Ingresa tu dirección para ver el envío' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Dónde te encuentras?' })
    await dialog.getByRole('button', { name: 'CONTINUAR' }).click()
    await page.locator('[data-sonner-toast]', { hasText: 'Ingrese una dirección' }).waitFor()
    // heard while the dialog hides the page from screen readers
    await dialog.getByRole('status').getByText('Ingrese una dirección').waitFor()
    await page.locator('section[aria-label="Notificaciones"]').waitFor({ state: 'attached' })
    expect(await page.locator('section[aria-label^="Notifications"]').count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  it("names the address map's zoom buttons and marker in Spanish", async () => {
    const { page } = await browser.open(`/menu/${ALIAS}/delivery`)
    await page.getByRole('button', { name: 'Ingresa tu dirección para ver el envío' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Dónde te encuentras?' })
    await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Av. Santa Fe 3500')
    await dialog.getByRole('list', { name: 'Sugerencias' }).getByRole('button').first().click()
    await dialog.getByRole('button', { name: 'Acercar' }).waitFor()
    await dialog.getByRole('button', { name: 'Alejar' }).waitFor()
    await dialog.getByRole('region', { name: 'Mapa de tu dirección' }).first().waitFor()
    expect(await dialog.getByRole('button', { name: /Zoom/ }).count()).toBe(0)
    await dialog.locator('img.leaflet-marker-icon[alt="Tu dirección: arrástrala hasta tu puerta"]').waitFor()
  })
})
