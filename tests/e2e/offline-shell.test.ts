import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { chromiumPerFile } from './browser'

// The service worker keeps the kiosk going without a network: the shell and the last menu come from its
// caches on a reload, and an order sent offline waits for the network and is stored once.

const browser = chromiumPerFile()
const TOTEM = { width: 1080, height: 1920 }
const ALIAS = 'pizzeria-demo-palermo'
const SELF_SERVICE = `/menu/${ALIAS}/self-service?kiosk=1`
const ATTRACT = 'Toca la pantalla para hacer tu pedido'

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, browser.baseUrl))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

async function toCheckout(page: Page) {
  await page.getByRole('button', { name: ATTRACT, exact: true }).click()
  await page
    .getByRole('link', { name: /Hamburguesa Completa/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name: 'Hamburguesa Completa' }).waitFor()
  await page.getByRole('button', { name: /^Agregar / }).click()
  await page.getByRole('link', { name: /Ver mi pedido/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
  await page.getByRole('link', { name: 'Continuar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
}

/** The menu responses the worker keeps (cache 'last-menu'). */
const cachedMenus = (page: Page) =>
  page.evaluate(async () =>
    (await globalThis.caches.keys()).includes('last-menu')
      ? (await (await globalThis.caches.open('last-menu')).keys()).map((r) => new URL(r.url).pathname)
      : [],
  )

describe('the kiosk without a network, through its service worker', () => {
  it("reloads offline with the shell and the last menu, says 'Sin conexión' on an order sent offline, and stores it once back online", async () => {
    const { page } = await browser.open(SELF_SERVICE, TOTEM)
    const context = page.context()
    await page.getByRole('button', { name: ATTRACT, exact: true }).waitFor()
    // The worker installs during the first visit and controls the kiosk from its next load on.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // A first diner's visit under the worker: the menu is kept, the pages of the order flow cached.
    await toCheckout(page)
    expect(await cachedMenus(page)).toEqual([
      expect.stringMatching(new RegExp(`^/api/diner/${ALIAS}/menu/\\d+$`)),
    ])

    // The network goes; the kiosk restarts.
    await context.setOffline(true)
    await page.goto(new URL(SELF_SERVICE, browser.baseUrl).toString())
    const attract = page.getByRole('button', { name: ATTRACT, exact: true })
    await attract.waitFor()
    await page.getByRole('alert').getByText('Sin conexión').waitFor()
    // the network is really gone, for the worker too: what it does not keep cannot be fetched
    expect(
      await page.evaluate(() =>
        fetch('/api/docs/json').then(
          () => 'fetched',
          () => 'failed',
        ),
      ),
    ).toBe('failed')

    // The last menu, from the worker's cache.
    const phoneDigits = `5${String(Date.now()).slice(-7)}`
    await toCheckout(page)
    await page.getByLabel('Teléfono', { exact: true }).fill(`11 ${phoneDigits}`)
    await page.getByRole('button', { name: 'Pagar en caja' }).click()
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    await page.getByRole('button', { name: /Enviando pedido…/ }).waitFor()
    await page.getByRole('alert').getByText('Sin conexión').waitFor()

    // Back online: the kiosk recovers by itself and shows the order's number.
    await context.setOffline(false)
    await page.getByText('Sin conexión').waitFor({ state: 'detached' })
    await page.getByTestId('kiosk-display-number').waitFor({ timeout: 40_000 })
    const contact = await getJson<{ id: number }>(`/api/diner/branchcontacts/${ALIAS}`)
    const orders = await getJson<components['schemas']['CustomerOrders']>(
      `/api/orders?phone=${encodeURIComponent(`+5411${phoneDigits}`)}&branchContactId=${contact.id}&pageSize=50`,
    )
    expect(orders.dinerOrders.orders).toHaveLength(1)
  }, 120_000)
})
