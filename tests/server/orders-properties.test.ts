import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkMaxQuantity } from '../../domain/cart'
import { type CodeDiscount, conditionFailure } from '../../domain/discount-code'
import { redemptionError } from '../../domain/loyalty'
import { amountBeforePoints, priceOrder } from '../../domain/order-pricing'
import { isBelowMinimum } from '../../domain/totals'
import { customer, dinerOrder, loyaltyAccount, loyaltyProgram } from '../../server/db/schema'
import type { PlateView } from '../../server/services/menu-content'
import { type DemoIds, demoIds, phoneProofCookies, SANTA_FE_3500, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

/**
 * For generated carts (sizes, extras, quantities, codes, points, delivery or take-away, cash or card) the
 * server's total is the domain's and any forged figure is refused. The suite runs ORDER_PROPERTY_RUNS carts
 * (default 150, a few seconds); the full 10,000 of the issue: ORDER_PROPERTY_RUNS=10000.
 */
const RUNS = Number(process.env.ORDER_PROPERTY_RUNS ?? 150)
const PHONE = '1155559999'

let t: TestApp
let ids: DemoIds
interface ModeData {
  modeId: number
  payments: Record<string, number>
  plates: { plate: PlateView; categoryId: number }[]
  discounts: { id: number; type: string; percentage: number | null; plates: number[] }[]
  fees: Schemas['OrderModeFees']
}
const modes: Record<'DELIVERY' | 'TAKE_AWAY', ModeData> = {} as never
const codes = new Map<string, CodeDiscount>()
let zone: Schemas['DeliveryOptions']
let programme: Schemas['LoyaltyProgram']
/** the phone's proof (issue 19): the carts spend its points */
let proof: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T
  for (const type of ['DELIVERY', 'TAKE_AWAY'] as const) {
    const mode = ids.modes[type] as DemoIds['modes'][string]
    const menu = await get<{
      categories: { id: number; plates: PlateView[] }[]
      discounts: ModeData['discounts']
    }>(`/api/diner/pizzeria-demo-palermo/menu/${mode.id}`)
    modes[type] = {
      modeId: mode.id,
      payments: mode.payments,
      plates: menu.categories.flatMap((c) => c.plates.map((plate) => ({ plate, categoryId: c.id }))),
      discounts: menu.discounts,
      fees: await get(`/api/ordermodes/${mode.id}/fees`),
    }
  }
  zone = await get(
    `/api/branch/${ids.pizzeria}/deliveryzones/fee?lat=${SANTA_FE_3500.lat}&lng=${SANTA_FE_3500.lng}`,
  )
  programme = await get(`/api/branch/${ids.pizzeria}/loyalty-program`)
  proof = await phoneProofCookies(t, ids.pizzeria, PHONE)
  // A customer with plenty of points and one past order, so points never run out and PRIMERA is not theirs.
  const [person] = await t.db
    .insert(customer)
    .values({ phoneKey: '+541155559999', name: 'Propiedades' })
    .returning()
  const [program] = await t.db.select({ id: loyaltyProgram.id }).from(loyaltyProgram)
  await t.db
    .insert(loyaltyAccount)
    .values({ programId: program?.id as number, customerId: person?.id as number, balance: 1_000_000_000 })
  for (const code of ['BIENVENIDA', 'MINIMO20', 'ENVIOGRATIS']) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/codediscounts/validate',
      payload: {
        code,
        paymentId: modes.DELIVERY.payments.CASH,
        phone: PHONE,
        orderDate: new Date().toISOString(),
        branchId: ids.pizzeria,
        branchContactId: ids.palermo,
      },
    })
    codes.set(code, answer.json() as CodeDiscount)
  }
}, 60_000)
afterAll(() => t?.close())

// A tiny seeded generator, so one generated seed decides a whole garnish selection.
function random(seed: number) {
  let a = seed >>> 0
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = a
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return (((x ^ (x >>> 14)) >>> 0) % Math.max(1, n)) as number
  }
}

function extrasFor(plate: PlateView, seed: number): Schemas['CartExtraGroup'][] {
  const pick = random(seed)
  const out: Schemas['CartExtraGroup'][] = []
  for (const group of plate.garnishGroups) {
    const offered = group.garnishes.filter((g) => g.visible)
    if (offered.length === 0) continue
    const chosen = new Map<number, number>()
    if (group.multipleSelection) {
      const low = group.mandatory ? Math.max(1, group.minGarnishAmount) : 0
      const total = low + pick(group.maxGarnishAmount - low + 1)
      for (let i = 0; i < total; i++) {
        const g = offered[pick(offered.length)] as (typeof offered)[number]
        chosen.set(g.id, (chosen.get(g.id) ?? 0) + 1)
      }
    } else if (group.mandatory || pick(2) === 1) {
      const g = offered[pick(offered.length)] as (typeof offered)[number]
      chosen.set(
        g.id,
        Math.max(1, group.minGarnishAmount) +
          pick(Math.max(1, group.maxGarnishAmount - Math.max(1, group.minGarnishAmount) + 1)),
      )
    }
    if (chosen.size === 0) continue
    out.push({
      groupId: group.id,
      groupName: group.name,
      groupItems: [...chosen].map(([id, quantity]) => {
        const g = offered.find((x) => x.id === id) as (typeof offered)[number]
        return { referenceId: id, referenceType: 'GARNISH' as const, name: g.name, price: g.price, quantity }
      }),
    })
  }
  return out
}

const cartArb = fc.record({
  mode: fc.constantFrom('DELIVERY' as const, 'TAKE_AWAY' as const),
  cash: fc.boolean(),
  lines: fc.array(
    fc.record({ plate: fc.nat(), size: fc.nat(), quantity: fc.integer({ min: 1, max: 4 }), seed: fc.nat() }),
    { minLength: 1, maxLength: 5 },
  ),
  code: fc.constantFrom(null, 'BIENVENIDA', 'MINIMO20', 'ENVIOGRATIS'),
  points: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 12_000 })),
  forge: fc.constantFrom('price', 'deliveryFee', 'userServiceFee', 'items[0].price', 'code'),
})

type Cart = typeof cartArb extends fc.Arbitrary<infer C> ? C : never

function orderOf(cart: Cart) {
  const data = modes[cart.mode]
  const items: Schemas['CartItem'][] = cart.lines.map((line) => {
    const { plate, categoryId } = data.plates[line.plate % data.plates.length] as ModeData['plates'][number]
    const size = plate.sizes.length > 0 ? plate.sizes[line.size % plate.sizes.length] : undefined
    const base = size ? size.price : (plate.price ?? 0)
    const extras = extrasFor(plate, line.seed)
    const price = base + extras.flatMap((g) => g.groupItems).reduce((s, x) => s + x.price * x.quantity, 0)
    return {
      referenceId: plate.id,
      referenceType: 'PLATE',
      name: plate.name,
      quantity: line.quantity,
      price,
      priceWithoutModifiers: base,
      sizeId: size?.id ?? null,
      categoryId,
      extras,
    }
  })
  const method = cart.cash ? 'CASH' : 'ONLINE_CARD'
  const code =
    cart.code && (cart.code !== 'ENVIOGRATIS' || cart.mode === 'DELIVERY')
      ? (codes.get(cart.code) ?? null)
      : null
  const delivery =
    cart.mode === 'DELIVERY'
      ? {
          fee: zone.deliveryFee ?? 0,
          cashFee: zone.cashDeliveryFee ?? null,
          freeDeliveryFrom: zone.freeDeliveryAmount ?? null,
        }
      : null
  const ruleOf = (plateId: number) => data.discounts.find((d) => d.plates.includes(plateId))
  const pricing = priceOrder({
    lines: items.map((i) => ({
      price: i.price,
      quantity: i.quantity,
      priceWithoutModifiers: i.priceWithoutModifiers ?? i.price,
      menuDiscount: (ruleOf(i.referenceId) ?? null) as never,
    })),
    generalDiscounts: [],
    generalSurcharges: [],
    paymentMethod: method,
    code,
    codeContext: {
      plateIds: items.map((i) => i.referenceId),
      categoryIds: items.map((i) => i.categoryId ?? 0),
      isFirstPurchase: false,
    },
    loyaltyPoints: cart.points,
    serviceFee: data.fees,
    delivery,
  })
  items.forEach((item, i) => {
    const rule = ruleOf(item.referenceId)
    const amount = pricing.lineDiscounts[i] ?? 0
    if (rule && amount > 0)
      item.discount = { type: rule.type as 'PERCENT', discountReferenceId: rule.id, amount }
  })
  // What the server must refuse, by the same domain rules.
  const totals = new Map<number, { n: number; max: number | null }>()
  cart.lines.forEach((line, i) => {
    const { plate } = data.plates[line.plate % data.plates.length] as ModeData['plates'][number]
    const entry = totals.get(plate.id) ?? { n: 0, max: plate.maxQuantity }
    entry.n += (items[i] as Schemas['CartItem']).quantity
    totals.set(plate.id, entry)
  })
  const refused =
    [...totals.values()].some((e) => checkMaxQuantity(e.n, e.max) !== null) ||
    (code !== null &&
      conditionFailure(code, {
        subtotal: pricing.totals.itemsSubtotal,
        deliveryFee: pricing.deliveryFeeBeforeCode,
        plateIds: items.map((i) => i.referenceId),
        categoryIds: items.map((i) => i.categoryId ?? 0),
        isFirstPurchase: false,
      }) !== undefined) ||
    redemptionError(programme, 1_000_000_000, amountBeforePoints(pricing), cart.points) !== undefined ||
    (cart.mode === 'DELIVERY' && isBelowMinimum(pricing.totals.itemsSubtotal, zone.minimumOrderAmount))
  const payload: Schemas['OrderCreate'] = {
    items,
    type: cart.mode,
    price: pricing.totals.price,
    userServiceFee: pricing.totals.userServiceFee,
    deliveryFee: pricing.totals.deliveryFee,
    paymentType: data.payments[method] as number,
    branchContact: ids.palermo,
    orderModeId: data.modeId,
    phone: PHONE,
    customerName: 'Propiedades',
    destination: cart.mode === 'DELIVERY' ? SANTA_FE_3500 : null,
    discounts: code
      ? [
          {
            name: code.code,
            type: code.type,
            value: code.value,
            amount: pricing.codeDiscount,
            code: code.code,
          },
        ]
      : [],
    surcharges: [],
    paysWith: cart.cash ? pricing.totals.total : null,
    loyaltyInfo: cart.points ? { redeemedPoints: cart.points } : null,
    optIn: true,
  }
  return { payload, total: pricing.totals.total, refused }
}

function forged(payload: Schemas['OrderCreate'], field: Cart['forge']): [Schemas['OrderCreate'], string] {
  switch (field) {
    case 'price':
      return [{ ...payload, price: payload.price + 1 }, 'price']
    case 'deliveryFee':
      return [{ ...payload, deliveryFee: (payload.deliveryFee ?? 0) + 1 }, 'deliveryFee']
    case 'userServiceFee':
      return [{ ...payload, userServiceFee: (payload.userServiceFee ?? 0) + 1 }, 'userServiceFee']
    case 'items[0].price':
      return [
        { ...payload, items: payload.items.map((i, n) => (n === 0 ? { ...i, price: i.price + 1 } : i)) },
        'items[0].price',
      ]
    case 'code': {
      const [first] = payload.discounts ?? []
      if (!first) return [{ ...payload, price: payload.price + 1 }, 'price']
      return [{ ...payload, discounts: [{ ...first, amount: first.amount + 1 }] }, 'discounts[0].amount']
    }
  }
}

async function orders() {
  const [row] = await t.db.select({ n: count() }).from(dinerOrder)
  return row?.n ?? 0
}

describe('createOrder properties', () => {
  it(`agrees with the domain total and refuses forged figures (${RUNS} carts)`, async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(cartArb, async (cart) => {
        const { payload, total, refused } = orderOf(cart)
        const before = await orders()
        const [bad, field] = forged(payload, cart.forge)
        const forgedAnswer = await t.app.inject({
          method: 'POST',
          url: '/api/order',
          payload: bad,
          cookies: proof,
        })
        expect(forgedAnswer.statusCode, forgedAnswer.body).toBe(422)
        if (!refused)
          expect((forgedAnswer.json() as Schemas['Problem']).errors?.map((e) => e.field)).toContain(field)
        expect(await orders()).toBe(before)

        const answer = await t.app.inject({ method: 'POST', url: '/api/order', payload, cookies: proof })
        if (refused) {
          expect(answer.statusCode, answer.body).toBe(422)
          expect(await orders()).toBe(before)
          return
        }
        expect(answer.statusCode, answer.body).toBe(201)
        const created = answer.json() as Schemas['OrderCreated']
        expect(created.total).toBe(total)
        const [stored] = await t.db
          .select({ total: dinerOrder.total })
          .from(dinerOrder)
          .where(eq(dinerOrder.id, created.id))
        expect(stored?.total).toBe(total)
        // a proof serves one order that spends points: the next cart asks for another code
        if (cart.points > 0) proof = await phoneProofCookies(t, ids.pizzeria, PHONE)
        accepted++
      }),
      { numRuns: RUNS },
    )
    // The generator must mostly build orders the server takes, or the property proves little.
    expect(accepted).toBeGreaterThan(RUNS / 4)
  }, 600_000)
})
