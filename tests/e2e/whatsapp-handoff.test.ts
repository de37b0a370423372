import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, chromiumPerFile } from './browser'

// Chromium's popup blocker as a diner's phone has it: a window opened past the tap's activation is stopped
const browser = chromiumPerFile({ blockPopups: true })

/** The demo local that takes its orders by WhatsApp (ordersConsole false): take-away, cash or link. */
const ALIAS = 'pizzeria-demo-flores'
const SEND = 'Enviar pedido por WhatsApp'

/**
 * On a phone (390×844) the diner builds the burger with two extras and a note on the real plate page, goes
 * to the checkout, gives a name and a phone and pays cash with change. WhatsApp is outside this machine: its
 * page is answered here, and what the app opened, or tried to open, is read.
 */
async function burgerAtCheckout(name: string): Promise<Page> {
  const { page } = await browser.open(`/menu/${ALIAS}/take-away`)
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
  // every window.open the app tries, blocked or not
  await page.addInitScript(() => {
    const tried: string[] = []
    Object.assign(window, { __opened: tried })
    const open = window.open.bind(window)
    window.open = (url?: string | URL, ...rest: (string | undefined)[]) => {
      tried.push(String(url))
      return open(url, ...rest)
    }
  })
  await page.reload()
  await appReady(page)
  await page
    .getByRole('link', { name: /Hamburguesa Completa/ })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name: 'Hamburguesa Completa' }).waitFor()
  // each extra shows on the add button's price before the next tap ($11.000, + $1.000, + $1.500)
  await page.getByRole('button', { name: 'Sumar uno: Cheddar' }).click()
  await page.getByRole('button', { name: /^Agregar .*\$12\.000/ }).waitFor()
  await page.getByRole('button', { name: 'Sumar uno: Panceta' }).click()
  await page.getByRole('button', { name: /^Agregar .*\$13\.500/ }).waitFor()
  await page.getByRole('textbox', { name: 'Aclaraciones' }).fill('sin cebolla, bien jugosa')
  await page.getByRole('button', { name: /^Agregar / }).click()
  await page.waitForURL(new RegExp(`/menu/${ALIAS}/take-away$`), { timeout: 20_000 })
  await page.goto(new URL(`/menu/${ALIAS}/checkout`, browser.baseUrl).toString())
  await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
  await page.getByLabel('Nombre', { exact: true }).fill(name)
  await page.getByLabel('Teléfono', { exact: true }).fill('11 3000-0044')
  await page.getByLabel('¿Con cuánto abonas?').fill('20000')
  return page
}

/** What the message of this order must name for the kitchen to cook it and the counter to charge it. */
function expectKitchenFacts(text: string, name: string) {
  expect(text).toMatch(/^Pedido [A-Za-z0-9-]+\nRetiro en local\n/)
  expect(text).toContain(`\nCliente: ${name}\n`)
  expect(text).toMatch(/\nTeléfono: \+54\d*1130000044\n/)
  expect(text).toContain('\n1 x Hamburguesa Completa $13.500\n   + Cheddar\n   + Panceta\n')
  expect(text).toContain('\n   Nota: sin cebolla, bien jugosa\n')
  expect(text).toContain('\nTotal: $13.500\n')
  expect(text).toContain('\nPago: Efectivo\nPaga con $20.000\nVuelto: $6.500')
}

const textOf = (url: string) => new URL(url).searchParams.get('text') ?? ''
const codeOf = (page: Page) => /\/order\/([A-Za-z0-9-]+)/.exec(page.url())?.[1] ?? ''

describe('the WhatsApp order at Flores, on a phone', () => {
  it('opens wa.me in the tap with every extra, the note, the name, the mode and the change; the follow-up does not ask again', async () => {
    const page = await burgerAtCheckout('Ana WhatsApp')
    // waits longer than the page's 10 s default on a busy machine; the popup itself still needs the
    // answers within the tap's ~5 s activation
    const popup = page.waitForEvent('popup', { timeout: 30_000 })
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    const whatsApp = await popup
    await page.waitForURL(new RegExp(`/menu/${ALIAS}/order/`), { timeout: 30_000 })
    const link = new URL(whatsApp.url())
    expect(link.origin + link.pathname).toBe('https://wa.me/5491140000004')
    const text = textOf(whatsApp.url())
    expectKitchenFacts(text, 'Ana WhatsApp')
    expect(text.startsWith(`Pedido ${codeOf(page)}\n`)).toBe(true)
    // opened: this device remembers it, and the follow-up does not offer it again
    await page
      .getByRole('heading', { name: /^Pedido/ })
      .first()
      .waitFor()
    await page.getByText(codeOf(page)).first().waitFor()
    expect(await page.getByRole('link', { name: SEND }).count()).toBe(0)
  }, 90_000)

  it("with the order's answer held 7 s the popup is blocked, and the follow-up offers 'Enviar pedido por WhatsApp' with the same text", async () => {
    const page = await burgerAtCheckout('Beto Lento')
    await page.route('**/api/order', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await new Promise((resolve) => setTimeout(resolve, 7000))
      await route.fallback()
    })
    const popups: Page[] = []
    page.context().on('page', (opened) => popups.push(opened))
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    await page.waitForURL(new RegExp(`/menu/${ALIAS}/order/`), { timeout: 30_000 })
    const send = page.getByRole('link', { name: SEND })
    await send.waitFor()
    // the app tried once, past the tap's activation: the blocker stopped it
    const tried = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)
    expect(tried).toHaveLength(1)
    expect(popups).toEqual([])

    const popup = page.waitForEvent('popup')
    await send.click()
    const whatsApp = await popup
    expect(textOf(whatsApp.url())).toBe(textOf(tried[0] as string))
    expectKitchenFacts(textOf(whatsApp.url()), 'Beto Lento')
    // sent: the offer goes, and stays gone when the page opens again
    await send.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByText(codeOf(page)).first().waitFor()
    await page
      .getByRole('heading', { name: /^Pedido/ })
      .first()
      .waitFor()
    expect(await page.getByRole('link', { name: SEND }).count()).toBe(0)
  }, 90_000)
})
