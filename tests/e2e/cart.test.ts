import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { buildCartItem, type CartItem, itemsSubtotal } from '../../domain/cart'
import { CART_STORAGE_KEY, CART_TTL_MS } from '../../domain/cart-persistence'
import { discountedUnitPrice, discountOfPlate, menuDiscountAmount } from '../../domain/menu-discount'
import { formatMoney, moneyFormatOf } from '../../domain/money'
import { orderProgress } from '../../domain/order-progress'
import { plateForCart } from '../../src/features/menu/lib/plate-for-cart'
import { chromiumPerFile } from './browser'

type Menu = components['schemas']['Menu']
type Contact = components['schemas']['BranchContact']

const browser = chromiumPerFile()
const PALERMO = 'pizzeria-demo-palermo'
/** 'Av. Santa Fe 3500' as the offline gazetteer places it: inside Palermo's delivery zone */
const SANTA_FE_3500 = { fullAddress: 'Av. Santa Fe 3500', lat: -34.5866, lng: -58.4136, geocoded: true }

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, browser.baseUrl))
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

async function palermo() {
  const contact = await api<Contact>(`/api/diner/branchcontacts/${PALERMO}`)
  const mode = (type: string) => {
    const found = contact.deliveryConfig.orderModes.find((m) => m.type === type)
    if (!found) throw new Error(`Palermo has no ${type} mode`)
    return found
  }
  const delivery = mode('DELIVERY')
  const menu = await api<Menu>(`/api/diner/${PALERMO}/menu/${delivery.id}`)
  const country = await api<components['schemas']['Country']>('/api/country/AR')
  const money = (amount: number) => formatMoney(amount, moneyFormatOf(country))
  const plate = (name: string) => {
    for (const category of menu.categories) {
      const found = category.plates.find((p) => p.name === name)
      if (found) return { plate: found, forCart: plateForCart(found, category) }
    }
    throw new Error(`no plate ${name}`)
  }
  return { contact, delivery, menu, money, plate }
}

/** The garnish id of a named garnish in a plate's group, so the test builds the item the diner builds. */
function garnishId(plate: components['schemas']['Plate'], name: string): number {
  for (const group of plate.garnishGroups) {
    const garnish = group.garnishes.find((g) => g.name === name)
    if (garnish) return garnish.id
  }
  throw new Error(`no garnish ${name}`)
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()

async function openPlate(page: Page, name: string) {
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name }).waitFor()
}

async function addToOrder(page: Page) {
  await page.getByRole('button', { name: /^Agregar / }).click()
}

async function increment(page: Page, name: string, times = 1) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: `Sumar uno: ${name}` }).click()
}

describe('plate detail and cart: /menu/pizzeria-demo-palermo', () => {
  it("adds a Muzzarella Grande, six empanadas and a burger with two extras, then shows 'Mi pedido' with its totals and bars", async () => {
    const { contact, delivery, menu, money, plate } = await palermo()
    const { page, consoleErrors } = await browser.open(`/menu/${PALERMO}/delivery`)
    // the address modal may open on delivery menus: the diner already gave an address
    await page.evaluate(
      (location) => localStorage.setItem('userLocation', JSON.stringify(location)),
      SANTA_FE_3500,
    )
    await page.reload()

    await openPlate(page, 'Pizza Muzzarella')
    await page.getByRole('radio', { name: 'Grande' }).check()
    await addToOrder(page)
    await toast(page, 'Ítem agregado al pedido!').waitFor()
    await page.waitForURL(new RegExp(`/menu/${PALERMO}/delivery$`))
    // the menu marks the plate with its units in the cart
    const muzzarellaRow = page
      .getByRole('link', { name: /Pizza Muzzarella/ })
      .filter({ hasText: '1 en tu pedido' })
    await muzzarellaRow.first().waitFor()

    await openPlate(page, 'Media docena de empanadas')
    await addToOrder(page)
    await toast(page, 'Revise que haya agregado la cantidad correcta de guarniciones').waitFor()
    await increment(page, 'Carne cortada a cuchillo', 2)
    await increment(page, 'Jamón y queso', 2)
    await increment(page, 'Pollo')
    await increment(page, 'Humita')
    await increment(page, 'Verdura')
    await toast(page, 'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo').waitFor()
    await addToOrder(page)
    await page.waitForURL(new RegExp(`/menu/${PALERMO}/delivery$`))

    await openPlate(page, 'Hamburguesa Completa')
    await increment(page, 'Cheddar')
    await increment(page, 'Panceta')
    await page.getByRole('textbox', { name: 'Aclaraciones' }).fill('sin cebolla')
    await page.getByText('11/250').waitFor()
    await addToOrder(page)
    await page.waitForURL(new RegExp(`/menu/${PALERMO}/delivery$`))

    // the items the diner picked, built by the same domain rules the app uses
    const muzza = plate('Pizza Muzzarella')
    const grande = muzza.plate.sizes?.find((s) => s.name === 'Grande')
    const empanadas = plate('Media docena de empanadas')
    const burger = plate('Hamburguesa Completa')
    const sabores = String(empanadas.plate.garnishGroups[0]?.id)
    const extras = String(burger.plate.garnishGroups[0]?.id)
    const flavour = (name: string) => String(garnishId(empanadas.plate, name))
    const choice = { notes: '', quantity: 1, source: 'MENU' }
    const expected: CartItem[] = [
      buildCartItem(muzza.forCart, { ...choice, sizeId: grande?.id ?? null, selection: {} }),
      buildCartItem(empanadas.forCart, {
        ...choice,
        sizeId: null,
        selection: {
          [sabores]: {
            [flavour('Carne cortada a cuchillo')]: 2,
            [flavour('Jamón y queso')]: 2,
            [flavour('Pollo')]: 1,
            [flavour('Humita')]: 1,
          },
        },
      }),
      buildCartItem(burger.forCart, {
        ...choice,
        notes: 'sin cebolla',
        sizeId: null,
        selection: {
          [extras]: {
            [String(garnishId(burger.plate, 'Cheddar'))]: 1,
            [String(garnishId(burger.plate, 'Panceta'))]: 1,
          },
        },
      }),
    ]
    const subtotal = itemsSubtotal(expected)
    const total = subtotal - menuDiscountAmount(expected, menu.discounts)
    const fee = await api<components['schemas']['DeliveryOptions']>(
      `/api/branch/${contact.branch.id}/deliveryzones/fee?lat=${SANTA_FE_3500.lat}&lng=${SANTA_FE_3500.lng}&branchContactId=${contact.id}`,
    )
    const progress = orderProgress({
      subtotal,
      isDelivery: true,
      minimum: fee.minimumOrderAmount,
      freeDeliveryFrom: fee.freeDeliveryAmount,
    })

    await page.getByRole('link', { name: /Ver mi pedido/ }).click()
    await page.waitForURL(new RegExp(`/menu/${PALERMO}/preview$`))
    await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expected.map((i) => i.name),
    )
    await page.getByText('sin cebolla').waitFor()
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(money(subtotal))
    expect(await page.getByTestId('cart-total').textContent()).toBe(money(total))
    expect(
      await page
        .getByText(delivery.showName ?? 'Delivery')
        .first()
        .isVisible(),
    ).toBe(true)

    const freeDelivery = page.getByRole('progressbar', { name: /Envío gratis a partir de/ })
    await freeDelivery.waitFor()
    expect(await freeDelivery.getAttribute('aria-valuenow')).toBe(
      String(Math.round((progress.freeDelivery?.ratio ?? 0) * 100)),
    )
    expect(await freeDelivery.getAttribute('aria-label')).toBe(
      `Envío gratis a partir de ${money(fee.freeDeliveryAmount ?? 0)}`,
    )
    const minimum = page.getByRole('progressbar', { name: /Mínimo de compra/ })
    expect(await minimum.getAttribute('aria-valuenow')).toBe(
      String(Math.round((progress.minimum?.ratio ?? 0) * 100)),
    )
    expect(progress.canContinue).toBe(true)
    await page.getByRole('link', { name: 'Agregar más productos' }).waitFor()
    await page.getByRole('link', { name: 'Continuar' }).click()
    await page.waitForURL(new RegExp(`/menu/${PALERMO}/checkout$`))
    expect(consoleErrors).toEqual([])
  })

  it('hides Continuar below the delivery minimum, refuses a third Flan Casero, and shows the Fugazzeta at 20 % off', async () => {
    const { menu, money, plate } = await palermo()
    const { page } = await browser.open(`/menu/${PALERMO}/delivery`)
    await page.evaluate(
      (location) => localStorage.setItem('userLocation', JSON.stringify(location)),
      SANTA_FE_3500,
    )
    await page.reload()

    const fugazzeta = plate('Fugazzeta')
    const discounted = discountedUnitPrice(
      fugazzeta.plate.price ?? 0,
      discountOfPlate(menu.discounts, fugazzeta.plate.id),
    )
    expect(discounted).not.toBeNull()
    await openPlate(page, 'Fugazzeta')
    const price = page
      .locator('article')
      .getByText(money(discounted ?? 0))
      .first()
    await price.waitFor()
    expect(await page.locator('article s').first().textContent()).toContain(money(fugazzeta.plate.price ?? 0))
    await page.goBack()

    await openPlate(page, 'Flan Casero')
    // its indicator is a badge in the colours the back office gave it
    const sinTacc = plate('Flan Casero').plate.indicators.find((i) => i.showName === 'Sin TACC')
    expect(sinTacc).toBeDefined()
    const badge = page.locator('article li', { hasText: 'Sin TACC' }).first()
    const colours = await badge.evaluate((el) => [el.style.backgroundColor, el.style.color])
    const rgb = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16)
      return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`
    }
    expect(colours).toEqual([rgb(sinTacc?.backgroundColor ?? ''), rgb(sinTacc?.textColor ?? '')])
    await increment(page, 'Cantidad', 2)
    await toast(page, 'Has alcanzado el máximo de unidades (2) para este producto').waitFor()
    await page.getByRole('button', { name: 'Quitar uno: Cantidad' }).click()
    await addToOrder(page)
    await page.getByRole('link', { name: /Ver mi pedido/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Mi pedido' }).waitFor()
    await page.getByRole('progressbar', { name: /Mínimo de compra/ }).waitFor()
    await page.getByText(/Te faltan .* para alcanzar el mínimo/).waitFor()
    expect(await page.getByRole('link', { name: 'Continuar' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Agregar más productos' }).waitFor()

    // emptying the cart leaves 'Volver al Menú'
    await page.getByRole('button', { name: 'Quitar Flan Casero del pedido' }).click()
    await page.getByText('Tu pedido está vacío.').waitFor()
    await page.getByRole('link', { name: 'Volver al Menú' }).last().click()
    await page.waitForURL(new RegExp(`/menu/${PALERMO}/delivery$`))
  })
})

describe('the stored cart', () => {
  async function addFlanInTakeAway(page: Page) {
    await openPlate(page, 'Flan Casero')
    await addToOrder(page)
    await page.getByRole('link', { name: /Ver mi pedido/ }).waitFor()
  }

  it('survives a reload, and is dropped after its time to live or on another local', async () => {
    const { page } = await browser.open(`/menu/${PALERMO}/take-away`)
    await addFlanInTakeAway(page)
    await page.reload()
    await page.getByRole('link', { name: /Ver mi pedido/ }).waitFor()

    // another local does not restore it
    await page.goto(new URL('/menu/pizzeria-demo-belgrano/take-away', browser.baseUrl).toString())
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Belgrano' }).waitFor()
    expect(await page.getByRole('link', { name: /Ver mi pedido/ }).count()).toBe(0)

    // ...and leaves Palermo's stored cart alone
    const stored = await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)
    expect(JSON.parse(stored ?? '{}').alias).toBe(PALERMO)

    await page.goto(new URL(`/menu/${PALERMO}/take-away`, browser.baseUrl).toString())
    await page.getByRole('link', { name: /Ver mi pedido/ }).waitFor()
    // past its time to live
    await page.clock.install({ time: Date.now() + CART_TTL_MS + 60_000 })
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Pizzería Demo Palermo' }).waitFor()
    await page.getByRole('heading', { name: 'Lo más destacado' }).waitFor()
    expect(await page.getByRole('link', { name: /Ver mi pedido/ }).count()).toBe(0)
  })

  it('drops a tampered cart with a message and puts the menu price back on an edited one', async () => {
    const { page } = await browser.open(`/menu/${PALERMO}/take-away`)
    await addFlanInTakeAway(page)
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)) ?? '',
    )
    const realPrice = stored.cart.items[0].price as number

    stored.cart.items[0].price = 1
    stored.cart.items[0].originalPrice = 1
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      CART_STORAGE_KEY,
      JSON.stringify(stored),
    ] as const)
    await page.goto(new URL(`/menu/${PALERMO}/preview`, browser.baseUrl).toString())
    await toast(page, 'Actualizamos tu pedido con los precios del menú actual.').waitFor()
    const total = page.getByTestId('cart-total')
    await page.waitForFunction(
      ([selector, expected]) =>
        document.querySelector(selector)?.textContent?.replace(/\D/g, '') === expected,
      ['[data-testid="cart-total"]', String(realPrice)] as const,
    )
    expect((await total.textContent())?.replace(/\D/g, '')).toBe(String(realPrice))

    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          '{"alias":"pizzeria-demo-palermo","expiresAt":1e15,"cart":{"items":[{"referenceId":"x"}]}}',
        ),
      CART_STORAGE_KEY,
    )
    await page.reload()
    await toast(page, 'No pudimos recuperar tu pedido guardado, así que empezamos uno nuevo.').waitFor()
    await page.getByText('Tu pedido está vacío.').waitFor()
  })
})

describe('plate detail in a modal: Café Demo', () => {
  it('opens a plate over the menu, adds it and closes', async () => {
    const { page, consoleErrors } = await browser.open('/menu/cafe-demo-centro')
    await page.getByRole('heading', { name: 'Lo más destacado' }).waitFor()
    const menuUrl = page.url()
    await page
      .getByRole('link', { name: /Medialunas \(3\)/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Medialunas (3)' })
    await dialog.waitFor()
    expect(page.url()).toBe(menuUrl)
    await dialog.getByRole('button', { name: /^Agregar / }).click()
    await toast(page, 'Ítem agregado al pedido!').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('link', { name: /Ver mi pedido/ }).waitFor()
    expect(consoleErrors).toEqual([])
  })
})
