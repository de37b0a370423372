import type { Page } from 'playwright-core'
import type { chromiumPerFile } from './browser'
import { ALIAS } from './console-fixtures'

type Browser = ReturnType<typeof chromiumPerFile>

const SANTA_FE_3500 = { fullAddress: 'Av. Santa Fe 3500', lat: -34.5866, lng: -58.4136, geocoded: true }

export interface Diner {
  name: string
  /** a phone the local does not know yet, so the checkout asks for nothing more */
  phone: string
}

/**
 * A diner on a phone orders delivery through the storefront, as tests/e2e/checkout.test.ts does: a
 * Pizza Muzzarella 'Grande', 'Mi pedido', 'Continuar', the address given on the menu, cash with change,
 * 'Realizar pedido'. Answers the diner's page, left on the order's follow-up, and the order code.
 */
export async function dinerOrdersDelivery(browser: Browser, diner: Diner) {
  const opened = await browser.open(`/menu/${ALIAS}/delivery`)
  const { page } = opened
  // the address modal may open on delivery menus: the diner already gave an address
  await page.evaluate(
    (location) => localStorage.setItem('userLocation', JSON.stringify(location)),
    SANTA_FE_3500,
  )
  await page.reload()
  await page
    .getByRole('link', { name: /Pizza Muzzarella/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name: 'Pizza Muzzarella' }).waitFor()
  await page.getByRole('radio', { name: 'Grande' }).check()
  await page.getByRole('button', { name: /^Agregar / }).click()
  await page.waitForURL(new RegExp(`/menu/${ALIAS}/delivery$`))
  await page.getByRole('link', { name: /Ver mi pedido/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
  await page.getByRole('link', { name: 'Continuar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
  await page.getByLabel('Nombre', { exact: true }).fill(diner.name)
  await page.getByLabel('Teléfono', { exact: true }).fill(diner.phone)
  await page.getByTestId('checkout-address').getByText('Av. Santa Fe 3500').waitFor()
  // The fee arrives with the zone: the delivery line stops reading as free.
  await page.getByTestId('checkout-totals').getByText('$1.500').waitFor()
  await page.getByLabel('¿Con cuánto abonas?').fill('20000')
  await page.getByRole('button', { name: /Realizar pedido/ }).click()
  await page.waitForURL(new RegExp(`/menu/${ALIAS}/order/`))
  const code = followUpCode(page)
  await page.getByRole('heading', { level: 1, name: `Pedido ${code}` }).waitFor()
  return { ...opened, code }
}

function followUpCode(page: Page): string {
  const code = new RegExp(`/menu/${ALIAS}/order/([A-Za-z0-9-]+)`).exec(page.url())?.[1]
  if (!code) throw new Error(`not a follow-up URL: ${page.url()}`)
  return code
}
