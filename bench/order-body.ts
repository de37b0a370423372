// The order the load scripts send (bench/orders.ts, scripts/chaos.ts): built from the app's own answers and
// priced with the browser's rule, so the server accepts it as a diner's.
import { priceOrder } from '../domain/order-pricing'

interface Mode {
  id: number
  name: string
  paymentTypes: { id: number; paymentMethod: string }[]
}
interface Plate {
  id: number
  name: string
  price: number | null
  sizes: { id: number; name: string; price: number }[]
}

/** A take-away order of the demo's Palermo local (2 × Pizza Muzzarella Grande) paid in cash. */
export async function takeAwayOrder(base: string, customerName: string): Promise<Record<string, unknown>> {
  const json = async <T>(path: string) => {
    const response = await fetch(base + path)
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
    return (await response.json()) as T
  }
  const landing = await json<{ info: { id: number; deliveryConfig: { orderModes: Mode[] } } }>(
    '/api/diner/pizzeria-demo-palermo',
  )
  const mode = landing.info.deliveryConfig.orderModes.find((m) => m.name === 'take-away')
  if (!mode) throw new Error('the demo local has no take-away mode')
  const cash = mode.paymentTypes.find((p) => p.paymentMethod === 'CASH')
  const menu = await json<{ categories: { id: number; plates: Plate[] }[] }>(
    `/api/diner/pizzeria-demo-palermo/menu/${mode.id}`,
  )
  const category = menu.categories.find((c) => c.plates.some((p) => p.name === 'Pizza Muzzarella'))
  const plate = category?.plates.find((p) => p.name === 'Pizza Muzzarella')
  const size = plate?.sizes.find((s) => s.name === 'Grande')
  if (!category || !plate || !size || !cash) throw new Error('the demo menu lacks Pizza Muzzarella (Grande)')
  const fees = await json<{ userFee: number; percentageUserFee: number }>(`/api/ordermodes/${mode.id}/fees`)
  const items = [
    {
      referenceId: plate.id,
      referenceType: 'PLATE',
      name: `${plate.name} (${size.name})`,
      quantity: 2,
      price: size.price,
      priceWithoutModifiers: size.price,
      sizeId: size.id,
      categoryId: category.id,
      extras: [],
    },
  ]
  const { totals } = priceOrder({
    lines: items.map((i) => ({ ...i, menuDiscount: null })),
    generalDiscounts: [],
    generalSurcharges: [],
    paymentMethod: 'CASH',
    code: null,
    codeContext: { plateIds: [plate.id], categoryIds: [category.id], isFirstPurchase: true },
    loyaltyPoints: 0,
    serviceFee: fees,
    delivery: null,
  })
  return {
    items,
    type: 'TAKE_AWAY',
    price: totals.price,
    userServiceFee: totals.userServiceFee,
    paymentType: cash.id,
    branchContact: landing.info.id,
    orderModeId: mode.id,
    customerName,
    paysWith: totals.total,
    discounts: [],
    surcharges: [],
  }
}
