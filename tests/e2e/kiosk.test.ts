import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
const TABLET = { width: 1024, height: 768 }
const TABLE_KIOSK = '/menu/pizzeria-demo-palermo/table?tableNumber=7'
const TABLE_ATTRACT = 'Mesa 7: toca la pantalla para hacer tu pedido'

/** A page whose clock the test drives, opened on the kiosk link. */
async function openWithClock(path: string) {
  const opened = await browser.open('about:blank', TABLET)
  await opened.page.clock.install()
  await opened.page.goto(new URL(path, browser.baseUrl).toString())
  return opened
}

describe('the table kiosk: /menu/{alias}/table?tableNumber=7', () => {
  it('shows the attract screen for the table, then the menu on a touch', async () => {
    const { page, consoleErrors } = await browser.open(TABLE_KIOSK, TABLET)
    const attract = page.getByRole('button', { name: TABLE_ATTRACT })
    await attract.waitFor()
    expect(await page.getByRole('region', { name: 'Lo más destacado' }).count()).toBe(0)

    await attract.click()
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
    expect(await attract.count()).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  it('warns after a minute without a touch, keeps ordering on request, and resets to the table attract screen', async () => {
    const { page, consoleErrors } = await openWithClock(TABLE_KIOSK)
    await page.getByRole('button', { name: TABLE_ATTRACT }).click()
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()

    await page.clock.fastForward(60_000)
    const warning = page.getByRole('alertdialog', { name: '¿Sigues ahí?' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain('Tu pedido se reiniciará en 15 segundos')
    await page.clock.runFor(3000)
    await page.getByText('Tu pedido se reiniciará en 12 segundos').waitFor()

    await warning.getByRole('button', { name: 'Seguir pidiendo' }).click()
    await warning.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()

    // The next diner must not inherit this one's cart or details.
    await page.evaluate(() => {
      localStorage.setItem('cart', '{"alias":"pizzeria-demo-palermo"}')
      localStorage.setItem('phone', '1123456789')
    })
    await page.clock.fastForward(60_000)
    await warning.waitFor()
    await page.clock.runFor(15_000)
    await page.getByRole('button', { name: TABLE_ATTRACT }).waitFor()
    expect(await page.getByRole('region', { name: 'Lo más destacado' }).count()).toBe(0)
    expect(new URL(page.url()).searchParams.get('tableNumber')).toBe('7')
    expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('phone')])).toEqual([
      null,
      null,
    ])
    expect(consoleErrors).toEqual([])
  })
})

describe('the self-service kiosk and the phone', () => {
  it('runs a kiosk=1 link as a self-service totem', async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/self-service?kiosk=1', TABLET)
    await page.getByRole('button', { name: 'Toca la pantalla para hacer tu pedido', exact: true }).click()
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
  })

  it('keeps a phone visit, and a table link with kiosk=0, on the menu without an attract screen', async () => {
    for (const path of [
      '/menu/pizzeria-demo-palermo/table',
      '/menu/pizzeria-demo-palermo/table?tableNumber=7&kiosk=0',
    ]) {
      const { page } = await browser.open(path)
      await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
      expect(await page.getByRole('button', { name: /toca la pantalla/i }).count()).toBe(0)
    }
  })
})
