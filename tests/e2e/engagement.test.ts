import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { appReady, chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const ALIAS = 'pizzeria-demo-palermo'

interface Demo {
  localId: number
  branchId: number
  deliveryId: number
  flan: { id: number; categoryId: number }
}
const demo = {} as Demo

const api = async (path: string, init?: RequestInit) => {
  const response = await fetch(new URL(path, browser.baseUrl), {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  })
  return { status: response.status, body: response.status === 204 ? null : await response.json() }
}

/** A fresh Argentine mobile per run: the e2e database is shared by every file and every run. */
const freshPhone = () => `11${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() - start > timeoutMs) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('cart') ?? 'null') as {
        alias: string
        cart: { items: { name: string }[]; mode: { id: number } }
      } | null,
  )

beforeAll(async () => {
  const local = (await api(`/api/diner/branchcontacts/${ALIAS}`)).body
  demo.localId = local.id
  demo.branchId = local.branch.id
  demo.deliveryId = local.deliveryConfig.orderModes.find((m: { type: string }) => m.type === 'DELIVERY').id
  const menu = (await api(`/api/diner/${ALIAS}/menu/${demo.deliveryId}`)).body
  for (const category of menu.categories)
    for (const plate of category.plates)
      if (plate.name === 'Flan Casero') demo.flan = { id: plate.id, categoryId: category.id }
})

const line = (referenceId: number, name: string, price: number) => ({
  referenceId,
  referenceType: 'PLATE',
  name,
  quantity: 2,
  price,
  originalPrice: price,
  priceWithoutModifiers: price,
  categoryId: demo.flan.categoryId,
  extras: [],
})

describe('abandoned cart', () => {
  it('a recovery link refills the cart, opens the preview and says which plate could not come back', async () => {
    const phone = freshPhone()
    const report = await api('/api/abandoned/cart/', {
      method: 'POST',
      body: JSON.stringify({
        items: [line(demo.flan.id, 'Flan Casero', 4500), line(987_654, 'Plato que ya no existe', 100)],
        branchContactId: demo.localId,
        branchId: demo.branchId,
        phone,
        orderModeId: demo.deliveryId,
      }),
    })
    expect(report.status).toBe(204)

    const { page, consoleErrors } = await browser.open(`/menu/${ALIAS}?abandoned=true&phone=${phone}`)
    await page.waitForURL((url) => url.pathname === `/menu/${ALIAS}/preview`)
    expect(new URL(page.url()).searchParams.has('abandoned')).toBe(false)
    await page
      .getByText('Recuperamos tu pedido, pero 1 producto ya no está en el menú y no se agregó.')
      .waitFor()
    const cart = await storedCart(page)
    expect(cart?.alias).toBe(ALIAS)
    expect(cart?.cart.mode.id).toBe(demo.deliveryId)
    expect(cart?.cart.items.map((item) => item.name)).toEqual(['Flan Casero'])
    expect(consoleErrors).toEqual([])
  })

  it('a recovery link without a cart leaves the diner on a working menu', async () => {
    const { page, consoleErrors } = await browser.open(
      `/menu/${ALIAS}/delivery?abandoned=true&phone=${freshPhone()}`,
    )
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/menu/${ALIAS}/delivery`)
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .first()
      .waitFor()
    expect(await storedCart(page)).toBeNull()
    // Chromium reports the recovery call's 404 ('no cart for this phone') itself; the app logs no error.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })

  it('hiding the page with a stored phone and a cart reports the cart', async () => {
    const phone = freshPhone()
    const { page, consoleErrors } = await browser.open(`/menu/${ALIAS}/delivery`)
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    await page.evaluate(
      ({ phone, alias, flan, mode }) => {
        localStorage.setItem('phone', phone)
        const item = {
          referenceId: flan.id,
          referenceType: 'PLATE',
          name: 'Flan Casero',
          notes: '',
          quantity: 1,
          price: 4500,
          originalPrice: 4500,
          priceWithoutModifiers: 4500,
          sizeId: null,
          categoryId: flan.categoryId,
          categoryShowName: 'Postres',
          plate: null,
          discount: null,
          source: null,
          maxQuantity: 2,
          upsell: false,
          extras: [],
        }
        const stored = {
          alias,
          expiresAt: Date.now() + 60_000,
          cart: { items: [item], mode: { id: mode, type: 'DELIVERY' }, paymentType: null },
        }
        localStorage.setItem('cart', JSON.stringify(stored))
      },
      { phone, alias: ALIAS, flan: demo.flan, mode: demo.deliveryId },
    )
    // The diner comes back with that phone and cart on the device.
    await page.reload()
    await appReady(page)
    // The watcher mounts once the page is idle; hide the page until the report is on the server.
    const recovered = await until(
      async () => {
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
          document.dispatchEvent(new Event('visibilitychange'))
        })
        return api(`/api/recovery/cart/${phone}/${demo.localId}`)
      },
      (response) => response.status === 200,
    )
    expect(recovered.status).toBe(200)
    expect(recovered.body.items.map((item: { name: string }) => item.name)).toEqual(['Flan Casero'])
    // The account panel looks the stored phone up; Chromium reports its 404 (not a customer) itself.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})

describe('campaigns', () => {
  it('a campaign link starts a session and its events are counted for the venue', async () => {
    const campaignId = `e2e-${Date.now()}`
    const { page, consoleErrors } = await browser.open(
      `/menu/${ALIAS}/delivery?campaignId=${campaignId}&source=newsletter`,
    )
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    const counts = () =>
      api(
        `/api/analytics/campaigns/${campaignId}/events?branchId=${demo.branchId}&branchContactId=${demo.localId}`,
      )
    // The arrival's link click is sent once the page is idle.
    await until(counts, (r) => r.body.counts.LINK_CLICK === 1)
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .first()
      .click()
    await page.waitForURL((url) => url.pathname.split('/').length === 6)
    // The campaign follows the diner through the visit.
    expect(new URL(page.url()).searchParams.get('campaignId')).toBe(campaignId)
    const final = await until(counts, (r) => r.body.counts.ITEM_VIEW === 1)
    expect(final.body.counts).toMatchObject({ LINK_CLICK: 1, ITEM_VIEW: 1, PAY_ORDER: 0 })
    const session = await page.evaluate(() => document.cookie)
    expect(session).toContain('tucan_analytics_session=')
    expect(consoleErrors).toEqual([])
  })
})
