import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('accessibility (axe)', () => {
  it.each([
    '/menu/pizzeria-demo-palermo/delivery',
    '/menu/pizzeria-demo-palermo',
    '/pizzeria-demo',
    '/menu/pizzeria-demo-palermo/delivery/Empanadas/Media%20docena%20de%20empanadas',
    '/menu/pizzeria-demo-palermo/preview',
  ])('%s has no serious or critical violations', async (path) => {
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
  })
})
