import type { Page } from 'playwright-core'
import type { components } from '../../contract/schema'
import { buildCartItem } from '../../domain/cart'
import { CART_STORAGE_KEY, stampCart } from '../../domain/cart-persistence'
import type { SelectedOrderMode } from '../../domain/order-mode'
import { plateForCart } from '../../src/features/menu/lib/plate-for-cart'

/** Palermo's order modes as the API names them, so a test can stamp a cart for one of them. */
export async function palermoModes(baseUrl: string): Promise<Record<string, number>> {
  const response = await fetch(new URL('/api/diner/branchcontacts/pizzeria-demo-palermo', baseUrl))
  const contact = (await response.json()) as {
    deliveryConfig: { orderModes: { id: number; type: string }[] }
  }
  return Object.fromEntries(contact.deliveryConfig.orderModes.map((mode) => [mode.type, mode.id]))
}

/**
 * A one-line cart of `alias` as the cart machine saves it (domain/cart-persistence): a 'Pizza Muzzarella
 * (Grande)' (or another plate, in its 'Grande' when it has sizes) built from that mode's menu as the diner
 * builds it, so the cart machine's check against the menu keeps it. The storage key and its value, read
 * from the app at `baseUrl`.
 */
export async function storedCartEntry(
  baseUrl: string,
  alias: string,
  mode: { id: number; type: string },
  plateName = 'Pizza Muzzarella',
): Promise<[string, string]> {
  const response = await fetch(new URL(`/api/diner/${alias}/menu/${mode.id}`, baseUrl))
  const menu = (await response.json()) as components['schemas']['Menu']
  const category = menu.categories.find((c) => c.plates.some((p) => p.name === plateName))
  const plate = category?.plates.find((p) => p.name === plateName)
  const grande = plate?.sizes?.length ? plate.sizes.find((size) => size.name === 'Grande') : null
  if (!category || !plate || grande === undefined) throw new Error(`no ${plateName} on ${alias}'s menu`)
  const item = buildCartItem(plateForCart(plate, category), {
    sizeId: grande?.id ?? null,
    selection: {},
    notes: '',
    quantity: 1,
    source: 'MENU',
  })
  const stored = stampCart(
    { items: [item], mode: mode as SelectedOrderMode, paymentType: null },
    alias,
    Date.now(),
  )
  return [CART_STORAGE_KEY, JSON.stringify(stored)]
}

/** Puts that one-line cart in the page's storage. */
export async function storeCart(
  page: Page,
  alias: string,
  mode: { id: number; type: string },
  plateName?: string,
) {
  const entry = await storedCartEntry(page.url(), alias, mode, plateName)
  await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), entry)
}

export const storedCartOf = (page: Page) => page.evaluate(() => localStorage.getItem('cart'))
