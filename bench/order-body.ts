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

/** What a take-away order asks for: a plate of a local's take-away menu, in a size when it has sizes. */
export interface TakeAwayPick {
  alias: string
  plate: string
  size?: string
}

const palermoMuzzarella: TakeAwayPick = {
  alias: 'pizzeria-demo-palermo',
  plate: 'Pizza Muzzarella',
  size: 'Grande',
}

/**
 * A take-away order paid in cash: by default of the demo's Palermo local (2 × Pizza Muzzarella Grande);
 * bench/console.ts asks for other locals' plates.
 */
export async function takeAwayOrder(
  base: string,
  customerName: string,
  pick: TakeAwayPick = palermoMuzzarella,
): Promise<Record<string, unknown>> {
  const json = async <T>(path: string) => {
    const response = await fetch(base + path)
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
    return (await response.json()) as T
  }
  const landing = await json<{ info: { id: number; deliveryConfig: { orderModes: Mode[] } } }>(
    `/api/diner/${pick.alias}`,
  )
  const mode = landing.info.deliveryConfig.orderModes.find((m) => m.name === 'take-away')
  if (!mode) throw new Error(`${pick.alias} has no take-away mode`)
  const cash = mode.paymentTypes.find((p) => p.paymentMethod === 'CASH')
  const menu = await json<{ categories: { id: number; plates: Plate[] }[] }>(
    `/api/diner/${pick.alias}/menu/${mode.id}`,
  )
  const category = menu.categories.find((c) => c.plates.some((p) => p.name === pick.plate))
  const plate = category?.plates.find((p) => p.name === pick.plate)
  const size = pick.size === undefined ? undefined : plate?.sizes.find((s) => s.name === pick.size)
  const price = pick.size === undefined ? plate?.price : size?.price
  if (!category || !plate || price == null || !cash)
    throw new Error(`the menu of ${pick.alias} lacks ${pick.plate}${pick.size ? ` (${pick.size})` : ''}`)
  const fees = await json<{ userFee: number; percentageUserFee: number }>(`/api/ordermodes/${mode.id}/fees`)
  const items = [
    {
      referenceId: plate.id,
      referenceType: 'PLATE',
      name: size ? `${plate.name} (${size.name})` : plate.name,
      quantity: 2,
      price,
      priceWithoutModifiers: price,
      ...(size ? { sizeId: size.id } : {}),
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
