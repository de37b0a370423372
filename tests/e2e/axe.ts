import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Waits (a few seconds at most) until no colour is half-way through a CSS transition: a scroll or a tap just
 * before moves the menu's active category, and axe reading a pill mid-fade measured a contrast neither of
 * its colours has (color-contrast failed now and then on the kiosk's rail). Two frames first, so what the
 * scroll's observers change has started; bounded, since a page on the replay's clock may hold its frames.
 */
async function transitionsSettled(page: Page) {
  const frames = page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
  await Promise.race([frames, new Promise((resolve) => setTimeout(resolve, 500))])
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      undefined,
      { polling: 50, timeout: 3000 },
    )
    .catch(() => undefined)
}

/** Every axe violation on the page, as rule id and the nodes it names: an empty list is a clean page. */
export async function axeViolations(page: Page, impacts?: readonly string[]) {
  await transitionsSettled(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/** No serious or critical axe violation on the page. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page, ['serious', 'critical'])).toEqual([])
}
