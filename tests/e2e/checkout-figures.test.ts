import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile, hold } from './browser'
import { checkoutFixtures } from './checkout-fixtures'

const browser = chromiumPerFile()
const { cartFor, openCheckoutWith } = checkoutFixtures(browser)

type StoredCart = Awaited<ReturnType<typeof cartFor>>['stored']

const DELIVERY_FEE = /\/api\/branch\/\d+\/deliveryzones\/fee/
const SERVICE_FEE = /\/api\/ordermodes\/\d+\/fees$/

const placeOrder = (page: Page) => page.getByRole('button', { name: /Realizar pedido/ })

async function searchSantaFe(page: Page) {
  await page.getByRole('textbox', { name: 'Dirección' }).fill('Av. Santa Fe 3500')
  await page.getByRole('button', { name: 'Buscar' }).click()
  // the geocoder's predictions are listed; the diner taps one
  await page
    .getByRole('list', { name: 'Sugerencias' })
    .getByRole('button', { name: /Av\. Santa Fe 3500/ })
    .click()
  await page.getByTestId('checkout-address').waitFor()
}

describe("checkout: 'Realizar pedido' waits for every figure of the total", () => {
  it('says the total is being computed while the service fee loads, and never shows it as waived', async () => {
    const { stored } = await cartFor('DELIVERY', 1)
    let release: () => void = () => {}
    const { page } = await openCheckoutWith(stored, async (p) => {
      release = await hold(p, SERVICE_FEE)
    })
    await page.getByText('Estamos calculando el total del pedido, aguarde unos momentos.').waitFor()
    expect(await placeOrder(page).isDisabled()).toBe(true)
    expect(await page.getByTestId('checkout-totals').getByText('(Bonificada)').count()).toBe(0)
    release()
    await page
      .getByText('Estamos calculando el total del pedido, aguarde unos momentos.')
      .waitFor({ state: 'detached' })
    expect(await placeOrder(page).isEnabled()).toBe(true)
  })

  it("offers 'Reintentar' when the service fee fails, and loads it on the tap", async () => {
    const { stored } = await cartFor('DELIVERY', 1)
    const { page } = await openCheckoutWith(stored, async (p) => {
      await p.route(SERVICE_FEE, (route: Route) =>
        route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
      )
    })
    const failed = page.getByRole('status').filter({ hasText: 'No pudimos calcular el total del pedido.' })
    await failed.waitFor()
    expect(await placeOrder(page).isDisabled()).toBe(true)
    expect(await page.getByTestId('checkout-totals').getByText('(Bonificada)').count()).toBe(0)
    await page.unroute(SERVICE_FEE)
    await failed.getByRole('button', { name: 'Reintentar' }).click()
    await failed.waitFor({ state: 'detached' })
    // tasa 200 + 2 % de 13.500
    await page.getByTestId('checkout-totals').getByText('$470').waitFor()
    expect(await placeOrder(page).isEnabled()).toBe(true)
  })

  it('waits for a slow delivery fee, then shows it in the total', async () => {
    const { stored } = await cartFor('DELIVERY', 1)
    let release: () => void = () => {}
    const { page } = await openCheckoutWith(stored, async (p) => {
      release = await hold(p, DELIVERY_FEE)
    })
    await page.getByLabel('Nombre', { exact: true }).fill('Ana Espera')
    await searchSantaFe(page)
    await page
      .getByRole('status')
      .getByText('Estamos calculando el costo de envío, aguarde unos momentos.')
      .waitFor()
    expect(await placeOrder(page).isDisabled()).toBe(true)
    release()
    await page.getByTestId('checkout-totals').getByText('$1.500').waitFor()
    // 13.500 + envío 1.500 + tasa 200 + 2 % de 13.500
    await expect(page.getByTestId('checkout-total').textContent()).resolves.toBe('$15.470')
    expect(await placeOrder(page).isEnabled()).toBe(true)
  })

  it("offers 'Reintentar' when the delivery fee fails, and quotes it again", async () => {
    const { stored } = await cartFor('DELIVERY', 1)
    const { page } = await openCheckoutWith(stored, async (p) => {
      await p.route(DELIVERY_FEE, (route: Route) =>
        route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
      )
    })
    await searchSantaFe(page)
    await page.getByRole('status').getByText('No pudimos calcular el costo de envío.').waitFor()
    expect(await placeOrder(page).isDisabled()).toBe(true)
    await page.unroute(DELIVERY_FEE)
    await page.getByRole('button', { name: 'Reintentar' }).click()
    await page.getByTestId('checkout-totals').getByText('$1.500').waitFor()
    expect(await placeOrder(page).isEnabled()).toBe(true)
  })
})

describe('checkout: the cart is checked against the menu as it is now before it is sent', () => {
  it('tells the diner the price changed, sends nothing, and sends the revised cart on the next press', async () => {
    const { stored } = await cartFor('TAKE_AWAY', 1)
    // the cart was filled when the Muzzarella Grande cost $12.000; the menu says $13.500 now
    const stale: StoredCart = {
      ...stored,
      cart: {
        ...stored.cart,
        items: stored.cart.items.map((item) => ({
          ...item,
          price: 12_000,
          originalPrice: 12_000,
          priceWithoutModifiers: 12_000,
        })),
      },
    }
    const { page } = await openCheckoutWith(stale)
    await page.getByLabel('Nombre', { exact: true }).fill('Ana Menú')
    await page.getByLabel('Teléfono', { exact: true }).fill('11 3000-0042')
    await page.getByLabel('¿Con cuánto abonas?').fill('20000')
    await expect(page.getByTestId('checkout-total').textContent()).resolves.toBe('$12.000')
    await placeOrder(page).click()
    await page.getByText('Actualizamos tu pedido con los precios del menú actual.').waitFor()
    await expect(page.getByTestId('checkout-total').textContent()).resolves.toBe('$13.500')
    expect(page.url()).toContain('/checkout')
    await placeOrder(page).click()
    await page.waitForURL(/\/order\//)
  })
})
