import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('accessibility (axe)', () => {
  it.each(['/menu/pizzeria-demo-palermo/delivery', '/menu/pizzeria-demo-palermo', '/pizzeria-demo'])(
    '%s has no serious or critical violations',
    async (path) => {
      const { page } = await browser.open(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      const { violations } = await new AxeBuilder({ page }).analyze()
      const severe = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        }))
      expect(severe).toEqual([])
    },
  )
})
