import { describe, expect, it } from 'vitest'
import { chromiumPerFile } from './browser'
import { palermoModes, storeCart, storedCartOf } from './stored-cart'

const browser = chromiumPerFile()
const DISCARD = 'Si continuas, se borrarán los ítems agregados a tu pedido'

describe('order-mode change (order-mode-change machine)', () => {
  it('asks before take-away discards a delivery cart; Cancelar keeps both, Continuar clears and moves', async () => {
    const modes = await palermoModes(browser.baseUrl)
    const { page, consoleErrors } = await browser.open('/menu/pizzeria-demo-palermo/take-away')
    await storeCart(page, 'pizzeria-demo-palermo', { id: modes.DELIVERY as number, type: 'DELIVERY' })
    await page.goto(new URL('/menu/pizzeria-demo-palermo/delivery', browser.baseUrl).toString())
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()

    const tabs = page.getByRole('navigation', { name: 'Modos de pedido' })
    await tabs.getByRole('link', { name: 'Take Away' }).click()
    const confirm = page.getByRole('alertdialog', { name: DISCARD })
    await confirm.waitFor()
    expect(await confirm.textContent()).toContain('¿Deseas continuar?')

    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect(page.url()).toMatch(/\/delivery$/)
    expect(await storedCartOf(page)).not.toBeNull()

    await tabs.getByRole('link', { name: 'Take Away' }).click()
    await confirm.getByRole('button', { name: 'Continuar' }).click()
    await page.waitForURL(/\/menu\/pizzeria-demo-palermo\/take-away$/)
    expect(await storedCartOf(page)).toBeNull()
    expect(consoleErrors).toEqual([])
  })

  it('asks before discarding a cart the diner just filled on the menu (take-away → delivery)', async () => {
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/take-away')
    await page
      .getByRole('link', { name: /Flan Casero/ })
      .first()
      .click()
    await page.getByRole('button', { name: /^Agregar / }).click()
    await page.getByRole('link', { name: /Ver mi pedido/ }).waitFor()
    await page
      .getByRole('navigation', { name: 'Modos de pedido' })
      .getByRole('link', { name: 'Delivery' })
      .click()
    const confirm = page.getByRole('alertdialog', { name: DISCARD })
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect(page.url()).toMatch(/\/take-away$/)
    const stored = JSON.parse((await storedCartOf(page)) ?? 'null')
    expect(stored.cart.items.map((item: { name: string }) => item.name)).toEqual(['Flan Casero'])
  })

  it('keeps the cart without asking when the new mode shows the same menu (table → self-service)', async () => {
    const modes = await palermoModes(browser.baseUrl)
    const { page } = await browser.open('/menu/pizzeria-demo-palermo/table')
    await storeCart(page, 'pizzeria-demo-palermo', { id: modes.TABLE as number, type: 'TABLE' })
    await page.goto(new URL('/menu/pizzeria-demo-palermo/table', browser.baseUrl).toString())
    await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
    // wait for the hashes: the machine restarts with them
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('navigation', { name: 'Modos de pedido' })
      .getByRole('link', { name: 'Autoservicio' })
      .click()
    await page.waitForURL(/\/self-service$/)
    // the table menu may still be syncing its mode as it unmounts: the cart settles on the new mode
    await page.waitForFunction(() => localStorage.getItem('cart')?.includes('"SELF_SERVICE"') === true)
    const stored = JSON.parse((await storedCartOf(page)) ?? 'null')
    expect(stored.cart.items).toHaveLength(1)
    expect(stored.cart.mode).toEqual({ id: modes.SELF_SERVICE, type: 'SELF_SERVICE' })
  })

  it("asks 'Al cambiar de local…' when another local is opened from the branch page with a cart", async () => {
    const modes = await palermoModes(browser.baseUrl)
    const { page } = await browser.open('/pizzeria-demo')
    await storeCart(page, 'pizzeria-demo-palermo', { id: modes.DELIVERY as number, type: 'DELIVERY' })
    await page.reload()
    await page.getByRole('link', { name: /Pizzería Demo Belgrano/ }).click()
    const confirm = page.getByRole('alertdialog', {
      name: 'Al cambiar de local se borrarán los ítems agregados a tu pedido',
    })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Continuar' }).click()
    await page.waitForURL(/\/menu\/pizzeria-demo-belgrano/)
    expect(await storedCartOf(page)).toBeNull()
  })
})
