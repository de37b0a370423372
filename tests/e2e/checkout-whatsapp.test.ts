import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import type { CartItem } from '../../domain/cart'
import { CART_STORAGE_KEY, stampCart } from '../../domain/cart-persistence'
import { chromiumPerFile } from './browser'

const browser = chromiumPerFile()

/** The demo local that takes its orders by WhatsApp (ordersConsole false), not through the console. */
const ALIAS = 'pizzeria-demo-flores'

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, browser.baseUrl))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

/** Two 'Pizza Muzzarella (Grande)' to take away from Flores, stored as the menu stores a cart. */
async function floresCart() {
  const contact = await getJson<components['schemas']['BranchContact']>(`/api/diner/branchcontacts/${ALIAS}`)
  const mode = contact.deliveryConfig.orderModes.find((m) => m.type === 'TAKE_AWAY')
  if (!mode) throw new Error('Flores has no take-away')
  const menu = await getJson<components['schemas']['Menu']>(`/api/diner/${ALIAS}/menu/${mode.id}`)
  const plate = menu.categories.flatMap((c) => c.plates).find((p) => p.showName === 'Pizza Muzzarella')
  const size = plate?.sizes?.find((s) => s.name === 'Grande')
  if (!plate || !size) throw new Error('Pizza Muzzarella Grande is not on the menu')
  const item: CartItem = {
    referenceId: plate.id,
    referenceType: 'PLATE',
    name: `${plate.showName} (${size.name})`,
    notes: '',
    quantity: 2,
    price: size.price,
    originalPrice: size.price,
    priceWithoutModifiers: size.price,
    sizeId: size.id,
    categoryId: plate.category?.id ?? menu.categories[0]?.id ?? 1,
    categoryShowName: plate.category?.showName ?? '',
    plate: { id: plate.id, name: plate.name, showName: plate.showName },
    discount: null,
    source: null,
    maxQuantity: plate.maxQuantity ?? null,
    upsell: false,
    extras: [],
  }
  const stored = stampCart(
    { items: [item], mode: { id: mode.id, type: 'TAKE_AWAY' }, paymentType: null },
    ALIAS,
    Date.now(),
  )
  return { contact, stored }
}

describe('checkout of a local that takes its orders by WhatsApp', () => {
  it("places the order, opens wa.me with 'Pedido {code}', the mode, the customer, the lines, the total and the payment link, then follows it", async () => {
    const { contact, stored } = await floresCart()
    expect(contact.ordersConsole).toBe(false)
    const { page, consoleErrors } = await browser.open(`/menu/${ALIAS}/checkout`)
    await page.getByRole('link', { name: 'Volver al Menú' }).waitFor()
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [CART_STORAGE_KEY, JSON.stringify(stored)],
    )
    // WhatsApp is outside this machine: its page is answered here, and the tab it opens is read.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      )
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
    await page.getByLabel('Nombre', { exact: true }).fill('Ana WhatsApp')
    await page.getByLabel('Teléfono', { exact: true }).fill('11 3000-0044')
    await page.getByRole('button', { name: 'Link de pago' }).click()
    await expect(page.getByTestId('checkout-total').textContent()).resolves.toBe('$27.000')

    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: /Realizar pedido/ }).click()
    const whatsApp = await popup
    await page.waitForURL(new RegExp(`/menu/${ALIAS}/order/`))
    const code = /\/order\/([A-Za-z0-9-]+)/.exec(page.url())?.[1] ?? ''
    expect(code).not.toBe('')

    const link = new URL(whatsApp.url())
    expect(link.origin + link.pathname).toBe('https://wa.me/5491140000004')
    const placed = await getJson<components['schemas']['Order']>(`/api/diner/${ALIAS}/order/${code}`)
    expect(placed).toMatchObject({ total: 27_000, paymentType: { paymentMethod: 'PAYMENT_LINK' } })
    const paymentUrl = new URL(placed.paymentInfo?.paymentUrl ?? '', page.url()).toString()
    expect(paymentUrl).toMatch(/\/pago-sandbox\//)
    // the message of domain/whatsapp.ts, from the order the server kept (its own unit tests check every field)
    const text = link.searchParams.get('text') ?? ''
    expect(text.startsWith(`Pedido ${code}\nRetiro en local\n\nCliente: Ana WhatsApp\n`)).toBe(true)
    for (const line of [
      '\n2 x Pizza Muzzarella (Grande) $27.000\n',
      '\nTotal: $27.000\n',
      '\nPago: Link de pago\n',
      `\nLink de pago: ${paymentUrl}`,
    ])
      expect(text).toContain(line)
    // the diner lands on the follow-up of that order
    await page.getByText(code).first().waitFor()
    expect(consoleErrors.filter((text) => !text.includes('status of 404'))).toEqual([])
  })
})
