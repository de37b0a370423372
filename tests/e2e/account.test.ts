import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const MENU = '/menu/pizzeria-demo-palermo/delivery'
// A toast, by sonner's element: an open dialog repeats it in its live region, so its bare text is there twice.
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text })

/** The demo customer's balance now: other e2e files share the database and redeem or earn points. */
async function demoCustomerBalance(): Promise<number> {
  const contact = (await (
    await fetch(new URL('/api/diner/branchcontacts/pizzeria-demo-palermo', browser.baseUrl))
  ).json()) as { branch: { id: number } }
  const response = await fetch(
    new URL(`/api/orderingcustomer/%2B541123456789?branchId=${contact.branch.id}`, browser.baseUrl),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { loyaltyPointsBalance: number }).loyaltyPointsBalance
}

/** Whether the page has fetched the abandoned-cart watcher's chunk. */
const abandonedCartCodeLoaded = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/abandoned-cart-watcher-')),
  )

describe('the account panel', () => {
  it("asks to sign in first, then signs in as 11 2345-6789 and shows 'Puntos Demo' and the orders", async () => {
    const balance = await demoCustomerBalance()
    expect(balance).toBeGreaterThan(0)
    const { page, consoleErrors } = await browser.open(MENU)
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    // The account button comes once the page is idle, with the abandoned-cart watcher if a phone were stored.
    await page.getByRole('button', { name: 'Mi cuenta' }).waitFor()
    expect(await abandonedCartCodeLoaded(page)).toBe(false)
    await page.getByRole('button', { name: 'Mi cuenta' }).click()
    const panel = page.getByRole('dialog', { name: 'Mi cuenta' })
    await panel.waitFor()
    expect(await panel.getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(0)
    await panel.getByRole('button', { name: 'Mis pedidos' }).click()
    await toast(page, 'Inicie sesión').waitFor()

    await panel.getByRole('button', { name: 'Iniciar sesión' }).click()
    const signIn = page.getByRole('dialog', { name: 'Iniciar sesión' })
    await signIn.getByText('Ingresa con tu teléfono').waitFor()
    await signIn.getByLabel('Teléfono').fill('123')
    await signIn.getByRole('button', { name: 'Ingresar' }).click()
    await toast(page, 'Debe ingresar un número válido').waitFor()
    await signIn.getByLabel('Teléfono').fill('11 2345-6789')
    await signIn.getByRole('button', { name: 'Ingresar' }).click()
    await toast(page, 'Inicio de sesión con éxito').waitFor()
    // With the phone now stored, a cart left behind can be reported: the watcher's code comes in.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/abandoned-cart-watcher-')),
    )

    await panel.getByText('¡Hola, Cliente Demo!').waitFor()
    await panel.getByRole('button', { name: 'Puntos Demo' }).click()
    const benefit = page.getByRole('dialog', { name: 'Mis Puntos Demo' })
    await benefit.getByText(`Tienes ${balance.toLocaleString('es-AR')} Puntos Demo disponibles`).waitFor()
    await benefit.getByRole('button', { name: 'Cerrar' }).click()

    await panel.getByRole('button', { name: 'Mis pedidos' }).click()
    const orders = page.getByRole('dialog', { name: 'Mis pedidos' })
    await orders
      .getByText(/^Pedido /)
      .first()
      .waitFor()
    expect(await orders.getByText(/^Pedido /).count()).toBeGreaterThanOrEqual(2)
    // each row opens its order's follow-up (issue 18), and the panel steps aside
    const row = orders.getByRole('link', { name: /^Pedido / }).first()
    const code = ((await row.locator('p').first().textContent()) ?? '').replace(/^Pedido /, '')
    await row.click()
    await page.waitForURL(`**/menu/pizzeria-demo-palermo/order/${code}`)
    await page.getByRole('heading', { level: 1, name: `Pedido ${code}` }).waitFor()
    expect(await page.getByRole('dialog', { name: 'Mis pedidos' }).count()).toBe(0)
    await page.goBack()

    // The session survives a reload: the stored phone is looked up again.
    await page.reload()
    await page.getByRole('button', { name: 'Mi cuenta' }).click()
    await panel.getByText('¡Hola, Cliente Demo!').waitFor()
    await panel.getByRole('button', { name: 'Cerrar sesión' }).click()
    await panel.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
    expect(await panel.getByText('¡Hola, Cliente Demo!').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('phone'))).toBeNull()
    expect(consoleErrors).toEqual([])
  })

  it("shows 'No tienes pedidos realizados' to a customer without orders here", async () => {
    const { page } = await browser.open(MENU)
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    await page.getByRole('button', { name: 'Mi cuenta' }).click()
    const panel = page.getByRole('dialog', { name: 'Mi cuenta' })
    await panel.getByRole('button', { name: 'Iniciar sesión' }).click()
    const signIn = page.getByRole('dialog', { name: 'Iniciar sesión' })
    await signIn.getByLabel('Teléfono').fill('11 2345-6789')
    await signIn.getByRole('button', { name: 'Ingresar' }).click()
    await panel.getByText('¡Hola, Cliente Demo!').waitFor()
    // Belgrano: the demo customer's two orders were placed at Palermo.
    await page.goto(new URL('/menu/pizzeria-demo-belgrano/delivery', browser.baseUrl).toString())
    await page.getByRole('button', { name: 'Mi cuenta' }).click()
    await panel.getByText('¡Hola, Cliente Demo!').waitFor()
    await panel.getByRole('button', { name: 'Mis pedidos' }).click()
    await page
      .getByRole('dialog', { name: 'Mis pedidos' })
      .getByText('No tienes pedidos realizados')
      .waitFor()
  })
})
