import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const MENU = '/menu/pizzeria-demo-palermo/delivery'

// The compressed JavaScript a phone downloads to show the menu, idle-loaded parts included (issue 17 goal
// with React: ≤ 150 KB). Set at the figure last measured, rounded up: it may only go down. Lower it as the bundle shrinks.
// (Introduced at 177 KB; the whole storefront's merge took it to 241 KB, cut back to 220–233 KB; the
// analytics events and shared stored cart of the integration brought it to 235 KB; lazy dialogs, toasts and
// phone validation and two shared chunks took it to 163–166 KB; Preact in place of react-dom and one chunk for
// the initial graph, to ~108 KB; the catalogue areas of other screens, the address machine, the kiosk's cart
// panel, mutations and the install offer and abandoned-cart watcher until they are needed, to 99 KB; React 19
// itself in place of Preact (issue 17: react-dom is ~50 KB more than Preact's compat layer) to ≤ 150 KB. The
// idle-loaded parts may land after network idle on a loaded machine, so the figure only moves down. The back
// office's seven routes in the route tree and the menu's own live channel, opened once idle (issues 36 and
// 37), took it to 150.8 KB: the one raise, to 151; issue 33's 130 KB stays the aim.)
const MENU_FIRST_LOAD_JS_BUDGET_KB = 151

describe('the menu’s first load', () => {
  it(`downloads at most ${MENU_FIRST_LOAD_JS_BUDGET_KB} KB of compressed JavaScript, precompressed and immutable`, async () => {
    const { page, consoleErrors } = await browser.open('about:blank')
    const scripts: { url: string; encoding: string | undefined; cache: string | undefined }[] = []
    const sizes: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const headers = response.headers()
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      })
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      )
    })
    await page.goto(new URL(MENU, browser.baseUrl).toString())
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    await page.waitForLoadState('networkidle')

    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
    const each = (await Promise.all(sizes)).map((size, i) => `${scripts[i]?.url.split('/').pop()} ${size}`)
    console.log(
      `menu first load: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB compressed\n${each.join('\n')}`,
    )
    expect(scripts.length).toBeGreaterThan(0)
    expect(total / 1024).toBeLessThanOrEqual(MENU_FIRST_LOAD_JS_BUDGET_KB)
    const measured = await Promise.all(sizes)
    scripts.forEach((script, i) => {
      // Files under 1 KB are not worth compressing (scripts/build/precompress.ts).
      if ((measured[i] ?? 0) >= 1024) expect(script.encoding, script.url).toBe('br')
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable')
    })
    expect(consoleErrors).toEqual([])
  })

  it('runs under the nonce CSP with no violation', async () => {
    const { page, consoleErrors } = await browser.open('about:blank')
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation(v: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        )
      })
    })
    const response = await page.goto(new URL(MENU, browser.baseUrl).toString())
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("'nonce-")
    expect(policy).not.toContain('unsafe-inline')
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    await page.waitForLoadState('networkidle')
    // Radix's dialog styles (by the shared nonce) and sonner's stylesheet (by its hash) come with the first
    // dialog and the first toast, not with the page: open a plate and add it.
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .first()
      .click()
    await page.getByRole('heading', { level: 2, name: 'Pizza Muzzarella' }).waitFor()
    await page.getByRole('button', { name: /^Agregar / }).click()
    await page.locator('[data-sonner-toast]').first().waitFor()
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
    )
    expect(styles.some((css) => css.includes('data-sonner-toaster'))).toBe(true)
    expect(violations).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
