import { describe, expect, it } from 'vitest'
import { appReady, chromiumPerFile } from './browser'

const browser = chromiumPerFile()

describe('branch header: promotional banner, Closed tag, hours and colour mode', () => {
  it("shows the branch's BANNER-themed promotion in delivery only, in its promotional colour", async () => {
    const { page, consoleErrors } = await browser.open('/menu/pizzeria-demo-palermo/delivery')
    const banner = page.getByRole('complementary', { name: 'Envío gratis en pedidos desde $30.000' })
    await banner.waitFor()
    expect(await banner.getAttribute('data-theme')).toBe('BANNER')
    const colours = await banner
      .locator('div')
      .first()
      .evaluate((box) => [getComputedStyle(box).backgroundColor, getComputedStyle(box).color])
    expect(colours).toEqual(['rgb(192, 57, 43)', 'rgb(255, 255, 255)'])

    await page
      .getByRole('navigation', { name: 'Modos de pedido' })
      .getByRole('link', { name: 'Take Away' })
      .click()
    await page.waitForURL(/\/take-away$/)
    await page.getByRole('region', { name: 'Retirar en' }).waitFor()
    expect(await banner.count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  it("tags Belgrano 'Cerrado' outside its hours by Buenos Aires time, and not at lunch", async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-belgrano/delivery')
    await page.clock.setFixedTime(new Date('2026-11-25T08:00:00-03:00'))
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Belgrano' }).waitFor()
    const header = page.getByRole('banner')
    await header.getByText('Cerrado', { exact: true }).waitFor()

    await page.clock.setFixedTime(new Date('2026-11-25T12:30:00-03:00'))
    await page.reload()
    // The server renders the page at its own time; the app hydrates it so, then reads this phone's clock.
    await appReady(page)
    await header.getByText('Cerrado', { exact: true }).waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Ver Horarios' }).click()
    const dialog = page.getByRole('dialog', { name: 'Informacion' })
    await dialog.waitFor()
    const text = await dialog.textContent()
    expect(text).toContain('De 11:00 a 15:00')
    expect(text).toContain('De 19:00 a 23:30')
    // delivery and take-away follow the local's hours alike: one block, names joined by ' & '
    expect(text).toContain('Delivery & Take Away')
    expect(text).toContain('Pedidos habilitados en el horario del local')
  })

  it('keeps a LIGHT branch light on a device that prefers dark', async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/delivery')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    const background = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim(),
    )
    expect(background.toLowerCase()).toBe('#f5f5f5')
  })
})
