import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { CART_STORAGE_KEY } from '../../domain/cart-persistence'
import { appReady, chromiumPerFile, hold } from './browser'
import { palermoModes } from './stored-cart'

const browser = chromiumPerFile()
const PALERMO = 'pizzeria-demo-palermo'
// Every script of the app: the entry, its chunks, the framework.
const SCRIPTS = /\/assets\/[^/?]+\.js(\?.*)?$/

/** The take-away page of Palermo's 'Hamburguesa Completa', as a plate link on the menu opens it. */
async function burgerPage(): Promise<string> {
  const modeId = (await palermoModes(browser.baseUrl)).TAKE_AWAY
  const response = await fetch(new URL(`/api/diner/${PALERMO}/menu/${modeId}`, browser.baseUrl))
  const menu = (await response.json()) as components['schemas']['Menu']
  const category = menu.categories.find((c) => c.plates.some((p) => p.name === 'Hamburguesa Completa'))
  const plate = category?.plates.find((p) => p.name === 'Hamburguesa Completa')
  if (!category || !plate) throw new Error('no Hamburguesa Completa on the take-away menu')
  return `/menu/${PALERMO}/take-away/${category.id}/${plate.id}`
}

/** The stored cart's lines as name and the extras picked (name × quantity). */
async function cartLines(page: Page): Promise<[string, string[]][]> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)
  const cart = JSON.parse(stored ?? '{"cart":{"items":[]}}') as {
    cart: {
      items: {
        name: string
        extras: { groupItems: { name: string; quantity: number }[] }[]
      }[]
    }
  }
  return cart.cart.items.map((item) => [
    item.name,
    item.extras.flatMap((group) => group.groupItems.map((g) => `${g.name} × ${g.quantity}`)),
  ])
}

describe('a tap before the app is ready is not lost (issue 33)', () => {
  it("keeps '+ Cheddar' and 'Agregar' tapped on a rendered plate page before its scripts arrive", async () => {
    const path = await burgerPage()
    const { page, consoleErrors } = await browser.open('about:blank')
    // The app's scripts wait until the test lets them go, as on a slow phone's link.
    const release = await hold(page, SCRIPTS)
    await page.goto(new URL(path, browser.baseUrl).toString(), { waitUntil: 'commit' })
    // The server's page, painted with no script run yet: the diner picks the extra and adds the plate.
    await page.getByRole('button', { name: 'Sumar uno: Cheddar' }).click()
    await page.getByRole('button', { name: /^Agregar / }).click()
    expect(await page.locator('#root[data-app]').count()).toBe(0)
    release()
    await appReady(page)
    // The app takes both taps, in their order: the extra, then the plate added and back to the menu.
    await page.waitForURL(new RegExp(`/menu/${PALERMO}/take-away$`))
    await expect.poll(() => cartLines(page)).toEqual([['Hamburguesa Completa', ['Cheddar × 1']]])
    expect(consoleErrors).toEqual([])
  })
})
