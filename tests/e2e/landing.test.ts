import { describe, expect, it } from 'vitest'
import { appReady, chromiumPerFile, hold } from './browser'

const browser = chromiumPerFile()

describe('alias landing', () => {
  it('lists the branches of a company', async () => {
    const { page } = await browser.open('/demo-gastronomia')
    await page.getByRole('heading', { level: 1, name: 'Demo Gastronomía' }).waitFor()
    const names = await page.getByRole('main').getByRole('link').allTextContents()
    expect(names.some((name) => name.includes('Pizzería Demo'))).toBe(true)
    expect(names.some((name) => name.includes('Café Demo'))).toBe(true)
  })

  it("lists a branch's locals and filters them with 'Buscar Local'", async () => {
    const { page } = await browser.open('/pizzeria-demo')
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo' }).waitFor()
    const locals = page.getByRole('heading', { level: 3 })
    await expect(locals.allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Pizzería Demo Palermo', 'Pizzería Demo Belgrano']),
    )
    await page.getByRole('searchbox', { name: 'Buscar Local' }).fill('Belgrano')
    await page.waitForFunction(() => document.querySelectorAll('main h3').length === 1)
    await expect(locals.allTextContents()).resolves.toEqual(['Pizzería Demo Belgrano'])
  })

  it('opens the only local of a branch directly', async () => {
    const { page } = await browser.open('/cafe-demo')
    await page.waitForURL(/\/menu\/cafe-demo-centro\/take-away$/)
    await page.getByRole('heading', { level: 1, name: 'Café Demo Centro' }).waitFor()
  })

  it('asks which menu to view, one button per mode sharing the width (two rows of two on a phone)', async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo')
    await page.getByRole('heading', { name: '¿Qué menú deseas ver?' }).waitFor()
    const buttons = page.getByRole('region', { name: '¿Qué menú deseas ver?' }).getByRole('listitem')
    expect(await buttons.count()).toBe(4)
    // a quarter of a 390 px phone cannot hold 'Autoservicio' whole: four modes take two equal rows there
    const boxes = await buttons.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect()
        return { width: Math.round(box.width), top: Math.round(box.top) }
      }),
    )
    expect(new Set(boxes.map((box) => box.width)).size).toBe(1)
    expect(boxes[0]?.width).toBeGreaterThan(150)
    expect(boxes.map((box) => box.top)).toEqual([boxes[0]?.top, boxes[0]?.top, boxes[2]?.top, boxes[2]?.top])
    expect(boxes[2]?.top).toBeGreaterThan(boxes[0]?.top ?? 0)
    // …and a quarter each, in one row, on a wider screen
    await page.setViewportSize({ width: 1024, height: 768 })
    const wide = await buttons.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    expect(new Set(wide).size).toBe(1)
    await page.getByRole('link', { name: /Delivery/ }).click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/delivery$/)
  })
})

describe('alias landing, rendered on the server (issue 33)', () => {
  // The page's one script, the app's entry (index.html): everything else it imports.
  const APP_ENTRY = /\/assets\/index-[^/]+\.js$/

  /** The page as the server sends it, before any script. */
  const served = async (path: string) => {
    const response = await fetch(new URL(path, browser.baseUrl))
    expect(response.status, path).toBe(200)
    return response.text()
  }

  it("sends a company's and a branch's names, locals and links in the page's HTML", async () => {
    const company = await served('/demo-gastronomia')
    expect(company).toMatch(/<h1[^>]*>Demo Gastronomía<\/h1>/)
    expect(company).toContain('href="/pizzeria-demo"')
    expect(company).toContain('href="/cafe-demo"')
    expect(company).toContain('Café Demo')
    const branch = await served('/pizzeria-demo')
    expect(branch).toMatch(/<h1[^>]*>Pizzería Demo<\/h1>/)
    for (const [alias, name] of [
      ['pizzeria-demo-palermo', 'Pizzería Demo Palermo'],
      ['pizzeria-demo-belgrano', 'Pizzería Demo Belgrano'],
      ['pizzeria-demo-flores', 'Pizzería Demo Flores'],
    ]) {
      expect(branch).toContain(`href="/menu/${alias}"`)
      expect(branch).toContain(`>${name}</h3>`)
    }
    // the answers it was drawn from, so the app starts from them without asking again
    expect(branch).toContain('id="page-state"')
  })

  it('never draws a file or an app page as an alias: the shell the service worker precaches stays the shell', async () => {
    for (const path of ['/index.html', '/consola', '/soporte', '/Admin']) {
      const html = await served(path)
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).not.toContain('id="page-state"')
    }
  })

  it('is hydrated by React: the drawn nodes stay, with no mismatch warning, and the page then acts', async () => {
    for (const path of ['/demo-gastronomia', '/pizzeria-demo']) {
      const { page, consoleErrors } = await browser.open('about:blank')
      const release = await hold(page, APP_ENTRY)
      // Not until 'load' (nor DOMContentLoaded, which waits for module scripts): the script is held.
      await page.goto(new URL(path, browser.baseUrl).toString(), { waitUntil: 'commit' })
      await page.locator('#root h1').waitFor()
      await page.evaluate(() => {
        for (const node of document.querySelectorAll('#root h1, #root li'))
          (node as unknown as { drawn: boolean }).drawn = true
      })
      release()
      await appReady(page)
      const kept = await page.evaluate(() =>
        [...document.querySelectorAll('#root h1, #root li')].map(
          (node) => (node as unknown as { drawn?: boolean }).drawn === true,
        ),
      )
      expect(kept.length, path).toBeGreaterThan(2)
      expect(kept.every(Boolean), path).toBe(true)
      expect(consoleErrors, path).toEqual([])
    }
  })

  it("keeps the search's states: 'Cargando…' until the app confirms the list, then a search as before", async () => {
    const { page, consoleErrors } = await browser.open('about:blank')
    const release = await hold(page, APP_ENTRY)
    await page.goto(new URL('/pizzeria-demo', browser.baseUrl).toString(), { waitUntil: 'commit' })
    // drawn in the machine's first state: the locals the route read, the search not ready yet
    await page.getByRole('link', { name: /^Pizzería Demo Palermo/ }).waitFor()
    await page.getByText('Cargando…', { exact: true }).waitFor()
    release()
    await appReady(page)
    await page.getByText('Cargando…', { exact: true }).waitFor({ state: 'detached' })
    const searches: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/diner/pizzeria-demo') searches.push(request.url())
    })
    await page.getByRole('searchbox', { name: 'Buscar Local' }).fill('Flores')
    await page.getByText('Cargando…', { exact: true }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('main h3').length === 1)
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Pizzería Demo Flores'])
    expect(searches).toEqual([expect.stringContaining('search=Flores')])
    expect(consoleErrors).toEqual([])
  })
})
