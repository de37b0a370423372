import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { components } from '../../../contract/schema'
import type { Database } from '../../../server/db/client'
import {
  branch,
  branchContact,
  garnish,
  garnishGroup,
  menuCategory,
  menuItem,
  orderMode,
  paymentType,
  plate,
  plateSize,
} from '../../../server/db/schema'
import { contractViolations } from './contract'
import type { TestApp } from './test-app'

export type Schemas = components['schemas']
export type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>

/** The demo tenant's ids an ordering test needs. */
export interface DemoIds {
  pizzeria: number
  palermo: number
  belgrano: number
  centro: number
  /** Palermo's modes by type, and their payment types by method */
  modes: Record<string, { id: number; payments: Record<string, number> }>
  belgranoModes: Record<string, { id: number; payments: Record<string, number> }>
}

export async function demoIds(db: Database): Promise<DemoIds> {
  const [pizzeria] = await db.select({ id: branch.id }).from(branch).where(eq(branch.alias, 'pizzeria-demo'))
  const contacts = new Map(
    (await db.select({ id: branchContact.id, alias: branchContact.alias }).from(branchContact)).map((r) => [
      r.alias,
      r.id,
    ]),
  )
  const modesOf = async (contactId: number) => {
    const rows = await db
      .select({
        id: orderMode.id,
        type: orderMode.type,
        paymentId: paymentType.id,
        method: paymentType.paymentMethod,
      })
      .from(orderMode)
      .innerJoin(paymentType, eq(paymentType.orderModeId, orderMode.id))
      .where(eq(orderMode.branchContactId, contactId))
    const out: DemoIds['modes'] = {}
    for (const r of rows) {
      out[r.type] ??= { id: r.id, payments: {} }
      ;(out[r.type] as { payments: Record<string, number> }).payments[r.method] = r.paymentId
    }
    return out
  }
  const palermo = contacts.get('pizzeria-demo-palermo') ?? 0
  const belgrano = contacts.get('pizzeria-demo-belgrano') ?? 0
  return {
    pizzeria: pizzeria?.id ?? 0,
    palermo,
    belgrano,
    centro: contacts.get('cafe-demo-centro') ?? 0,
    modes: await modesOf(palermo),
    belgranoModes: await modesOf(belgrano),
  }
}

/** A plate of the pizzeria as the menu lists it in one mode's menu: ids, sizes, garnishes, category. */
export interface MenuPlate {
  id: number
  name: string
  price: number | null
  categoryId: number
  categoryName: string
  sizes: { id: number; name: string; price: number }[]
  groups: {
    id: number
    name: string
    min: number
    max: number
    multiple: boolean
    mandatory: boolean
    garnishes: { id: number; name: string; price: number }[]
  }[]
}

export async function menuPlate(db: Database, orderModeId: number, name: string): Promise<MenuPlate> {
  const [row] = await db
    .select({
      id: plate.id,
      name: plate.name,
      price: plate.price,
      override: menuItem.priceOverride,
      categoryId: menuCategory.id,
      categoryName: menuCategory.name,
    })
    .from(orderMode)
    .innerJoin(menuCategory, eq(menuCategory.menuId, orderMode.menuId))
    .innerJoin(menuItem, eq(menuItem.categoryId, menuCategory.id))
    .innerJoin(plate, eq(plate.id, menuItem.plateId))
    .where(and(eq(orderMode.id, orderModeId), eq(plate.name, name)))
  if (!row) throw new Error(`no plate ${name} in mode ${orderModeId}`)
  const sizes = await db
    .select({ id: plateSize.id, name: plateSize.name, price: plateSize.price })
    .from(plateSize)
    .where(eq(plateSize.plateId, row.id))
  const groups = await db.select().from(garnishGroup).where(eq(garnishGroup.plateId, row.id))
  const garnishes = groups.length ? await db.select().from(garnish) : []
  return {
    id: row.id,
    name: row.name,
    price: row.override ?? row.price,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    sizes,
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.minGarnishAmount,
      max: g.maxGarnishAmount,
      multiple: g.multipleSelection,
      mandatory: g.mandatory,
      garnishes: garnishes
        .filter((x) => x.garnishGroupId === g.id)
        .map((x) => ({ id: x.id, name: x.name, price: x.price })),
    })),
  }
}

export function ok<T>(response: InjectResponse, schema?: string, status = 200): T {
  expect(response.statusCode, response.body).toBe(status)
  const body = response.json() as T
  if (schema) expect(contractViolations(schema, body)).toEqual([])
  return body
}

export function problem(response: InjectResponse, status: number): Schemas['Problem'] {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  const body = response.json() as Schemas['Problem']
  expect(body.status).toBe(status)
  return body
}

// ───────────────────────── building an order as the browser does ─────────────────────────

import type { CodeDiscount } from '../../../domain/discount-code'
import { type Adjustment, priceOrder } from '../../../domain/order-pricing'

export interface LineSpec {
  plate: string
  size?: string
  /** group name → garnish name → quantity */
  garnishes?: Record<string, Record<string, number>>
  quantity?: number
  notes?: string
}

export interface OrderSpec {
  mode: 'DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE'
  local?: 'palermo' | 'belgrano'
  lines: LineSpec[]
  payment?: 'CASH' | 'ONLINE_CARD' | 'PAYMENT_LINK'
  phone?: string
  code?: string
  points?: number
  destination?: Schemas['UserLocation']
  tableUid?: string
  email?: string
  /** cash: how much more than the total the diner pays with */
  change?: number
  extra?: Partial<Schemas['OrderCreate']>
}

export const SANTA_FE_3500: Schemas['UserLocation'] = {
  street: 'Av. Santa Fe',
  number: '3500',
  city: 'CABA',
  fullAddress: 'Av. Santa Fe 3500',
  lat: -34.5866,
  lng: -58.4136,
}

/**
 * The order payload the checkout would send: prices from the menu, fees, general adjustments and the
 * code from the API, every figure from domain/order-pricing.
 */
export async function buildOrder(
  t: TestApp,
  ids: DemoIds,
  spec: OrderSpec,
): Promise<{ payload: Schemas['OrderCreate']; total: number; pricing: ReturnType<typeof priceOrder> }> {
  const local = spec.local ?? 'palermo'
  const modes = local === 'palermo' ? ids.modes : ids.belgranoModes
  const contactId = local === 'palermo' ? ids.palermo : ids.belgrano
  const mode = modes[spec.mode]
  if (!mode) throw new Error(`no mode ${spec.mode}`)
  const method = spec.payment ?? 'CASH'
  const paymentId = mode.payments[method] as number
  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T

  const items: Schemas['CartItem'][] = []
  for (const line of spec.lines) {
    const p = await menuPlate(t.db, mode.id, line.plate)
    const size = line.size ? p.sizes.find((s) => s.name === line.size) : undefined
    const base = size ? size.price : (p.price ?? 0)
    const extras: Schemas['CartExtraGroup'][] = Object.entries(line.garnishes ?? {}).map(
      ([groupName, chosen]) => {
        const g = p.groups.find((x) => x.name === groupName)
        if (!g) throw new Error(`no group ${groupName}`)
        return {
          groupId: g.id,
          groupName: g.name,
          minGarnishAmount: g.min,
          maxGarnishAmount: g.max,
          multipleSelection: g.multiple,
          mandatory: g.mandatory,
          groupItems: Object.entries(chosen).map(([name, quantity]) => {
            const x = g.garnishes.find((y) => y.name === name)
            if (!x) throw new Error(`no garnish ${name}`)
            return {
              referenceId: x.id,
              referenceType: 'GARNISH' as const,
              name: x.name,
              price: x.price,
              quantity,
            }
          }),
        }
      },
    )
    const price = base + extras.flatMap((g) => g.groupItems).reduce((s, x) => s + x.price * x.quantity, 0)
    items.push({
      referenceId: p.id,
      referenceType: 'PLATE',
      name: size ? `${p.name} (${size.name})` : p.name,
      notes: line.notes ?? null,
      quantity: line.quantity ?? 1,
      price,
      originalPrice: price,
      priceWithoutModifiers: base,
      sizeId: size?.id ?? null,
      categoryId: p.categoryId,
      categoryShowName: p.categoryName,
      extras,
    })
  }

  const menu = await get<{
    discounts: { id: number; type: string; percentage: number | null; plates: number[] }[]
  }>(`/api/diner/${contactId}/menu/${mode.id}`)
  const fees = await get<Schemas['OrderModeFees']>(`/api/ordermodes/${mode.id}/fees`)
  const discounts = await get<Adjustment[]>(`/api/ordermodes/${mode.id}/generaldiscounts`)
  const surcharges = await get<Adjustment[]>(`/api/ordermodes/${mode.id}/generalsurcharges`)
  let delivery = null
  const destination = spec.mode === 'DELIVERY' ? (spec.destination ?? SANTA_FE_3500) : null
  if (destination) {
    const options = await get<Schemas['DeliveryOptions']>(
      `/api/branch/${ids.pizzeria}/deliveryzones/fee?lat=${destination.lat}&lng=${destination.lng}&branchContactId=${contactId}`,
    )
    if (options.inZone)
      delivery = {
        fee: options.deliveryFee ?? 0,
        cashFee: options.cashDeliveryFee ?? null,
        freeDeliveryFrom: options.freeDeliveryAmount ?? null,
      }
  }
  let code: CodeDiscount | null = null
  if (spec.code) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/codediscounts/validate',
      payload: {
        code: spec.code,
        paymentId,
        phone: spec.phone ?? '1155550099',
        orderDate: new Date().toISOString(),
        branchId: ids.pizzeria,
        branchContactId: contactId,
      },
    })
    if (answer.statusCode === 200) code = answer.json() as CodeDiscount
  }
  const pricing = priceOrder({
    lines: items.map((i) => {
      const rule = menu.discounts.find((d) => d.plates.includes(i.referenceId))
      return {
        price: i.price,
        quantity: i.quantity,
        priceWithoutModifiers: i.priceWithoutModifiers ?? i.price,
        menuDiscount: rule ? ({ ...rule } as never) : null,
      }
    }),
    generalDiscounts: discounts,
    generalSurcharges: surcharges,
    paymentMethod: method,
    code,
    codeContext: {
      plateIds: items.map((i) => i.referenceId),
      categoryIds: items.map((i) => i.categoryId ?? 0),
      isFirstPurchase: true,
    },
    loyaltyPoints: spec.points ?? 0,
    serviceFee: fees,
    delivery,
  })
  items.forEach((item, index) => {
    const amount = pricing.lineDiscounts[index] ?? 0
    const rule = menu.discounts.find((d) => d.plates.includes(item.referenceId))
    if (amount > 0 && rule)
      item.discount = { type: rule.type as 'PERCENT', discountReferenceId: rule.id, amount }
  })
  const discountLines: Schemas['DiscountLine'][] = pricing.discountLines.map((l) => ({
    name: l.name,
    type: l.type,
    value: l.value,
    amount: l.amount,
    discountReferenceId: l.referenceId,
  }))
  if (code)
    discountLines.push({
      name: code.code,
      type: code.type,
      value: code.value,
      amount: pricing.codeDiscount,
      discountReferenceId: code.id,
      code: code.code,
    })
  const total = pricing.totals.total
  const payload: Schemas['OrderCreate'] = {
    items,
    type: spec.mode,
    price: pricing.totals.price,
    userServiceFee: pricing.totals.userServiceFee,
    deliveryFee: pricing.totals.deliveryFee,
    paymentType: paymentId,
    branchContact: contactId,
    orderModeId: mode.id,
    source: 'DIRECT',
    phone: spec.phone ?? null,
    customerName: spec.phone ? 'Cliente Demo' : 'Diner',
    customerEmail: spec.email ?? null,
    discounts: discountLines,
    surcharges: pricing.surchargeLines.map((l) => ({
      name: l.name,
      type: l.type,
      value: l.value,
      amount: l.amount,
      surchargeReferenceId: l.referenceId,
    })),
    destination,
    tableUid: spec.tableUid ?? null,
    paysWith: method === 'CASH' ? total + (spec.change ?? 0) : null,
    loyaltyInfo: spec.points ? { redeemedPoints: spec.points } : null,
    scheduled: false,
    optIn: true,
    ...spec.extra,
  }
  return { payload, total, pricing }
}

/**
 * The phone_proof cookie spending points asks for (issue 19): a code from the built-in messaging sandbox,
 * which answers it, confirmed as a diner would type it.
 */
let proofClients = 0
export async function phoneProofCookies(
  t: TestApp,
  branchId: number,
  phone: string,
): Promise<Record<string, string>> {
  // each from its own address, so the per-address check limit never comes into a test that asks often
  proofClients += 1
  const remoteAddress = `10.99.${Math.floor(proofClients / 250) % 250}.${proofClients % 250}`
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/branch/${branchId}/phone-code`,
    payload: { phone },
  })
  const { sandboxCode } = ok<Schemas['PhoneCodeSent']>(sent, 'PhoneCodeSent', 201)
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/branch/${branchId}/phone-code/confirm`,
    payload: { phone, code: sandboxCode },
    remoteAddress,
  })
  const cookie = confirmed.cookies.find((c) => c.name === 'phone_proof')
  if (!cookie) throw new Error(`no phone_proof cookie: ${confirmed.body}`)
  return { phone_proof: cookie.value }
}
