import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, chromiumPerFile, hold, PHONE } from './browser'
import { palermoModes, storeCart } from './stored-cart'

const browser = chromiumPerFile()
const MENU = '/menu/pizzeria-demo-palermo/delivery'
// The page's one script, the app's entry (index.html): everything else it imports.
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/
const SANTA_FE_3500 = { fullAddress: 'Av. Santa Fe 3500', lat: -34.5866, lng: -58.4136, geocoded: true }

/** The app's start waits until the test lets it go, as it would on a slow link; returns the release. */
const holdAppStart = (page: Page) => hold(page, APP_ENTRY)

describe('a storefront page the server renders with React (server/plugins/prerender.ts)', () => {
  it('shows the menu, in the branch colours, to a phone that runs no script at all', async () => {
    const { page } = await browser.open('about:blank')
    const context = page.context()
    const noScript = await context.browser()?.newContext({ viewport: PHONE, javaScriptEnabled: false })
    if (!noScript) throw new Error('no browser')
    try {
      const bare = await noScript.newPage()
      await bare.goto(new URL(MENU, browser.baseUrl).toString())
      await bare.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
      expect(
        await bare.getByRole('navigation', { name: 'Categorías' }).getByRole('link').count(),
      ).toBeGreaterThan(5)
      const muzzarella = bare.getByRole('link', { name: /Pizza Muzzarella/ }).first()
      expect(await muzzarella.textContent()).toContain('$9.000')
      // The drawing's inline colours are allowed by their hashes (the page's CSP has no 'unsafe-inline').
      const banner = bare.getByRole('complementary', { name: 'Envío gratis en pedidos desde $30.000' })
      const colours = await banner
        .locator('div')
        .first()
        .evaluate((box) => [getComputedStyle(box).backgroundColor, getComputedStyle(box).color])
      expect(colours).toEqual(['rgb(192, 57, 43)', 'rgb(255, 255, 255)'])
    } finally {
      await noScript.close()
    }
  })

  /** Marks the rendered nodes, lets the app hydrate, and tells which marked nodes are still the page's. */
  async function hydratedKeeping(page: Page, release: () => void): Promise<(boolean | undefined)[]> {
    const drawn = [
      '#root h1',
      'nav[aria-label="Categorías"]',
      'section[data-category-id]',
      'section[data-category-id]:last-of-type li',
    ]
    await page.locator(drawn[0] ?? '').waitFor()
    await page.evaluate((selectors) => {
      for (const selector of selectors)
        (document.querySelector(selector) as unknown as { drawn: boolean }).drawn = true
    }, drawn)
    release()
    await appReady(page)
    await page.getByRole('button', { name: 'Mi cuenta' }).waitFor()
    return page.evaluate(
      (selectors) =>
        selectors.map(
          (selector) => (document.querySelector(selector) as unknown as { drawn?: boolean } | null)?.drawn,
        ),
      drawn,
    )
  }

  it('is hydrated by React: the rendered nodes are the app’s nodes, with no mismatch', async () => {
    const { page, consoleErrors } = await browser.open('about:blank')
    const release = await holdAppStart(page)
    // Not until 'load' (nor DOMContentLoaded, which waits for module scripts): the script is held.
    await page.goto(new URL(MENU, browser.baseUrl).toString(), { waitUntil: 'commit' })
    expect(await hydratedKeeping(page, release)).toEqual([true, true, true, true])
    expect(consoleErrors).toEqual([])
  })

  it('hydrates for a returning diner with a stored cart and address, then shows them', async () => {
    const { page, consoleErrors } = await browser.open(MENU)
    await storeCart(page, 'pizzeria-demo-palermo', {
      id: (await palermoModes(browser.baseUrl)).DELIVERY ?? 0,
      type: 'DELIVERY',
    })
    await page.evaluate(
      (location) => localStorage.setItem('userLocation', JSON.stringify(location)),
      SANTA_FE_3500,
    )
    const release = await holdAppStart(page)
    await page.reload({ waitUntil: 'commit' })
    expect(await hydratedKeeping(page, release)).toEqual([true, true, true, true])
    // What this device remembers comes in right after hydration, in the app's own render.
    await page.getByText('Av. Santa Fe 3500').first().waitFor()
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .filter({ hasText: '1 en tu pedido' })
      .first()
      .waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('hydrates the plate and the cart pages, fresh and returning, with no mismatch', async () => {
    const menu = (await (
      await fetch(
        new URL(
          `/api/diner/pizzeria-demo-palermo/menu/${(await palermoModes(browser.baseUrl)).DELIVERY}`,
          browser.baseUrl,
        ),
      )
    ).json()) as { categories: { id: number; plates: { id: number }[] }[] }
    const category = menu.categories.find((c) => c.plates.length > 0)
    const pages = [
      `/menu/pizzeria-demo-palermo/delivery/${category?.id}/${category?.plates[0]?.id}`,
      '/menu/pizzeria-demo-palermo/preview',
    ]
    const { page, consoleErrors } = await browser.open(pages[0] ?? '')
    for (const path of pages) {
      await page.goto(new URL(path, browser.baseUrl).toString())
      await appReady(page)
    }
    await storeCart(page, 'pizzeria-demo-palermo', {
      id: (await palermoModes(browser.baseUrl)).DELIVERY ?? 0,
      type: 'DELIVERY',
    })
    await page.evaluate(
      (location) => localStorage.setItem('userLocation', JSON.stringify(location)),
      SANTA_FE_3500,
    )
    for (const path of pages) {
      await page.goto(new URL(path, browser.baseUrl).toString())
      await appReady(page)
      await page.getByRole('button', { name: 'Mi cuenta' }).waitFor()
    }
    // 'Mi pedido' then lists the stored cart, in the app's render after hydration.
    await page.getByText('Pizza Muzzarella').first().waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('hydrates the categories as Suspense boundaries, and their plates then open in the app', async () => {
    const { page } = await browser.open(MENU)
    const last = page.locator('section[data-category-id]').last()
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const plate = last.getByRole('link').first()
    const name = (await plate.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await plate.click()
    await page.getByRole('heading', { level: 2, name }).waitFor()
    expect(documents).toEqual([])
    // Each category went out as its own boundary (React's <!--$--> markers around it).
    const marked = await page.evaluate(async (path) => {
      const html = await (await fetch(path)).text()
      return (html.match(/<!--\$--><section[^>]*data-category-id/g) ?? []).length
    }, MENU)
    expect(marked).toBeGreaterThan(3)
  })

  it('still works as a page of links when its app cannot load', async () => {
    const { page, consoleErrors } = await browser.open('about:blank')
    await page.route(APP_ENTRY, (route: Route) => route.abort())
    await page.goto(new URL(MENU, browser.baseUrl).toString())
    const plate = page.getByRole('link', { name: /Pizza Muzzarella/ }).first()
    await plate.click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/delivery\/\d+\/\d+$/)
    await page.getByRole('heading', { level: 2, name: 'Pizza Muzzarella' }).waitFor()
    // The refused script is the browser's to report, on both pages, and nothing else.
    expect(consoleErrors.every((error) => error.startsWith('Failed to load resource'))).toBe(true)
    consoleErrors.splice(0)
  })

  it('keeps the place the diner scrolled to while the app was loading', async () => {
    const { page } = await browser.open('about:blank')
    const release = await holdAppStart(page)
    // Not until 'load' (nor DOMContentLoaded, which waits for module scripts): the script is held.
    await page.goto(new URL(MENU, browser.baseUrl).toString(), { waitUntil: 'commit' })
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .first()
      .waitFor()
    await page.evaluate(() => window.scrollTo(0, 900))
    release()
    await appReady(page)
    await page.getByRole('button', { name: 'Mi cuenta' }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(900)
  })
})
