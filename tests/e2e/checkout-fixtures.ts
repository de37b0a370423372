import type { Page } from 'playwright-core'
import type { components } from '../../contract/schema'
import type { CartItem } from '../../domain/cart'
import { CART_STORAGE_KEY, stampCart } from '../../domain/cart-persistence'
import type { chromiumPerFile } from './browser'

type BranchContact = components['schemas']['BranchContact']
type Menu = components['schemas']['Menu']

export const ALIAS = 'pizzeria-demo-palermo'
export const CHECKOUT = `/menu/${ALIAS}/checkout`

/** A checkout journey's set-up: the API read as a test, a stored cart, the page opened on it. */
export function checkoutFixtures(browser: ReturnType<typeof chromiumPerFile>) {
  async function getJson<T>(path: string): Promise<T> {
    const response = await fetch(new URL(path, browser.baseUrl))
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    return (await response.json()) as T
  }

  async function postJson(path: string, body: unknown) {
    return fetch(new URL(path, browser.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  }

  /** A cart of Pizza Muzzarella 'Grande' in the given mode, in the storage format of domain/cart-persistence. */
  async function cartFor(type: 'DELIVERY' | 'TAKE_AWAY', quantity: number) {
    const contact = await getJson<BranchContact>(`/api/diner/branchcontacts/${ALIAS}`)
    const mode = contact.deliveryConfig.orderModes.find((m) => m.type === type)
    if (!mode) throw new Error(`no ${type} mode`)
    const menu = await getJson<Menu>(`/api/diner/${ALIAS}/menu/${mode.id}`)
    const plate = menu.categories.flatMap((c) => c.plates).find((p) => p.showName === 'Pizza Muzzarella')
    const size = plate?.sizes?.find((s) => s.name === 'Grande')
    if (!plate || !size) throw new Error('Pizza Muzzarella Grande is not on the menu')
    const item: CartItem = {
      referenceId: plate.id,
      referenceType: 'PLATE',
      name: `${plate.showName} (${size.name})`,
      notes: '',
      quantity,
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
    return {
      contact,
      mode,
      stored: stampCart({ items: [item], mode: { id: mode.id, type }, paymentType: null }, ALIAS, Date.now()),
    }
  }

  /** `beforeLoad` sets up what the page meets (a held or failing answer) before it loads with the cart. */
  async function openCheckoutWith(stored: unknown, beforeLoad?: (page: Page) => Promise<void>) {
    const opened = await browser.open(CHECKOUT)
    await opened.page.getByRole('link', { name: 'Volver al Menú' }).waitFor()
    await opened.page.evaluate(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [CART_STORAGE_KEY, JSON.stringify(stored)],
    )
    await beforeLoad?.(opened.page)
    await opened.page.reload()
    await opened.page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }).waitFor()
    return opened
  }

  return { getJson, postJson, cartFor, openCheckoutWith }
}
