import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { chromiumPerFile } from './browser'
import { ALIAS, checkoutFixtures } from './checkout-fixtures'
import { storedCartOf } from './stored-cart'

const browser = chromiumPerFile()
const { getJson, cartFor, openCheckoutWith } = checkoutFixtures(browser)
const DISCARD = 'Si continuas, se borrarán los ítems agregados a tu pedido'

type Order = components['schemas']['Order']

describe('checkout: the order-mode buttons (order-mode-change as the checkout machine child)', () => {
  it("switches a delivery cart to 'Autoservicio' on the page (same menu) and places it as self-service", async () => {
    const { stored } = await cartFor('DELIVERY', 1)
    const { page, consoleErrors } = await openCheckoutWith(stored)
    const modes = page.getByRole('region', { name: 'Modos de pedido' })
    await modes.getByRole('button', { name: 'Delivery', pressed: true }).waitFor()
    await page.getByRole('textbox', { name: 'Dirección' }).waitFor()

    await modes.getByRole('button', { name: 'Autoservicio' }).click()
    await modes.getByRole('button', { name: 'Autoservicio', pressed: true }).waitFor()
    // no address to give any more, and the stored cart keeps the new mode for the next visit
    await page.getByRole('textbox', { name: 'Dirección' }).waitFor({ state: 'detached' })
    expect(page.url()).toContain('/checkout')
    expect(JSON.parse((await storedCartOf(page)) ?? 'null').cart.mode.type).toBe('SELF_SERVICE')
    // the self-service figures, with no delivery fee: what the page shows is what the server charges
    await page
      .getByText('Estamos calculando el total del pedido, aguarde unos momentos.')
      .waitFor({ state: 'detached' })
    const shown = await page.getByTestId('checkout-total').textContent()

    await page.getByLabel('Nombre', { exact: true }).fill('Ana Autoservicio')
    await page.getByLabel('Teléfono', { exact: true }).fill('11 3000-0077')
    const cash = page.getByLabel('¿Con cuánto abonas?')
    if (await cash.count()) await cash.fill('20000')
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    await page.waitForURL(new RegExp(`/menu/${ALIAS}/order/`))
    const code = /\/order\/([A-Za-z0-9-]+)/.exec(page.url())?.[1] ?? ''
    const order = await getJson<Order>(`/api/diner/${ALIAS}/order/${code}`)
    expect(order).toMatchObject({ type: 'SELF_SERVICE', deliveryFee: 0 })
    expect(shown).toBe(`$${order.total.toLocaleString('es-AR')}`)
    expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([])
  })

  it("asks before 'Take Away' (another menu) discards the cart, then opens the take-away menu", async () => {
    const { stored } = await cartFor('DELIVERY', 1)
    const { page } = await openCheckoutWith(stored)
    const modes = page.getByRole('region', { name: 'Modos de pedido' })
    await modes.getByRole('button', { name: 'Take Away' }).click()
    const confirm = page.getByRole('alertdialog', { name: DISCARD })
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await modes.getByRole('button', { name: 'Delivery', pressed: true }).waitFor()
    expect(await storedCartOf(page)).not.toBeNull()

    await modes.getByRole('button', { name: 'Take Away' }).click()
    await confirm.getByRole('button', { name: 'Continuar' }).click()
    await page.waitForURL(new RegExp(`/menu/${ALIAS}/take-away$`))
    expect(await storedCartOf(page)).toBeNull()
  })
})
