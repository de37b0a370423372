import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const MENU = '/menu/pizzeria-demo-palermo/delivery'

describe('the menu slice: /menu/pizzeria-demo-palermo/delivery', () => {
  it("shows the local's name, the category slider, 'Lo más destacado' and plates with Argentine prices", async () => {
    const { page, consoleErrors } = await browser.open(MENU)
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    await expect(page.getByText('Av. Santa Fe 3253').first().isVisible()).resolves.toBe(true)

    const slider = page.getByRole('navigation', { name: 'Categorías' })
    await slider.getByRole('link').first().waitFor()
    expect(await slider.getByRole('link').count()).toBeGreaterThanOrEqual(6)

    const highlights = page.getByRole('region', { name: 'Lo más destacado' })
    expect(await highlights.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)

    const muzzarella = page.getByRole('link', { name: /Pizza Muzzarella/ }).first()
    await muzzarella.waitFor()
    expect(await muzzarella.textContent()).toContain('$9.000')
    const empanadas = page.getByRole('link', { name: /Media docena de empanadas/ }).first()
    expect(await empanadas.textContent()).toContain('$10.800')

    expect(consoleErrors).toEqual([])
  })

  it('is painted in the branch colour #C0392B, with white text on it', async () => {
    const { page } = await browser.open(MENU)
    const current = page
      .getByRole('navigation', { name: 'Modos de pedido' })
      .locator('a[aria-current="page"]')
    await current.waitFor()
    const colours = await current.evaluate((tab) => {
      const style = getComputedStyle(tab)
      return {
        variable: getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim(),
        background: style.backgroundColor,
        text: style.color,
      }
    })
    expect(colours).toEqual({
      variable: '#C0392B',
      background: 'rgb(192, 57, 43)',
      text: 'rgb(255, 255, 255)',
    })
  })

  it('offers the working hours and the other order modes', async () => {
    const { page } = await browser.open(MENU)
    await page.getByRole('button', { name: 'Ver Horarios' }).click()
    const dialog = page.getByRole('dialog', { name: 'Informacion' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Horarios del Local')
    expect(await dialog.textContent()).toContain('Siempre abierto')
    await page.keyboard.press('Escape')
    // Until the dialog has closed, the page behind it is hidden from assistive technology (and roles).
    await dialog.waitFor({ state: 'hidden' })

    const modes = page.getByRole('navigation', { name: 'Modos de pedido' })
    await expect.poll(() => modes.getByRole('link').count()).toBe(4)
    await modes.getByRole('link').nth(1).click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/take-away$/)
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
  })

  it('opens a plate with its sizes', async () => {
    const { page } = await browser.open(MENU)
    await page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .first()
      .click()
    await page.getByRole('heading', { level: 2, name: 'Pizza Muzzarella' }).waitFor()
    const sizes = page.getByRole('group', { name: 'Tamaños' })
    expect(await sizes.textContent()).toContain('Chica$9.000')
    expect(await sizes.textContent()).toContain('Grande$13.500')
  })

  it('reads /menu/{alias}/{category} as the category in the first mode', async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/Pizzas')
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/delivery\/Pizzas$/)
    await page.getByRole('heading', { level: 2, name: 'Pizzas' }).waitFor()
    expect(await page.getByRole('link', { name: /Pizza Muzzarella/ }).count()).toBe(1)
  })

  it('fits a phone screen without sideways scrolling (and refreshes the README screenshot on demand)', async () => {
    const { page } = await browser.open(MENU)
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // Writing into docs/ on every run would leave the working tree dirty; ask for it explicitly.
    if (process.env.UPDATE_SCREENSHOT === '1') {
      await page.screenshot({ path: new URL('../../docs/screenshot-menu.png', import.meta.url).pathname })
    }
  })
})
