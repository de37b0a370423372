import type { components } from '../../contract/schema'
import { type Adjustment, type MenuDiscountRule, priceOrder } from '../../domain/order-pricing'
import type { chromiumPerFile } from './browser'
import { ALIAS, getJson, staffCookie } from './console-fixtures'

type Schemas = components['schemas']
type Browser = ReturnType<typeof chromiumPerFile>

/**
 * A counter order (take-away or kiosk) paid cash, priced as the checkout prices it: one Pizza Muzzarella
 * 'Grande' with the mode's own discounts and fees.
 */
export async function placeCounterOrder(
  browser: Browser,
  type: 'TAKE_AWAY' | 'SELF_SERVICE',
  customer: { name: string; phone: string | null },
): Promise<Schemas['OrderCreated'] & { displayNumber: number }> {
  const contact = await getJson<Schemas['BranchContact']>(browser, `/api/diner/branchcontacts/${ALIAS}`)
  const mode = contact.deliveryConfig.orderModes.find((m) => m.type === type)
  const cash = mode?.paymentTypes?.find((p) => p.paymentMethod === 'CASH')
  if (!mode || !cash) throw new Error(`no cash ${type} mode`)
  const menu = await getJson<Schemas['Menu']>(browser, `/api/diner/${ALIAS}/menu/${mode.id}`)
  const plate = menu.categories.flatMap((c) => c.plates).find((p) => p.showName === 'Pizza Muzzarella')
  const size = plate?.sizes?.find((s) => s.name === 'Grande')
  if (!plate || !size) throw new Error('Pizza Muzzarella Grande is not on the menu')
  const rule = menu.discounts.find((d) => d.plates.includes(plate.id)) ?? null
  const fees = await getJson<Schemas['OrderModeFees']>(browser, `/api/ordermodes/${mode.id}/fees`)
  const discounts = await getJson<Adjustment[]>(browser, `/api/ordermodes/${mode.id}/generaldiscounts`)
  const surcharges = await getJson<Adjustment[]>(browser, `/api/ordermodes/${mode.id}/generalsurcharges`)
  const price = size.price
  const pricing = priceOrder({
    lines: [
      { price, quantity: 1, priceWithoutModifiers: price, menuDiscount: rule as MenuDiscountRule | null },
    ],
    generalDiscounts: discounts,
    generalSurcharges: surcharges,
    paymentMethod: 'CASH',
    code: null,
    codeContext: { plateIds: [plate.id], categoryIds: [], isFirstPurchase: true },
    loyaltyPoints: 0,
    serviceFee: fees,
    delivery: null,
  })
  const body: Schemas['OrderCreate'] = {
    items: [
      {
        referenceId: plate.id,
        referenceType: 'PLATE',
        name: `${plate.showName} (${size.name})`,
        notes: null,
        quantity: 1,
        price,
        originalPrice: price,
        priceWithoutModifiers: price,
        sizeId: size.id,
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
    type,
    price: pricing.totals.price,
    userServiceFee: pricing.totals.userServiceFee,
    deliveryFee: pricing.totals.deliveryFee,
    paymentType: cash.id,
    branchContact: contact.id,
    orderModeId: mode.id,
    source: 'DIRECT',
    phone: customer.phone,
    customerName: customer.name,
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
    destination: null,
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
  const created = (await response.json()) as Schemas['OrderCreated']
  if (created.displayNumber === undefined) throw new Error('the order came back without its number')
  return { ...created, displayNumber: created.displayNumber }
}

/** A console transition by the order's id, as another console's button would send it. */
export async function consoleTransition(browser: Browser, orderId: number, body: Record<string, unknown>) {
  const response = await fetch(
    new URL(`/api/console/${ALIAS}/orders/${orderId}/transition`, browser.baseUrl),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await staffCookie(browser) },
      body: JSON.stringify(body),
    },
  )
  if (!response.ok) throw new Error(`${String(body.action)} order ${orderId}: ${response.status}`)
}
