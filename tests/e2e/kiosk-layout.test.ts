import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { axeViolations } from './axe'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()
/** A 1080p kiosk on its side, and the same screen upright (a totem). */
const LANDSCAPE = { width: 1920, height: 1080 }
const PORTRAIT = { width: 1080, height: 1920 }
const ALIAS = 'pizzeria-demo-palermo'
const SELF_SERVICE = `/menu/${ALIAS}/self-service?kiosk=1`
const ATTRACT = 'Toca la pantalla para hacer tu pedido'
const CARD_REJECTED = 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos'

type Order = components['schemas']['Order']

async function followUp(code: string): Promise<Order> {
  const response = await fetch(new URL(`/api/diner/${ALIAS}/order/${code}`, browser.baseUrl))
  if (!response.ok) throw new Error(`follow-up ${code}: ${response.status}`)
  return (await response.json()) as Order
}

async function startKiosk(viewport: { width: number; height: number }) {
  const opened = await browser.open(SELF_SERVICE, viewport)
  await opened.page.getByRole('button', { name: ATTRACT, exact: true }).click({ noWaitAfter: true })
  await opened.page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
  return opened
}

async function addBurger(page: Page) {
  await page
    .getByRole('link', { name: /Hamburguesa Completa/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name: 'Hamburguesa Completa' }).waitFor()
  await page.getByRole('button', { name: /^Agregar / }).click()
}

async function toCheckout(page: Page) {
  await page.getByRole('link', { name: /Ver mi pedido/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
  await page.getByRole('link', { name: 'Continuar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
}

/** Every visible button, link and field of the screen that is smaller than 48 × 48 px. */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type=checkbox]), select, textarea',
      ),
    ]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // a visually hidden control (the skip link, 1 × 1 until focused) is no target
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.height < 48 || box.width < 48))
      .map(
        ({ el, box }) =>
          `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${box.width}×${box.height}`,
      ),
  )
}

/** The distinct left edges of the plates of the first category: how many columns they stand in. */
async function plateColumns(page: Page) {
  const lefts = await page.evaluate(() =>
    [...document.querySelectorAll('section[data-category-id] ul > li')]
      .slice(0, 6)
      .map((li) => Math.round(li.getBoundingClientRect().left)),
  )
  return new Set(lefts).size
}

const box = async (page: Page, locate: (p: Page) => ReturnType<Page['getByRole']>) => {
  const found = await locate(page).boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

describe('a landscape 1080p kiosk (1920×1080) uses the width', () => {
  it('categories in a rail at the left, plates as tiles in four columns, the cart in a side panel at the right', async () => {
    const { page, consoleErrors } = await startKiosk(LANDSCAPE)
    const audits: { screen: string; small: string[]; axe: unknown[] }[] = []
    const audit = async (screen: string) =>
      audits.push({ screen, small: await smallTargets(page), axe: await axeViolations(page) })

    const categories = await box(page, (p) => p.getByRole('navigation', { name: 'Categorías' }))
    expect(categories.x).toBeLessThan(80)
    expect(categories.width).toBeLessThan(400)
    expect(categories.height).toBeGreaterThan(categories.width)
    expect(await plateColumns(page)).toBe(4)
    const panel = page.getByRole('complementary', { name: 'Mi pedido' })
    const side = await panel.boundingBox()
    expect(side?.x ?? 0).toBeGreaterThan(LANDSCAPE.width - 450)
    // from the top down to the shell's bar ('Modo accesible')
    expect(side?.y).toBe(0)
    expect(side?.height).toBeGreaterThan(LANDSCAPE.height - 100)
    expect(await panel.textContent()).toContain('Tu pedido está vacío.')
    // the total and 'Pagar' in sight from the start; 'Pagar' waits for a first plate
    expect(await panel.getByTestId('cart-panel-total').textContent()).toBe('$0')
    expect(await panel.getByRole('button', { name: 'Pagar', exact: true }).isDisabled()).toBe(true)
    // the menu spreads from the category column to the side panel
    const lastPlate = await page.locator('section[data-category-id] ul > li').nth(3).boundingBox()
    expect((lastPlate?.x ?? 0) + (lastPlate?.width ?? 0)).toBeGreaterThan(LANDSCAPE.width - 450 - 80)
    await audit('menu')

    await addBurger(page)
    await audit('plate')
    await page
      .getByRole('link', { name: /Hamburguesa Completa/ })
      .first()
      .waitFor()
    await expect.poll(() => panel.textContent()).toContain('1 x Hamburguesa Completa')
    expect(await panel.getByTestId('cart-panel-total').textContent()).toBe('$11.000')
    // the panel, not a floating button, leads on: one 'Ver mi pedido' on screen
    expect(await page.getByRole('link', { name: /Ver mi pedido/ }).count()).toBe(1)
    await audit('menu with a cart')

    await toCheckout(page)
    await audit('cart')
    const myData = await box(page, (p) => p.getByRole('region', { name: 'Mis datos' }))
    const payment = await box(page, (p) => p.getByRole('region', { name: 'Mi pago' }))
    const ticket = await box(page, (p) => p.getByRole('region', { name: 'Detalle del pedido' }))
    // two columns across the screen
    const lefts = new Set([myData.x, payment.x, ticket.x].map(Math.round))
    expect(lefts.size).toBe(2)
    expect(Math.max(myData.width, payment.width)).toBeGreaterThan(700)
    await page.getByLabel('Teléfono', { exact: true }).focus()
    await page.getByRole('group', { name: 'Teclado numérico' }).waitFor()
    await audit('checkout with the keypad')

    expect(audits.filter((a) => a.small.length > 0 || a.axe.length > 0)).toEqual([])
    expect(consoleErrors).toEqual([])
  }, 180_000)
})

describe('a portrait 1080p totem (1080×1920): rail, tiles and the cart at the bottom', () => {
  it('categories in a rail at the left, plates as tiles in three columns, the cart in a panel at the bottom; Pagar leads to the checkout', async () => {
    const { page, consoleErrors } = await startKiosk(PORTRAIT)
    const categories = await box(page, (p) => p.getByRole('navigation', { name: 'Categorías' }))
    expect(categories.x).toBeLessThan(80)
    expect(categories.height).toBeGreaterThan(categories.width)
    expect(await plateColumns(page)).toBe(3)
    const panel = page.getByRole('complementary', { name: 'Mi pedido' })
    const bottom = await box(page, () => panel)
    expect(bottom.width).toBe(PORTRAIT.width)
    expect(bottom.y).toBeGreaterThan(PORTRAIT.height * 0.75)
    await addBurger(page)
    await expect.poll(() => panel.textContent()).toContain('1 x Hamburguesa Completa')
    // the panel, not a floating button, leads on
    expect(await page.getByRole('link', { name: /Ver mi pedido/ }).count()).toBe(1)
    expect(await smallTargets(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await panel.getByRole('link', { name: 'Pagar', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
    expect(consoleErrors).toEqual([])
  })
})

describe('the keypad instead of a phone keyboard', () => {
  it('digits go in through the keypad; no field of digits raises a keyboard (inputMode none)', async () => {
    const { page, consoleErrors } = await startKiosk(PORTRAIT)
    await addBurger(page)
    await toCheckout(page)
    const phone = page.getByLabel('Teléfono', { exact: true })
    await phone.click()
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).inputMode)).toBe('none')
    const keypad = page.getByRole('group', { name: 'Teclado numérico' })
    for (const key of ['1', '1', '2', '3', '4', '9'])
      await keypad.getByRole('button', { name: key, exact: true }).click()
    await keypad.getByRole('button', { name: 'Borrar' }).click()
    for (const key of ['5', '6', '7', '8', '9'])
      await keypad.getByRole('button', { name: key, exact: true }).click()
    expect(await phone.inputValue()).toBe('1123456789')
    // the keys never took the focus from the field
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('tel')
    await keypad.getByRole('button', { name: 'Listo' }).click()
    await keypad.waitFor({ state: 'detached' })

    // the card's fields too: every field of digits on the kiosk's checkout raises no keyboard
    await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click()
    await page.getByLabel('Número de tarjeta').click()
    await keypad.getByRole('button', { name: '4', exact: true }).click()
    expect(await page.getByLabel('Número de tarjeta').inputValue()).toBe('4')
    const keyboards = await page.evaluate(() =>
      [...document.querySelectorAll('input')]
        .filter((input) => input.getClientRects().length > 0)
        .filter((input) => ['numeric', 'tel', 'decimal'].includes(input.inputMode) || input.type === 'number')
        .map((input) => input.labels?.[0]?.textContent ?? input.name),
    )
    expect(keyboards).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('a phone visit keeps its own keyboards and shows no keypad', async () => {
    const { page } = await browser.open(`/menu/${ALIAS}/take-away`)
    await addBurger(page)
    await toCheckout(page)
    const phone = page.getByLabel('Teléfono', { exact: true })
    await phone.click()
    expect(await phone.getAttribute('inputmode')).toBe('tel')
    expect(await page.getByRole('group', { name: 'Teclado numérico' }).count()).toBe(0)
  })
})

async function payByCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click()
  await page.getByLabel('Número de tarjeta').fill(number)
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/35')
  await page.getByLabel('Código de seguridad').fill('123')
  await page.getByLabel('Nombre del titular', { exact: true }).fill('Cliente Kiosco')
  await page.getByLabel('DNI del titular', { exact: true }).fill('30123456')
  await page.getByRole('button', { name: /Realizar pedido/ }).click()
}

describe('a rejected card on the kiosk', () => {
  it('shows the payment error and no number; another card pays the same order, then the number', async () => {
    const { page, consoleErrors } = await startKiosk(LANDSCAPE)
    await addBurger(page)
    await toCheckout(page)
    await payByCard(page, '4000 0000 0000 0002')
    const rejected = page.getByTestId('kiosk-payment-rejected')
    await rejected.getByRole('alert').getByText(CARD_REJECTED).waitFor()
    expect(await page.getByTestId('kiosk-display-number').count()).toBe(0)
    expect(await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    expect(await smallTargets(page)).toEqual([])
    const code = await page.evaluate(() => localStorage.getItem('lastOrderCode'))
    // the order is not placed yet: nothing of it is handed to the kiosk's screens
    expect(code).toBeNull()

    await page.getByLabel('Número de tarjeta').fill('4509 9535 6623 3704')
    await rejected.getByRole('button', { name: 'Reintentar el pago' }).click()
    const shown = await page.getByTestId('kiosk-display-number').textContent()
    const paid = await followUp((await page.evaluate(() => localStorage.getItem('lastOrderCode'))) ?? '')
    expect(paid).toMatchObject({ type: 'SELF_SERVICE', paymentInfo: { status: 'PAID' } })
    expect(shown).toBe(String(paid.displayNumber))
    expect(consoleErrors.filter((error) => !error.includes('402'))).toEqual([])
  })

  it("'Pagar en caja' after the rejection shows the number of the order, left to pay at the counter", async () => {
    const { page } = await startKiosk(PORTRAIT)
    await addBurger(page)
    await toCheckout(page)
    await payByCard(page, '5105 1051 0510 5100')
    const rejected = page.getByTestId('kiosk-payment-rejected')
    await rejected.getByText(CARD_REJECTED).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await rejected.getByRole('button', { name: 'Pagar en caja' }).click()
    const shown = await page.getByTestId('kiosk-display-number').textContent()
    const order = await followUp((await page.evaluate(() => localStorage.getItem('lastOrderCode'))) ?? '')
    expect(shown).toBe(String(order.displayNumber))
    expect(order.paymentInfo?.status).not.toBe('PAID')
  })
})
