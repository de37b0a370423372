import { describe, it } from 'vitest'
import { expectAccessible } from './axe'
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
    await expectAccessible(page)
  })
})
