import type { components } from '../../contract/schema'
import { type Adjustment, type MenuDiscountRule, priceOrder } from '../../domain/order-pricing'
import type { chromiumPerFile } from './browser'

type Schemas = components['schemas']
type Browser = ReturnType<typeof chromiumPerFile>

export const ALIAS = 'pizzeria-demo-palermo'
const SANTA_FE_3500 = {
  street: 'Av. Santa Fe',
  number: '3500',
  city: 'CABA',
  fullAddress: 'Av. Santa Fe 3500',
  lat: -34.5866,
  lng: -58.4136,
}

// What the console suites need of the API: reads, and a delivery order placed as the checkout would.
export async function getJson<T>(browser: Browser, path: string): Promise<T> {
  const response = await fetch(new URL(path, browser.baseUrl))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

/**
 * A delivery order paid cash, priced as the checkout prices it: one Pizza Muzzarella 'Grande' unless
 * another plate sold whole is named (its menu discount applied as the checkout applies it).
 */
export async function placeDeliveryOrder(
  browser: Browser,
  customerName: string,
  other?: { plate: string; quantity: number },
): Promise<Schemas['OrderCreated']> {
  const contact = await getJson<Schemas['BranchContact']>(browser, `/api/diner/branchcontacts/${ALIAS}`)
  const mode = contact.deliveryConfig.orderModes.find((m) => m.type === 'DELIVERY')
  const cash = mode?.paymentTypes?.find((p) => p.paymentMethod === 'CASH')
  if (!mode || !cash) throw new Error('no cash delivery mode')
  const menu = await getJson<Schemas['Menu']>(browser, `/api/diner/${ALIAS}/menu/${mode.id}`)
  const plates = menu.categories.flatMap((c) => c.plates)
  const plate = plates.find((p) => p.showName === (other?.plate ?? 'Pizza Muzzarella'))
  const size = other ? null : plate?.sizes?.find((s) => s.name === 'Grande')
  const price = size ? size.price : (plate?.price ?? null)
  if (!plate || price === null)
    throw new Error(`${other?.plate ?? 'Pizza Muzzarella Grande'} is not on the menu`)
  const quantity = other?.quantity ?? 1
  const rule = menu.discounts.find((d) => d.plates.includes(plate.id)) ?? null
  const fees = await getJson<Schemas['OrderModeFees']>(browser, `/api/ordermodes/${mode.id}/fees`)
  const discounts = await getJson<Adjustment[]>(browser, `/api/ordermodes/${mode.id}/generaldiscounts`)
  const surcharges = await getJson<Adjustment[]>(browser, `/api/ordermodes/${mode.id}/generalsurcharges`)
  const zone = await getJson<Schemas['DeliveryOptions']>(
    browser,
    `/api/branch/${contact.branch.id}/deliveryzones/fee?lat=${SANTA_FE_3500.lat}&lng=${SANTA_FE_3500.lng}&branchContactId=${contact.id}`,
  )
  const pricing = priceOrder({
    lines: [{ price, quantity, priceWithoutModifiers: price, menuDiscount: rule as MenuDiscountRule | null }],
    generalDiscounts: discounts,
    generalSurcharges: surcharges,
    paymentMethod: 'CASH',
    code: null,
    codeContext: { plateIds: [plate.id], categoryIds: [], isFirstPurchase: true },
    loyaltyPoints: 0,
    serviceFee: fees,
    delivery: {
      fee: zone.deliveryFee ?? 0,
      cashFee: zone.cashDeliveryFee ?? null,
      freeDeliveryFrom: zone.freeDeliveryAmount ?? null,
    },
  })
  const body: Schemas['OrderCreate'] = {
    items: [
      {
        referenceId: plate.id,
        referenceType: 'PLATE',
        name: size ? `${plate.showName} (${size.name})` : plate.showName,
        notes: 'Bien cocida',
        quantity,
        price,
        originalPrice: price,
        priceWithoutModifiers: price,
        ...(size ? { sizeId: size.id } : {}),
        categoryId: plate.category?.id ?? menu.categories[0]?.id ?? 1,
        categoryShowName: plate.category?.showName ?? '',
        extras: [],
        ...(rule && (pricing.lineDiscounts[0] ?? 0) > 0
          ? {
              discount: {
                type: rule.type as 'PERCENT',
                discountReferenceId: rule.id,
                amount: pricing.lineDiscounts[0] ?? 0,
              },
            }
          : {}),
      },
    ],
    type: 'DELIVERY',
    price: pricing.totals.price,
    userServiceFee: pricing.totals.userServiceFee,
    deliveryFee: pricing.totals.deliveryFee,
    paymentType: cash.id,
    branchContact: contact.id,
    orderModeId: mode.id,
    source: 'DIRECT',
    phone: '1155550123',
    customerName,
    customerEmail: null,
    discounts: pricing.discountLines.map((l) => ({
      name: l.name,
      type: l.type,
      value: l.value,
      amount: l.amount,
      discountReferenceId: l.referenceId,
    })),
    surcharges: pricing.surchargeLines.map((l) => ({
      name: l.name,
      type: l.type,
      value: l.value,
      amount: l.amount,
      surchargeReferenceId: l.referenceId,
    })),
    destination: SANTA_FE_3500,
    tableUid: null,
    paysWith: pricing.totals.total,
    loyaltyInfo: null,
    scheduled: false,
    optIn: true,
  }
  const response = await fetch(new URL('/api/order', browser.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status !== 201) throw new Error(`POST /api/order: ${response.status} ${await response.text()}`)
  return (await response.json()) as Schemas['OrderCreated']
}

/** The demo local's staff member signed in through the API: the session cookie. */
export async function staffCookie(browser: Browser): Promise<string> {
  const response = await fetch(new URL(`/api/console/${ALIAS}/session`, browser.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'encargado', password: 'palermo1234' }),
  })
  if (!response.ok) throw new Error(`staff sign-in: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Staff move an order on from another console (a transition of the console API), as its buttons would. */
export async function staffTransition(browser: Browser, code: string, body: Record<string, unknown>) {
  const headers = { 'content-type': 'application/json', cookie: await staffCookie(browser) }
  const orders = (await (
    await fetch(new URL(`/api/console/${ALIAS}/orders`, browser.baseUrl), { headers })
  ).json()) as { id: number; code: string }[]
  const order = orders.find((o) => o.code === code)
  if (!order) throw new Error(`the console does not list order ${code}`)
  const response = await fetch(
    new URL(`/api/console/${ALIAS}/orders/${order.id}/transition`, browser.baseUrl),
    { method: 'POST', headers, body: JSON.stringify(body) },
  )
  if (!response.ok) throw new Error(`${String(body.action)} order ${code}: ${response.status}`)
}

/** A delivery order placed, accepted and marked ready through the API: one the stacking panel offers. */
export async function readyDeliveryOrder(browser: Browser, customerName: string) {
  const order = await placeDeliveryOrder(browser, customerName)
  await staffTransition(browser, order.code, { action: 'accept', etaMinutes: 20 })
  await staffTransition(browser, order.code, { action: 'ready' })
  if (order.displayNumber === undefined) throw new Error(`order ${order.code} came back without its number`)
  return { code: order.code, displayNumber: order.displayNumber }
}

/** A console order as the board lists it: enough to pick the ones a replay placed. */
export interface ListedOrder {
  id: number
  code: string
  customerName: string | null
  actions: string[]
}

/**
 * The picked orders leave the board's open columns (rejected while new, cancelled once staff moved them on:
 * a dispatched one's offer ends with it), so no later path or file's board, stacking panel or rider holds
 * them.
 */
export async function closeOpenOrders(browser: Browser, picked: (order: ListedOrder) => boolean) {
  const headers = { 'content-type': 'application/json', cookie: await staffCookie(browser) }
  const orders = (await (
    await fetch(new URL(`/api/console/${ALIAS}/orders`, browser.baseUrl), { headers })
  ).json()) as ListedOrder[]
  for (const order of orders.filter(picked)) {
    const action = ['reject', 'cancel'].find((a) => order.actions.includes(a))
    if (!action) continue
    const response = await fetch(
      new URL(`/api/console/${ALIAS}/orders/${order.id}/transition`, browser.baseUrl),
      { method: 'POST', headers, body: JSON.stringify({ action, reason: 'Fin del recorrido' }) },
    )
    if (!response.ok) throw new Error(`closing order ${order.id}: ${response.status}`)
  }
}
