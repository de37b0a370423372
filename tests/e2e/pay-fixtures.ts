import type { components } from '../../contract/schema'
import { type Adjustment, type MenuDiscountRule, priceOrder } from '../../domain/order-pricing'
import { ALIAS, getJson } from './console-fixtures'

type Schemas = components['schemas']

/**
 * A take-away order at Palermo paid online and left unpaid, as the checkout places it before the card or
 * the link (issue 32): one Pizza Muzzarella 'Grande', priced as the checkout prices it.
 */
export async function placeOnlineOrder(
  baseUrl: string,
  method: 'ONLINE_CARD' | 'PAYMENT_LINK',
  customerName: string,
): Promise<Schemas['OrderCreated']> {
  const browser = { baseUrl } as Parameters<typeof getJson>[0]
  const contact = await getJson<Schemas['BranchContact']>(browser, `/api/diner/branchcontacts/${ALIAS}`)
  const mode = contact.deliveryConfig.orderModes.find((m) => m.type === 'TAKE_AWAY')
  const payment = mode?.paymentTypes?.find((p) => p.paymentMethod === method)
  if (!mode || !payment) throw new Error(`no take-away mode paid by ${method}`)
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
    paymentMethod: method,
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
    type: 'TAKE_AWAY',
    price: pricing.totals.price,
    userServiceFee: pricing.totals.userServiceFee,
    deliveryFee: pricing.totals.deliveryFee,
    paymentType: payment.id,
    branchContact: contact.id,
    orderModeId: mode.id,
    source: 'DIRECT',
    phone: '1155550124',
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
    destination: null,
    tableUid: null,
    paysWith: null,
    loyaltyInfo: null,
    scheduled: false,
    optIn: true,
  }
  const response = await fetch(new URL('/api/order', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status !== 201) throw new Error(`POST /api/order: ${response.status} ${await response.text()}`)
  return (await response.json()) as Schemas['OrderCreated']
}
