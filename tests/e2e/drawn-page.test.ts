import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, chromiumPerFile, PHONE } from './browser'

const browser = chromiumPerFile()
const MENU = '/menu/pizzeria-demo-palermo/delivery'

/** The app's start waits until the test lets it go, as it would on a slow link; returns the release. */
async function holdAppStart(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

describe('a storefront page the server draws (server/plugins/prerender.ts)', () => {
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

  it('holds a tap made before the app is ready and plays it once the app has taken over', async () => {
    const { page, consoleErrors } = await browser.open('about:blank')
    const release = await holdAppStart(page)
    await page.goto(new URL(MENU, browser.baseUrl).toString())
    await page.getByRole('button', { name: 'Ver Horarios' }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)

    release()
    await appReady(page)
    const dialog = page.getByRole('dialog', { name: 'Informacion' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Siempre abierto')
    expect(consoleErrors).toEqual([])
  })

  it('is taken over by the app node by node, not built again', async () => {
    const { page, consoleErrors } = await browser.open('about:blank')
    const release = await holdAppStart(page)
    await page.goto(new URL(MENU, browser.baseUrl).toString())
    const drawn = ['#root h1', 'nav[aria-label="Categorías"]', 'section[data-category-id]']
    await page.locator(drawn[0] ?? '').waitFor()
    await page.evaluate((selectors) => {
      for (const selector of selectors)
        (document.querySelector(selector) as unknown as { drawn: boolean }).drawn = true
    }, drawn)

    release()
    await appReady(page)
    await page.getByRole('button', { name: 'Mi cuenta' }).waitFor()
    const kept = await page.evaluate(
      (selectors) =>
        selectors.map(
          (selector) => (document.querySelector(selector) as unknown as { drawn?: boolean } | null)?.drawn,
        ),
      drawn,
    )
    expect(kept).toEqual([true, true, true])
    expect(consoleErrors).toEqual([])
  })

  it('renders the categories below the first in tasks of their own, and their plates then open in the app', async () => {
    const { page } = await browser.open('about:blank')
    const release = await holdAppStart(page)
    await page.goto(new URL(MENU, browser.baseUrl).toString())
    const last = page.locator('section[data-category-id]').last()
    await last.waitFor()
    // Mark the drawn content, so the test can tell when the app has put its own in place.
    await last.evaluate((section) => {
      ;(section.firstElementChild as unknown as { drawn: boolean }).drawn = true
    })
    release()
    await appReady(page)
    await page.waitForFunction(
      () =>
        !(
          [...document.querySelectorAll('section[data-category-id]')].at(-1)
            ?.firstElementChild as unknown as {
            drawn?: boolean
          }
        )?.drawn,
    )
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const plate = last.getByRole('link').first()
    const name = (await plate.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await plate.click()
    await page.getByRole('heading', { level: 2, name }).waitFor()
    expect(documents).toEqual([])
  })

  it('still works as a page of links when its app cannot load', async () => {
    const { page } = await browser.open('about:blank')
    await page.route(/\/assets\/main-[^/]+\.js$/, (route: Route) => route.abort())
    await page.goto(new URL(MENU, browser.baseUrl).toString())
    const plate = page.getByRole('link', { name: /Pizza Muzzarella/ }).first()
    await plate.click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/delivery\/\d+\/\d+$/)
    await page.getByRole('heading', { level: 2, name: 'Pizza Muzzarella' }).waitFor()
  })

  it('keeps the place the diner scrolled to while the app was loading', async () => {
    const { page } = await browser.open('about:blank')
    const release = await holdAppStart(page)
    await page.goto(new URL(MENU, browser.baseUrl).toString())
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
