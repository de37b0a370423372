import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('the 404 page', () => {
  it.each([
    '/alias-que-no-existe',
    '/menu/alias-que-no-existe/delivery',
    '/menu/pizzeria-demo-palermo/delivery/999999',
    '/logistics/pizzeria-demo-palermo/rider/cualquiera',
    '/una/ruta/que/no/existe',
  ])("answers %s with 'Acceso denegado o link expirado'", async (path) => {
    const { page } = await browser.open(path)
    const heading = page.getByRole('heading', { level: 1, name: 'Acceso denegado o link expirado' })
    await heading.waitFor()
    expect(await heading.isVisible()).toBe(true)
  })
})
