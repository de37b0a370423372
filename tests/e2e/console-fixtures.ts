import type { components } from '../../contract/schema'
import { type Adjustment, type MenuDiscountRule, priceOrder } from '../../domain/order-pricing'

type Schemas = components['schemas']
/** Where the API is: a suite's browser (chromiumPerFile), a server of its own, or a bench's. */
type Server = { baseUrl: string }

export const ALIAS = 'pizzeria-demo-palermo'
const SANTA_FE_3500 = {
  street: 'Av. Santa Fe',
  number: '3500',
  city: 'CABA',
  fullAddress: 'Av. Santa Fe 3500',
  lat: -34.5866,
  lng: -58.4136,
}

// The suites' one way into the API for setting a scene: reads, orders placed as the checkout would,
// the staff's sign-in and the console's transitions (console, counter board, payments, benches).
export async function getJson<T>(server: Server, path: string): Promise<T> {
  const response = await fetch(new URL(path, server.baseUrl))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

export interface ApiOrder {
  type: 'DELIVERY' | 'TAKE_AWAY' | 'SELF_SERVICE'
  payment: 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK'
  customer: { name: string; phone: string | null }
  /** a plate sold whole, and how many; one Pizza Muzzarella 'Grande' when not given */
  other?: { plate: string; quantity: number }
  notes?: string | null
}

/**
 * An order at Palermo priced as the checkout prices it (the plate's menu discount, the mode's general
 * discounts, surcharges and fees, a delivery's fee to Av. Santa Fe 3500); cash pays the exact total.
 */
export async function placeApiOrder(
  server: Server,
  spec: ApiOrder,
): Promise<Schemas['OrderCreated'] & { displayNumber: number }> {
  const contact = await getJson<Schemas['BranchContact']>(server, `/api/diner/branchcontacts/${ALIAS}`)
  const mode = contact.deliveryConfig.orderModes.find((m) => m.type === spec.type)
  const payment = mode?.paymentTypes?.find((p) => p.paymentMethod === spec.payment)
  if (!mode || !payment) throw new Error(`no ${spec.type} mode paid by ${spec.payment}`)
  const menu = await getJson<Schemas['Menu']>(server, `/api/diner/${ALIAS}/menu/${mode.id}`)
  const plates = menu.categories.flatMap((c) => c.plates)
  const plate = plates.find((p) => p.showName === (spec.other?.plate ?? 'Pizza Muzzarella'))
  const size = spec.other ? null : plate?.sizes?.find((s) => s.name === 'Grande')
  const price = size ? size.price : (plate?.price ?? null)
  if (!plate || price === null)
    throw new Error(`${spec.other?.plate ?? 'Pizza Muzzarella Grande'} is not on the menu`)
  const quantity = spec.other?.quantity ?? 1
  const rule = menu.discounts.find((d) => d.plates.includes(plate.id)) ?? null
  const fees = await getJson<Schemas['OrderModeFees']>(server, `/api/ordermodes/${mode.id}/fees`)
  const discounts = await getJson<Adjustment[]>(server, `/api/ordermodes/${mode.id}/generaldiscounts`)
  const surcharges = await getJson<Adjustment[]>(server, `/api/ordermodes/${mode.id}/generalsurcharges`)
  const delivery = spec.type === 'DELIVERY'
  const zone = delivery
    ? await getJson<Schemas['DeliveryOptions']>(
        server,
        `/api/branch/${contact.branch.id}/deliveryzones/fee?lat=${SANTA_FE_3500.lat}&lng=${SANTA_FE_3500.lng}&branchContactId=${contact.id}`,
      )
    : null
  const pricing = priceOrder({
    lines: [{ price, quantity, priceWithoutModifiers: price, menuDiscount: rule as MenuDiscountRule | null }],
    generalDiscounts: discounts,
    generalSurcharges: surcharges,
    paymentMethod: spec.payment,
    code: null,
    codeContext: { plateIds: [plate.id], categoryIds: [], isFirstPurchase: true },
    loyaltyPoints: 0,
    serviceFee: fees,
    delivery: zone
      ? {
          fee: zone.deliveryFee ?? 0,
          cashFee: zone.cashDeliveryFee ?? null,
          freeDeliveryFrom: zone.freeDeliveryAmount ?? null,
        }
      : null,
  })
  const body: Schemas['OrderCreate'] = {
    items: [
      {
        referenceId: plate.id,
        referenceType: 'PLATE',
        name: size ? `${plate.showName} (${size.name})` : plate.showName,
        notes: spec.notes ?? null,
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
    type: spec.type,
    price: pricing.totals.price,
    userServiceFee: pricing.totals.userServiceFee,
    deliveryFee: pricing.totals.deliveryFee,
    paymentType: payment.id,
    branchContact: contact.id,
    orderModeId: mode.id,
    source: 'DIRECT',
    phone: spec.customer.phone,
    customerName: spec.customer.name,
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
    destination: delivery ? SANTA_FE_3500 : null,
    tableUid: null,
    paysWith: spec.payment === 'CASH' ? pricing.totals.total : null,
    loyaltyInfo: null,
    scheduled: false,
    optIn: true,
  }
  const response = await fetch(new URL('/api/order', server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status !== 201) throw new Error(`POST /api/order: ${response.status} ${await response.text()}`)
  const created = (await response.json()) as Schemas['OrderCreated']
  if (created.displayNumber === undefined) throw new Error('the order came back without its number')
  return { ...created, displayNumber: created.displayNumber }
}

/** A delivery order paid cash: one Pizza Muzzarella 'Grande' unless another plate sold whole is named. */
export const placeDeliveryOrder = (
  server: Server,
  customerName: string,
  other?: { plate: string; quantity: number },
) =>
  placeApiOrder(server, {
    type: 'DELIVERY',
    payment: 'CASH',
    customer: { name: customerName, phone: '1155550123' },
    notes: 'Bien cocida',
    ...(other ? { other } : {}),
  })

/** A counter order (take-away or kiosk) paid cash: one Pizza Muzzarella 'Grande'. */
export const placeCounterOrder = (
  server: Server,
  type: 'TAKE_AWAY' | 'SELF_SERVICE',
  customer: { name: string; phone: string | null },
) => placeApiOrder(server, { type, payment: 'CASH', customer })

/** A take-away order paid online and left unpaid, as the checkout places it before the card or the link. */
export const placeOnlineOrder = (
  server: Server,
  method: 'ONLINE_CARD' | 'PAYMENT_LINK',
  customerName: string,
) =>
  placeApiOrder(server, {
    type: 'TAKE_AWAY',
    payment: method,
    customer: { name: customerName, phone: '1155550124' },
  })

/** The demo local's staff member signed in through the API: the session cookie. */
export async function staffCookie(server: Server): Promise<string> {
  const response = await fetch(new URL(`/api/console/${ALIAS}/session`, server.baseUrl), {
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

/** A console transition by the order's id, as another console's button would send it. */
export async function consoleTransition(
  server: Server,
  orderId: number,
  body: Record<string, unknown>,
  cookie?: string,
) {
  const response = await fetch(
    new URL(`/api/console/${ALIAS}/orders/${orderId}/transition`, server.baseUrl),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie ?? (await staffCookie(server)) },
      body: JSON.stringify(body),
    },
  )
  if (!response.ok)
    throw new Error(`${String(body.action)} order ${orderId}: ${response.status} ${await response.text()}`)
}

/** Staff move an order on from another console, found by its code in the console's list. */
export async function staffTransition(server: Server, code: string, body: Record<string, unknown>) {
  const cookie = await staffCookie(server)
  const orders = (await (
    await fetch(new URL(`/api/console/${ALIAS}/orders`, server.baseUrl), { headers: { cookie } })
  ).json()) as { id: number; code: string }[]
  const order = orders.find((o) => o.code === code)
  if (!order) throw new Error(`the console does not list order ${code}`)
  await consoleTransition(server, order.id, body, cookie)
}

/** A delivery order placed, accepted and marked ready through the API: one the stacking panel offers. */
export async function readyDeliveryOrder(server: Server, customerName: string) {
  const order = await placeDeliveryOrder(server, customerName)
  await staffTransition(server, order.code, { action: 'accept', etaMinutes: 20 })
  await staffTransition(server, order.code, { action: 'ready' })
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
export async function closeOpenOrders(browser: Server, picked: (order: ListedOrder) => boolean) {
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
