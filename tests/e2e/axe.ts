import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Every axe violation on the page, as rule id and the nodes it names: an empty list is a clean page. */
export async function axeViolations(page: Page, impacts?: readonly string[]) {
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
