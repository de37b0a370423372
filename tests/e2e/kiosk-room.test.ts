import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { axeViolations } from './axe'
import { chromiumPerFile } from './browser'
import { ownServer } from './e2e-server'

// Five wrong staff PINs lock the local's set-up out for minutes: any later file entering the PIN would meet it.
const browser = chromiumPerFile({ server: ownServer('the staff PIN locked out') })
const ALIAS = 'pizzeria-demo-palermo'
const SIZES = {
  portrait: { width: 1080, height: 1920 },
  landscape: { width: 1920, height: 1080 },
  tablet: { width: 1280, height: 800 },
} as const
const TABLE_7 = `/menu/${ALIAS}/table?tableNumber=7`
const SELF_SERVICE = `/menu/${ALIAS}/self-service?kiosk=1`
const CARD_REJECTED = 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos'

type Order = components['schemas']['Order']

async function followUp(code: string): Promise<Order> {
  const response = await fetch(new URL(`/api/diner/${ALIAS}/order/${code}`, browser.baseUrl))
  if (!response.ok) throw new Error(`follow-up ${code}: ${response.status}`)
  return (await response.json()) as Order
}

const storedOrderCode = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('lastOrderCode'))) ?? ''

/** Everything on the kiosk's screen that leads elsewhere than this local's own pages. */
async function waysOut(page: Page) {
  return page.evaluate((alias) => {
    const out: string[] = []
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = new URL(a.href, location.href)
      const inLocal = url.origin === location.origin && url.pathname.startsWith(`/menu/${alias}`)
      if (!inLocal || a.target === '_blank') out.push(`${a.textContent?.trim() || a.ariaLabel} → ${a.href}`)
    }
    return out
  }, ALIAS)
}

/** Every visible control of the kiosk screen smaller than 64 × 64 px. */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type=checkbox]), select, textarea',
      ),
    ]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // a visually hidden control (the skip link, 1 × 1 until focused) is no target
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.height < 64 || box.width < 64))
      .map(
        ({ el, box }) =>
          `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${box.width}×${box.height}`,
      ),
  )
}

async function lockedDown(page: Page) {
  expect(await smallTargets(page)).toEqual([])
  expect(await waysOut(page)).toEqual([])
  expect(await page.getByRole('navigation', { name: 'Modos de pedido' }).count()).toBe(0)
  expect(await page.getByText('Cambiar de local').count()).toBe(0)
  expect(await page.getByRole('button', { name: 'Ver Horarios' }).count()).toBe(0)
}

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The room's layout: the category rail at the left, the cart panel with its total and 'Pagar' in sight at the
 * right (on its side) or at the bottom (upright), no plate name cut, and 'Modo accesible' over nothing.
 */
async function laidOutForTheRoom(page: Page, size: { width: number; height: number }) {
  const rail = await page.getByRole('navigation', { name: 'Categorías' }).boundingBox()
  expect(rail?.x).toBeLessThan(80)
  expect(rail?.height ?? 0).toBeGreaterThan(rail?.width ?? 0)
  const panel = page.getByRole('complementary', { name: 'Mi pedido' })
  const side = (await panel.boundingBox()) as Box
  if (size.width > size.height) {
    expect(side.x).toBeGreaterThan(size.width - 450)
    expect(side.height).toBeGreaterThan(size.height * 0.8)
  } else {
    expect(side.y).toBeGreaterThan(size.height * 0.75)
    expect(side.width).toBe(size.width)
  }
  expect(await panel.getByText('Total').count()).toBe(1)
  const pay = (await panel.getByRole('button', { name: 'Pagar', exact: true }).boundingBox()) as Box
  expect(pay.y + pay.height).toBeLessThanOrEqual(size.height)
  expect(pay.x + pay.width).toBeLessThanOrEqual(size.width)
  // every plate's name whole
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#contenido li h3')]
      .filter((h3) => h3.scrollWidth > h3.clientWidth + 1)
      .map((h3) => h3.textContent),
  )
  expect(cut).toEqual([])
  const tiles = await page.evaluate(() =>
    [...document.querySelectorAll('#contenido li a[href]')].map(
      (a) => a.getBoundingClientRect().toJSON() as Box,
    ),
  )
  // on its side the tiles stand beside the panel; upright they scroll past it, and end above it (below)
  if (size.width > size.height) expect(tiles.filter((tile) => overlap(tile, side))).toEqual([])
  else expect(tiles.filter((tile) => tile.x + tile.width > size.width)).toEqual([])
  // 'Modo accesible' has a bar of its own: the rail, once it sticks, ends above it, and the last category
  // and the last plate come clear of it (and of an upright kiosk's cart) at the end of the page
  const toggle = (await page.getByRole('button', { name: 'Modo accesible' }).boundingBox()) as Box
  const clearOf = size.width > size.height ? toggle.y : Math.min(toggle.y, side.y)
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    const rail = document.querySelector('nav[aria-label="Categorías"]')
    rail?.scrollTo(0, rail.scrollHeight)
  })
  const bottoms = await page.evaluate(() => {
    const last = (selector: string) =>
      [...document.querySelectorAll(selector)].at(-1)?.getBoundingClientRect()
    return {
      rail: document.querySelector('nav[aria-label="Categorías"]')?.getBoundingClientRect().bottom ?? 0,
      category: last('nav[aria-label="Categorías"] a')?.bottom ?? 0,
      plate: last('section[data-category-id] li a[href]')?.bottom ?? 0,
    }
  })
  expect(bottoms.rail).toBeLessThanOrEqual(clearOf + 1)
  expect(bottoms.category).toBeLessThanOrEqual(clearOf + 1)
  expect(bottoms.plate).toBeLessThanOrEqual(clearOf + 1)
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function orderBurger(page: Page) {
  await page
    .getByRole('link', { name: /Hamburguesa Completa/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name: 'Hamburguesa Completa' }).waitFor()
  await lockedDown(page)
  await page.getByRole('button', { name: /^Agregar / }).click()
  await page
    .getByRole('link', { name: /Ver mi pedido/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
  await lockedDown(page)
  await page.getByRole('link', { name: 'Continuar' }).click()
  await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
  await lockedDown(page)
}

async function payWithRejectedCard(page: Page) {
  await page.getByRole('button', { name: 'Tarjeta de crédito o débito' }).click()
  await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002')
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/35')
  await page.getByLabel('Código de seguridad').fill('123')
  await page.getByLabel('Nombre del titular').first().fill('Cliente Kiosco')
  await page.getByLabel('DNI del titular').first().fill('30123456')
  await page.getByRole('button', { name: /Realizar pedido/ }).click()
}

/** The hidden gesture: five quick taps in the top-left corner open the staff PIN dialog. */
async function openStaffPin(page: Page) {
  for (let tap = 0; tap < 5; tap += 1) await page.mouse.click(10, 10)
  await page.getByRole('dialog', { name: 'Acceso del personal' }).waitFor()
}

async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog', { name: 'Acceso del personal' })
  await dialog.getByLabel('PIN del personal').fill(pin)
  await dialog.getByRole('button', { name: 'Entrar' }).click()
}

for (const [name, size] of Object.entries(SIZES)) {
  describe(`a table tablet and a kiosk locked to the local (${name} ${size.width}×${size.height})`, () => {
    it('a table-7 order goes through on dine-in only; no other mode, local or link out is on screen', async () => {
      const { page, consoleErrors } = await browser.open(TABLE_7, size)
      // the attract screen: the venue's name and highlighted plates, and one call to touch
      const attract = page.getByRole('main')
      await attract.getByText('Pizzería Demo Palermo', { exact: true }).waitFor()
      await attract.getByText('Hamburguesa Completa', { exact: true }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      // KIOSK_SCREENSHOTS=docs refreshes the README's pictures of the layouts
      const shots = process.env.KIOSK_SCREENSHOTS
      if (shots && name === 'portrait')
        await page.screenshot({ path: `${shots}/kiosk-attract-1080x1920.png` })
      await page.getByRole('button', { name: 'Mesa 7: toca la pantalla para hacer tu pedido' }).click()
      await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
      await lockedDown(page)
      if (shots) await page.screenshot({ path: `${shots}/kiosk-${name}-${size.width}x${size.height}.png` })
      await laidOutForTheRoom(page, size)
      expect(await axeViolations(page)).toEqual([])
      // the other modes are not reachable by URL either: the table tablet goes back to its own menu
      await page.goto(new URL(`/menu/${ALIAS}/delivery?tableNumber=7`, browser.baseUrl).toString())
      // (through /menu/{alias}, which offers the table tablet its one mode)
      await page.waitForURL((url) => url.pathname === `/menu/${ALIAS}/table`)
      expect(new URL(page.url()).searchParams.get('tableNumber')).toBe('7')
      await page.getByRole('button', { name: 'Mesa 7: toca la pantalla para hacer tu pedido' }).click()
      await orderBurger(page)
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Pagar en caja' }).click()
      await page.getByRole('button', { name: /Realizar pedido/ }).click()
      await page.getByTestId('kiosk-display-number').waitFor()
      const order = await followUp(await storedOrderCode(page))
      expect(order).toMatchObject({ type: 'TABLE', tableUid: '7', paymentType: { paymentMethod: 'CASH' } })
      expect(consoleErrors).toEqual([])
    }, 120_000)

    it('a kiosk order whose card is rejected is paid at the counter: cash, unpaid, shown so on the console until marked paid', async () => {
      const { page, consoleErrors } = await browser.open(SELF_SERVICE, size)
      await page.getByRole('button', { name: 'Toca la pantalla para hacer tu pedido', exact: true }).click()
      await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
      await lockedDown(page)
      await orderBurger(page)
      await payWithRejectedCard(page)
      const rejected = page.getByTestId('kiosk-payment-rejected')
      await rejected.getByText(CARD_REJECTED).waitFor()
      await rejected.getByRole('button', { name: 'Pagar en caja' }).click()
      const shown = await page.getByTestId('kiosk-display-number').textContent()
      const code = await storedOrderCode(page)
      const order = await followUp(code)
      expect(shown).toBe(String(order.displayNumber))
      expect(order).toMatchObject({ type: 'SELF_SERVICE', paymentType: { paymentMethod: 'CASH' } })
      expect(order.paymentInfo?.status).toBe('PENDING')

      // the console: the kiosk order with its number, awaiting payment until staff mark it paid
      const consolePage = await page.context().newPage()
      await consolePage.goto(new URL(`/consola/${ALIAS}`, browser.baseUrl).toString())
      await consolePage.getByLabel('Usuario').fill('encargado')
      await consolePage.getByLabel('Contraseña').fill('palermo1234')
      await consolePage.getByRole('button', { name: 'Ingresar' }).click()
      const card = consolePage.locator(`[data-order-code="${code}"]`)
      await card.getByText(`Autoservicio · N.º ${order.displayNumber}`).waitFor()
      await card.getByText('Pagar en caja: pago pendiente').waitFor()
      await card.getByRole('button', { name: 'Marcar pagado' }).click()
      await card.getByText('Pagar en caja: pago pendiente').waitFor({ state: 'detached' })
      expect((await followUp(code)).paymentInfo?.status).toBe('PAID')
      await consolePage.close()
      expect(consoleErrors.filter((error) => !error.includes('402'))).toEqual([])
    }, 120_000)

    it('the staff PIN sets the tablet to table 12, and the next order carries table 12', async () => {
      const { page, consoleErrors } = await browser.open(SELF_SERVICE, size)
      // the gesture works on any screen; from the menu, no first touch has the session's start to render
      await page.getByRole('button', { name: 'Toca la pantalla para hacer tu pedido', exact: true }).click()
      await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
      await openStaffPin(page)
      expect(await axeViolations(page)).toEqual([])
      await enterPin(page, '2468')
      const setup = page.getByRole('dialog', { name: 'Configuración del dispositivo' })
      await setup.getByLabel('Número de mesa').fill('12')
      expect(await axeViolations(page)).toEqual([])
      await setup.getByRole('button', { name: 'Usar en esta mesa' }).click()
      await page.getByRole('button', { name: 'Mesa 12: toca la pantalla para hacer tu pedido' }).click()
      await page.getByRole('region', { name: 'Lo más destacado' }).waitFor()
      expect(new URL(page.url()).pathname).toBe(`/menu/${ALIAS}/table`)
      await orderBurger(page)
      await page.getByTestId('checkout-table').getByText('Mesa 12').waitFor()
      await page.getByRole('button', { name: 'Pagar en caja' }).click()
      await page.getByRole('button', { name: /Realizar pedido/ }).click()
      await page.getByTestId('kiosk-display-number').waitFor()
      expect(await followUp(await storedOrderCode(page))).toMatchObject({ type: 'TABLE', tableUid: '12' })
      expect(consoleErrors).toEqual([])
    }, 120_000)
  })
}

describe('wrong staff PINs', () => {
  it('five wrong PINs lock the set-up out, the right PIN included, and say for how long', async () => {
    const { page, consoleErrors } = await browser.open(TABLE_7, SIZES.tablet)
    await page.getByRole('button', { name: 'Mesa 7: toca la pantalla para hacer tu pedido' }).waitFor()
    await openStaffPin(page)
    const dialog = page.getByRole('dialog', { name: 'Acceso del personal' })
    for (const pin of ['0000', '1111', '2222', '3333', '4444']) {
      await enterPin(page, pin)
      await dialog.getByRole('alert').getByText('PIN incorrecto').waitFor()
      // the wrong PIN is cleared for the next try
      await expect.poll(() => dialog.getByLabel('PIN del personal').inputValue()).toBe('')
    }
    await enterPin(page, '2468')
    await dialog
      .getByRole('alert')
      .getByText(/^Demasiados intentos\. Prueba de nuevo en \d+ minutos?\.$/)
      .waitFor()
    expect(await page.getByRole('dialog', { name: 'Configuración del dispositivo' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(consoleErrors.filter((error) => !/\b(401|429)\b/.test(error))).toEqual([])
  }, 120_000)
})
