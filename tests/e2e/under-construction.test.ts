import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('routes whose issue has not landed', () => {
  it.each([
    '/menu/pizzeria-demo-palermo/checkout',
    '/menu/pizzeria-demo-palermo/preview',
    '/encuesta/pizzeria-demo-palermo/ABC123',
    '/logistics/pizzeria-demo-palermo/shipments',
    '/soporte?referenceId=ABC123',
  ])('%s says it is under construction instead of showing a blank page', async (path) => {
    const { page } = await browser.open(path)
    const notice = page.getByText('Esta sección está en construcción.')
    await notice.waitFor()
    expect(await notice.isVisible()).toBe(true)
  })
})
