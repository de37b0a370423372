import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** A phone-sized viewport: the storefront is designed mobile-first. */
export const PHONE = { width: 390, height: 844 }

/**
 * One Chromium per test file, a fresh page per test. Console errors and failed requests in the page are
 * collected so a test can assert the app stayed clean.
 */
export function chromiumPerFile() {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS })
  })

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  afterAll(async () => {
    await browser?.close()
  })

  return {
    baseUrl,
    async open(path: string, viewport = PHONE): Promise<{ page: Page; consoleErrors: string[] }> {
      if (!browser) throw new Error('the browser did not start')
      const context = await browser.newContext({ viewport, locale: 'es-AR', reducedMotion: 'reduce' })
      // Fail in seconds rather than half a minute when the page never shows what a test waits for.
      context.setDefaultTimeout(10_000)
      contexts.push(context)
      const page = await context.newPage()
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      page.on('pageerror', (error) => consoleErrors.push(error.message))
      await page.goto(new URL(path, baseUrl).toString())
      // A test that opens a blank page first sets the page up (a clock, routes) and navigates itself.
      if (path !== 'about:blank') await appReady(page)
      return { page, consoleErrors }
    },
  }
}

/**
 * Waits until the app has rendered into the page. A storefront page comes drawn by the server and shows
 * before its app is ready (src/boot.ts); a test that measures what the app renders waits for it, as a
 * test that taps need not (a tap in that time is held and replayed).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
}
