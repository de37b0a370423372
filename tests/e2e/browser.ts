import { type Browser, type BrowserContext, chromium, type Page, type Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { CHROMIUM_ARGS } from './chromium-args'
import { type E2EServer, e2eServer, workerSlot } from './e2e-server'

/** A phone-sized viewport: the storefront is designed mobile-first. */
export const PHONE = { width: 390, height: 844 }

// The browser's own log line for a request that failed or got an error status: not the app's console, and
// what a test provokes on purpose (a 4xx, a geocoder down, the network cut, map tiles with no internet)
// and asserts on through the app's screens. The app's errors about them are its own console.error calls.
const NETWORK_LOG = /^Failed to load resource: /

/**
 * The worker's Chromium (launched once per worker by global-setup.ts), a fresh context and page per test,
 * against the worker's server or the file's own (`server: ownServer('why')`). Every console.error,
 * uncaught error and hydration warning in a page fails the test that opened it (as
 * tests/setup/fail-on-console-error.ts does in Node); a test that provokes one on purpose asserts on
 * `consoleErrors` and empties it.
 */
export function chromiumPerFile(options: { blockPopups?: boolean; server?: E2EServer } = {}) {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  const pageErrors: string[][] = []
  const server = options.server ?? e2eServer()

  beforeAll(async () => {
    browser = options.blockPopups
      ? await chromium.launch({
          executablePath: inject('chromiumPath'),
          args: CHROMIUM_ARGS,
          // Playwright turns Chromium's popup blocker off; a test of what it blocks turns it back on
          ignoreDefaultArgs: ['--disable-popup-blocking'],
        })
      : await chromium.connect(inject('e2eBrowsers')[workerSlot()] ?? '')
  })

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    const errors = pageErrors.splice(0).flat()
    if (errors.length > 0) throw new Error(`the page logged errors:\n${errors.join('\n')}`)
  })

  // A connected browser's close() closes this file's contexts and the connection, not the worker's Chromium.
  afterAll(async () => {
    await browser?.close()
  })

  return {
    /** the server's address: read it in hooks and tests (a file's own server starts in beforeAll) */
    get baseUrl() {
      return server.baseUrl
    },
    async open(path: string, viewport = PHONE): Promise<{ page: Page; consoleErrors: string[] }> {
      if (!browser) throw new Error('the browser did not start')
      const context = await browser.newContext({ viewport, locale: 'es-AR', reducedMotion: 'reduce' })
      // Fail in seconds rather than half a minute when the page never shows what a test waits for.
      context.setDefaultTimeout(10_000)
      contexts.push(context)
      const page = await context.newPage()
      const consoleErrors: string[] = []
      pageErrors.push(consoleErrors)
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' && !NETWORK_LOG.test(text)) consoleErrors.push(text)
        else if (message.type() === 'warning' && /hydrat/i.test(text)) consoleErrors.push(text)
      })
      page.on('pageerror', (error) => consoleErrors.push(error.message))
      await page.goto(new URL(path, server.baseUrl).toString())
      // A test that opens a blank page first sets the page up (a clock, routes) and navigates itself.
      if (path !== 'about:blank') await appReady(page)
      return { page, consoleErrors }
    },
  }
}

/**
 * Waits until the app has rendered into the page, or hydrated the page the server rendered (src/main.tsx).
 * A rendered page shows before its app is ready; a test that taps or measures what the app renders waits.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
}

/** Answers the page's requests matching `url` only once the test lets them go; returns the release. */
export async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}
