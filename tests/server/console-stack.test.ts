import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branchContact, dinerOrder, logisticsOrder, shipment, shipmentStack } from '../../server/db/schema'
import {
  type Cookies,
  followUpOf,
  listBoard,
  placeOrder,
  readyOrder,
  stackOrders,
  staffOf,
  transition,
} from './helpers/console'
import { type DemoIds, demoIds, ok, problem, type Schemas } from './helpers/ordering'
import { bearer, riderOnShift } from './helpers/riders'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds
let palermo: Cookies

const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'
const muzza = { plate: 'Pizza Muzzarella', size: 'Grande' }

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
  palermo = await staffOf(t, PALERMO, 'palermo1234')
})
afterAll(() => t?.close())

const readyDelivery = async () => {
  const order = await placeOrder(t, ids, { mode: 'DELIVERY', lines: [muzza] })
  await readyOrder(t, PALERMO, order.id, palermo)
  return order
}

const dispatchedAt = async (orderIds: number[]) =>
  (await t.db.select().from(dinerOrder).where(inArray(dinerOrder.id, orderIds))).map((o) => o.dispatchedAt)

type RiderStack = { id: number; status: string; shipments: Schemas['Shipment'][] }

async function ridersStacks(): Promise<RiderStack[]> {
  const rider = await riderOnShift(t, ids.palermo)
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/shipmentstacks?status=LOOKING_FOR_DRIVER&delivery_provider_name=OWN_FLEET',
    headers: bearer(rider.token),
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json() as { stacks: RiderStack[] }).stacks
}

describe('stacking ready delivery orders from the console', () => {
  it('groups two ready orders into one own-fleet stack with a return trip that the riders see', async () => {
    const first = await readyDelivery()
    const second = await readyDelivery()
    const stack = ok<Schemas['ConsoleStack']>(
      await stackOrders(t, PALERMO, { orderIds: [second.id, first.id], returnTrip: true }, palermo),
      'ConsoleStack',
      201,
    )
    expect(stack.returnTrip).toBe(true)
    expect(stack.orders.map((o) => [o.id, o.column, o.actions])).toEqual([
      // a dispatched order can only be closed or cancelled by hand (with a reason)
      [second.id, 'dispatched', ['deliver', 'cancel']],
      [first.id, 'dispatched', ['deliver', 'cancel']],
    ])

    const [row] = await t.db.select().from(shipmentStack).where(eq(shipmentStack.id, stack.id))
    expect(row).toMatchObject({ status: 'LOOKING_FOR_DRIVER', providerName: 'OWN_FLEET', riderId: null })
    const shipments = await t.db
      .select({ s: shipment, code: logisticsOrder.orderCode, orderId: logisticsOrder.orderId })
      .from(shipment)
      .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
      .where(eq(shipment.stackId, stack.id))
      .orderBy(asc(shipment.stackingOrder))
    // In the order staff picked them; the last drop-off carries the way back.
    expect(shipments.map((r) => [r.orderId, r.s.stackingOrder, r.s.returnShipment, r.s.status])).toEqual([
      [second.id, 0, false, 'LOOKING_FOR_DRIVER'],
      [first.id, 1, true, 'LOOKING_FOR_DRIVER'],
    ])

    const offered = (await ridersStacks()).find((s) => s.id === stack.id)
    expect(offered?.shipments.map((s) => s.logisticsOrder?.orderCode)).toEqual([second.code, first.code])

    // Each diner's follow-up now carries its logistics order, and tracking answers for the order.
    const followUp = await followUpOf(t, PALERMO, first.code)
    const [logistics] = await t.db.select().from(logisticsOrder).where(eq(logisticsOrder.orderId, first.id))
    expect(followUp).toMatchObject({ logisticsOrderId: logistics?.id, returnShipment: true })
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/logisticsorder/tracking/${PALERMO}/${first.code}`,
    })
    expect(tracking.statusCode, tracking.body).toBe(200)
    expect(tracking.json()).toMatchObject({ status: 'LOOKING_FOR_DRIVER', orderCode: first.code })
  })

  it('stacks without a return trip by default', async () => {
    const a = await readyDelivery()
    const b = await readyDelivery()
    const stack = ok<Schemas['ConsoleStack']>(
      await stackOrders(t, PALERMO, { orderIds: [a.id, b.id] }, palermo),
      'ConsoleStack',
      201,
    )
    expect(stack.returnTrip).toBe(false)
    const rows = await t.db.select().from(shipment).where(eq(shipment.stackId, stack.id))
    expect(rows.map((r) => r.returnShipment)).toEqual([false, false])
  })

  it('refuses with 409 and the reason an order not ready, not delivery or already dispatched; writes nothing', async () => {
    const ready = await readyDelivery()
    const accepted = await placeOrder(t, ids, { mode: 'DELIVERY', lines: [muzza] })
    ok(await transition(t, PALERMO, accepted.id, { action: 'accept', etaMinutes: 10 }, palermo))
    const takeAway = await placeOrder(t, ids, { mode: 'TAKE_AWAY', lines: [muzza] })
    await readyOrder(t, PALERMO, takeAway.id, palermo)
    const alone = await readyDelivery()
    ok(await transition(t, PALERMO, alone.id, { action: 'dispatch' }, palermo))
    const stacksBefore = (await t.db.select().from(shipmentStack)).length

    const number = async (id: number) =>
      (await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, id)))[0]?.displayNumber
    const cases: [number, string][] = [
      [accepted.id, `El pedido N.º ${await number(accepted.id)} todavía no está listo`],
      [takeAway.id, `El pedido N.º ${await number(takeAway.id)} no es de delivery`],
      [alone.id, `El pedido N.º ${await number(alone.id)} ya fue despachado`],
    ]
    for (const [other, reason] of cases) {
      const refused = problem(await stackOrders(t, PALERMO, { orderIds: [ready.id, other] }, palermo), 409)
      expect(refused.detail).toBe(reason)
    }
    expect(await dispatchedAt([ready.id, accepted.id, takeAway.id])).toEqual([null, null, null])
    expect(await t.db.select().from(shipmentStack)).toHaveLength(stacksBefore)
  })

  it('refuses a stack of one or a repeated order (400), another local’s order (404) and no session (401)', async () => {
    const a = await readyDelivery()
    const b = await readyDelivery()
    problem(await stackOrders(t, PALERMO, { orderIds: [a.id] }, palermo), 400)
    problem(await stackOrders(t, PALERMO, { orderIds: [a.id, a.id] }, palermo), 400)
    problem(await stackOrders(t, PALERMO, { orderIds: [a.id, b.id] }), 401)

    const belgrano = await staffOf(t, BELGRANO, 'belgrano1234')
    problem(await stackOrders(t, PALERMO, { orderIds: [a.id, b.id] }, belgrano), 404)
    problem(await stackOrders(t, BELGRANO, { orderIds: [a.id, b.id] }, belgrano), 404)
    // An order the local does not have, mixed into the stack, spoils the whole request.
    problem(await stackOrders(t, PALERMO, { orderIds: [a.id, 2_147_483_000] }, palermo), 404)
    expect(await dispatchedAt([a.id, b.id])).toEqual([null, null])
  })

  it('lets one of two staff stacking the same orders at once win; the other gets 409', async () => {
    const second = await staffOf(t, PALERMO, 'palermo1234')
    const a = await readyDelivery()
    const b = await readyDelivery()
    const c = await readyDelivery()
    const answers = await Promise.all([
      stackOrders(t, PALERMO, { orderIds: [a.id, b.id] }, palermo),
      stackOrders(t, PALERMO, { orderIds: [c.id, b.id] }, second),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const shipments = await t.db
      .select({ stackId: shipment.stackId })
      .from(shipment)
      .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
      .where(inArray(logisticsOrder.orderId, [a.id, b.id, c.id]))
    // Two shipments, both in the winner's stack; the loser's orders stay ready.
    expect(shipments).toHaveLength(2)
    expect(new Set(shipments.map((s) => s.stackId)).size).toBe(1)
    expect((await dispatchedAt([a.id, b.id, c.id])).filter((d) => d === null)).toHaveLength(1)
  })
})

describe('the diner’s follow-up after dispatch', () => {
  it('has no logistics order before dispatch and the dispatched one after', async () => {
    const order = await readyDelivery()
    expect(await followUpOf(t, PALERMO, order.code)).toMatchObject({
      logisticsOrderId: null,
      isShipment: true,
      returnShipment: false,
    })
    ok(await transition(t, PALERMO, order.id, { action: 'dispatch' }, palermo))
    const [logistics] = await t.db.select().from(logisticsOrder).where(eq(logisticsOrder.orderId, order.id))
    expect(logistics?.id).toBeGreaterThan(0)
    expect(await followUpOf(t, PALERMO, order.code)).toMatchObject({
      logisticsOrderId: logistics?.id,
      returnShipment: false,
    })
  })
})

describe('per-local console mode', () => {
  const setMode = (ordersConsole: boolean) =>
    t.db.update(branchContact).set({ ordersConsole }).where(eq(branchContact.id, ids.palermo))
  const boardIds = async () =>
    ok<Schemas['ConsoleOrder'][]>(await listBoard(t, PALERMO, palermo)).map((o) => o.id)

  it('seeds every demo local in console mode but Flores, which takes its orders by WhatsApp', async () => {
    const locals = await t.db
      .select({ alias: branchContact.alias, on: branchContact.ordersConsole })
      .from(branchContact)
    const demo = locals.filter((l) => l.alias.includes('-demo-'))
    expect(
      demo
        .filter((l) => l.on)
        .map((l) => l.alias)
        .sort(),
    ).toEqual(['cafe-demo-centro', 'pizzeria-demo-belgrano', 'pizzeria-demo-palermo'])
    expect(demo.filter((l) => !l.on).map((l) => l.alias)).toEqual(['pizzeria-demo-flores'])
  })

  it('lists no order of a local that takes orders by WhatsApp, and lists them again in console mode', async () => {
    const order = await placeOrder(t, ids, { mode: 'TAKE_AWAY', lines: [muzza] })
    expect(await boardIds()).toContain(order.id)
    try {
      await setMode(false)
      expect(await boardIds()).toEqual([])
    } finally {
      await setMode(true)
    }
    expect(await boardIds()).toContain(order.id)
  })
})
