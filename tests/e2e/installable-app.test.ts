import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const MENU = '/menu/pizzeria-demo-palermo/delivery'

describe('the installable app', () => {
  it("links the local's manifest and runs a service worker that keeps the shell and the last menu", async () => {
    const { page, consoleErrors } = await browser.open(MENU)
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    const manifest = page.locator('link[rel="manifest"]')
    await manifest.waitFor({ state: 'attached' })
    const href = await manifest.getAttribute('href')
    expect(href).toBe('/manifest/pizzeria-demo-palermo')
    const served = await page.evaluate(async (url) => (await fetch(url)).json(), href as string)
    expect(served).toMatchObject({
      name: 'Pizzería Demo Palermo',
      theme_color: '#C0392B',
      display: 'standalone',
    })

    // The worker takes over after the first visit; the reload goes through it and fills the menu cache.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    const caches = await page.evaluate(async () => {
      const names = await globalThis.caches.keys()
      const precache = names.find((name) => name.includes('precache'))
      const shell = precache
        ? (await (await globalThis.caches.open(precache)).keys()).map((r) => new URL(r.url).pathname)
        : []
      const menus = names.includes('last-menu')
        ? (await (await globalThis.caches.open('last-menu')).keys()).map((r) => new URL(r.url).pathname)
        : []
      return { controlled: navigator.serviceWorker.controller !== null, shell, menus }
    })
    expect(caches.controlled).toBe(true)
    expect(caches.shell).toContain('/index.html')
    expect(caches.menus).toHaveLength(1)
    expect(caches.menus[0]).toMatch(/^\/api\/diner\/pizzeria-demo-palermo\/menu\/\d+$/)
    expect(consoleErrors).toEqual([])
  })

  it("shows a back arrow inside Instagram's browser, and none in a plain browser", async () => {
    const { page } = await browser.open(MENU)
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .first()
      .waitFor()
    // give the idle-mounted part its chance to appear before asserting it did not
    await page.waitForTimeout(1500)
    expect(await page.getByRole('button', { name: 'Volver' }).count()).toBe(0)

    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgent', {
        get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Instagram 310.0.0.0',
      })
    })
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .first()
      .click()
    await page.waitForURL((url) => url.pathname.split('/').length === 6)
    await page.reload()
    const back = page.getByRole('button', { name: 'Volver' })
    await back.waitFor()
    await back.click()
    await page.waitForURL((url) => url.pathname === MENU)
  })
})
