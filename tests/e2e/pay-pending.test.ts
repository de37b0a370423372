import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'
import { checkoutFixtures } from './checkout-fixtures'
import { ALIAS, placeOnlineOrder } from './console-fixtures'
import { e2eServer } from './e2e-server'

// Issue 32: an online order left unpaid is paid from its follow-up ('Pagar pedido'), each party in a
// browser context of its own: the diner, the staff's console, a second diner on an expired order.
const browser = chromiumPerFile()
const DESKTOP = { width: 1280, height: 800 }
const followUp = (code: string) => `/menu/${ALIAS}/order/${code}`
const { cartFor, openCheckoutWith } = checkoutFixtures(browser)
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text })

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Número de tarjeta').fill(cardNumber)
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30')
  await page.getByLabel('Código de seguridad').fill('123')
  await page.getByRole('textbox', { name: 'Nombre del titular' }).fill('Ana Pérez')
  await page.getByRole('textbox', { name: 'DNI del titular' }).fill('30123456')
  await page.getByRole('button', { name: /^Pagar \$/ }).click()
}

async function staffBoard() {
  const { page } = await browser.open(`/consola/${ALIAS}`, DESKTOP)
  await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor()
  await page.getByLabel('Usuario').fill('encargado')
  await page.getByLabel('Contraseña').fill('palermo1234')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.getByText('En vivo').waitFor()
  await page.locator('[data-testid="order-board"][aria-busy="false"]').waitFor()
  return page
}

describe('paying a pending order from its follow-up (issue 32)', () => {
  it('a declined card, then a good one: the follow-up says approved and the console card turns paid live', async () => {
    const order = await placeOnlineOrder(browser, 'ONLINE_CARD', 'Ana Pendiente')
    const staff = await staffBoard()
    const card = staff.locator(`[data-order-code="${order.code}"]`)
    await card.getByText('Pago pendiente', { exact: true }).waitFor()

    const { page, consoleErrors } = await browser.open(followUp(order.code))
    await page.getByText('Tu pedido está pendiente de pago', { exact: true }).waitFor()
    // the grey tracker of an unpaid order
    expect(await page.locator('section[aria-label="Estado del pedido"] ol.grayscale').count()).toBe(1)
    // the order earns points, announced only once it is paid
    const answer = await fetch(new URL(`/api/diner/${ALIAS}/order/${order.code}`, browser.baseUrl))
    const earned = ((await answer.json()) as { loyaltyPointsGained?: number }).loyaltyPointsGained ?? 0
    expect(earned).toBeGreaterThan(0)
    expect(await page.getByText(/^Sumaste/).count()).toBe(0)
    await page.getByRole('button', { name: 'Pagar pedido' }).click()
    await page.getByRole('heading', { name: 'Paga con tu tarjeta' }).waitFor()

    await fillCard(page, '4000 0000 0000 0002')
    await toast(page, 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos').waitFor()
    // refused: the form stays, the order unpaid
    await page.getByRole('heading', { name: 'Paga con tu tarjeta' }).waitFor()
    await card.getByText('Pago rechazado', { exact: true }).waitFor()

    await fillCard(page, '4509 9535 6623 3704')
    await page.getByText('¡Listo! Tu pago fue aprobado.', { exact: true }).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('button', { name: 'Pagar pedido' }).count()).toBe(0)
    expect(await page.getByText('Tu pedido está pendiente de pago', { exact: true }).count()).toBe(0)
    await page.getByText(/^Sumaste \d/).waitFor()
    // the staff's console, in its own context, hears the payment on its live socket
    await card.getByText('Pagado', { exact: true }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('an order past the pay window says the time to pay expired and offers no button', async () => {
    const { page, consoleErrors } = await browser.open(followUp(e2eServer().expiredCardOrderCode))
    await page.getByText('El tiempo para pagar este pedido ha expirado', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Pagar pedido' }).count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  it('a payment still being processed says so, with no button', async () => {
    const { page } = await browser.open(followUp(e2eServer().processingCardOrderCode))
    await page.getByText(/^Tu pago se está procesando/).waitFor()
    expect(await page.getByRole('button', { name: 'Pagar pedido' }).count()).toBe(0)
  })

  it("the provider's return (token_ws) lands on the follow-up and tells the payment's outcome", async () => {
    const order = await placeOnlineOrder(browser, 'PAYMENT_LINK', 'Ana Vuelta')
    const { page, consoleErrors } = await browser.open(followUp(order.code))
    await page.getByRole('button', { name: 'Pagar pedido' }).click()
    await page.waitForURL(/\/pago-sandbox\//)
    await page.getByRole('button', { name: 'Rechazar pago' }).click()
    await page.waitForURL((url) => url.pathname === followUp(order.code) && url.searchParams.has('token_ws'))
    await page.getByText('Tu pago fue rechazado. Puedes intentarlo de nuevo.', { exact: true }).waitFor()
    // rejected: payable again, with a fresh link
    await page.getByRole('button', { name: 'Pagar pedido' }).click()
    await page.waitForURL(/\/pago-sandbox\//)
    await page.getByRole('button', { name: 'Aprobar pago' }).click()
    await page.waitForURL((url) => url.pathname === followUp(order.code) && url.searchParams.has('token_ws'))
    await page.getByText('¡Listo! Tu pago fue aprobado.', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Pagar pedido' }).count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  it("at 390 px the floating 'Mi cuenta' covers none of the pay prompt", async () => {
    const order = await placeOnlineOrder(browser, 'ONLINE_CARD', 'Ana Angosta')
    const { page } = await browser.open(followUp(order.code), { width: 390, height: 844 })
    const prompt = page.getByText('Tu pedido está pendiente de pago', { exact: true })
    await prompt.waitFor()
    const account = page.getByRole('button', { name: 'Mi cuenta' })
    await account.waitFor()
    const a = await prompt.boundingBox()
    const b = await account.boundingBox()
    if (!a || !b) throw new Error('no boxes')
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    expect(overlaps).toBe(false)
  })

  it("at Palermo a 'Link de pago' order lands on the sandbox's page; back on its follow-up, unpaid, 'Pagar pedido' opens a fresh link", async () => {
    const { stored } = await cartFor('TAKE_AWAY', 1)
    const { page, consoleErrors } = await openCheckoutWith(stored)
    await page.getByLabel('Nombre', { exact: true }).fill('Ana Link')
    await page.getByLabel('Teléfono', { exact: true }).fill('11 3000-0032')
    await page.getByRole('button', { name: 'Link de pago' }).click()
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    await page.waitForURL(/\/pago-sandbox\//)
    await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor()
    const first = new URL(page.url()).pathname

    // Back: the follow-up of the order, still unpaid
    await page.goBack()
    await page.waitForURL(new RegExp(`/menu/${ALIAS}/order/`))
    await page.getByText('Tu pedido está pendiente de pago', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Pagar pedido' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/pago-sandbox/') && url.pathname !== first)
    await page.getByRole('button', { name: 'Aprobar pago' }).waitFor()
    expect(consoleErrors).toEqual([])
  })
})
