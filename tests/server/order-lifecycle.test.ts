import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_DELIVERY_KEY_ATTEMPTS } from '../../domain/delivery-key'
import { offersChannel, orderChannel } from '../../domain/tracking'
import { orderConsole as consoleTexts } from '../../i18n/es/order-console'
import { shipment as texts } from '../../i18n/es/shipment'
import { fillTemplate } from '../../i18n/render'
import { dinerOrder, logisticsOrder, shipment } from '../../server/db/schema'
import {
  type Cookies,
  followUpOf,
  placeOrder,
  readyOrder,
  stackOrders,
  staffOf,
  transition,
} from './helpers/console'
import { type DemoIds, demoIds, ok, problem, type Schemas } from './helpers/ordering'
import { bearer, riderOnShift } from './helpers/riders'
import { createTestApp, type TestApp } from './helpers/test-app'

/**
 * Issue 18: one order lifecycle across the console and the delivery side. Every transition and every
 * refusal of "Bad input", driven through the API as the console and the riders call it.
 */
let t: TestApp
let ids: DemoIds
let staff: Cookies

const PALERMO = 'pizzeria-demo-palermo'
const muzza = { plate: 'Pizza Muzzarella', size: 'Grande' }

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
  staff = await staffOf(t, PALERMO, 'palermo1234')
})
afterAll(() => t?.close())

type Rider = Awaited<ReturnType<typeof riderOnShift>>

const act = (orderId: number, body: object) => transition(t, PALERMO, orderId, body, staff)

async function dispatchedOrder() {
  const order = await placeOrder(t, ids, { mode: 'DELIVERY', lines: [muzza] })
  await readyOrder(t, PALERMO, order.id, staff)
  ok(await act(order.id, { action: 'dispatch' }), 'ConsoleOrder')
  return { order, shipment: await latestShipment(order.id) }
}

async function shipmentsOf(orderId: number) {
  return t.db
    .select({ shipment })
    .from(shipment)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
    .where(eq(logisticsOrder.orderId, orderId))
    .orderBy(asc(shipment.id))
    .then((rows) => rows.map((row) => row.shipment))
}

async function latestShipment(orderId: number) {
  const all = await shipmentsOf(orderId)
  const last = all.at(-1)
  if (!last) throw new Error(`order ${orderId} has no shipment`)
  return last
}

const orderRow = async (id: number) =>
  (await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, id)))[0] as typeof dinerOrder.$inferSelect

const step = (r: Rider, id: number, status: string, securityCode?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shipments/${id}`,
    headers: bearer(r.token),
    payload: { id, status, rider_id: r.id, ...(securityCode === undefined ? {} : { securityCode }) },
  })

async function toTheDoor(r: Rider, id: number) {
  for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF'])
    ok(await step(r, id, status), 'Shipment')
}

const stackStep = (r: Rider, id: number, status: string, securityCode?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stacking/${id}`,
    headers: bearer(r.token),
    payload: { id, status, ...(securityCode === undefined ? {} : { securityCode }) },
  })

const boardColumn = async (orderId: number) => {
  const board = ok<Schemas['ConsoleOrder'][]>(
    await t.app.inject({ method: 'GET', url: `/api/console/${PALERMO}/orders`, cookies: staff }),
  )
  return board.find((o) => o.id === orderId)?.column
}

const tracking = async (code: string) =>
  ok<Schemas['TrackingInfo']>(
    await t.app.inject({ method: 'GET', url: `/api/logisticsorder/tracking/${PALERMO}/${code}` }),
    'TrackingInfo',
  )

/** Notices heard on a live channel while `run` runs (the bus answers in-process on both databases). */
async function heard(channel: string, run: () => Promise<unknown>): Promise<number> {
  let count = 0
  const stop = t.app.liveBus.subscribe(channel, () => {
    count += 1
  })
  try {
    await run()
    // notices leave as the answer is sent; wait until the bus delivered at least one
    for (let i = 0; i < 200 && count === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    return count
  } finally {
    stop()
  }
}

describe('a single own-fleet delivery', () => {
  it('closes the order when the rider delivers with the diner key; the board, follow-up and tracking follow', async () => {
    const { order, shipment: s } = await dispatchedOrder()
    const r = await riderOnShift(t, ids.palermo)
    await toTheDoor(r, s.id)
    expect((await tracking(order.code)).securityCode).toBe(s.securityCode)

    const delivered = ok<Schemas['Shipment']>(
      await step(r, s.id, 'DELIVERED', s.securityCode ?? ''),
      'Shipment',
    )
    expect(delivered.status).toBe('DELIVERED')
    expect((await orderRow(order.id)).status).toBe('DELIVERED')
    expect((await followUpOf(t, PALERMO, order.code)).status).toBe('DELIVERED')
    expect(await boardColumn(order.id)).toBe('delivered')
    // the key is the diner's to give until the drop-off, not after
    const after = await tracking(order.code)
    expect(after).toMatchObject({ status: 'DELIVERED', securityCode: null })
  })

  it('refuses a second Entregado, a staff close or cancel after the rider delivered: one final state', async () => {
    const { order, shipment: s } = await dispatchedOrder()
    const r = await riderOnShift(t, ids.palermo)
    await toTheDoor(r, s.id)
    ok(await step(r, s.id, 'DELIVERED', s.securityCode ?? ''), 'Shipment')

    problem(await step(r, s.id, 'DELIVERED', s.securityCode ?? ''), 409)
    const close = problem(await act(order.id, { action: 'deliver', reason: 'Sin señal' }), 409)
    expect(close.detail).toBe(consoleTexts.notAllowed.replace('{column}', consoleTexts.columnDelivered))
    problem(await act(order.id, { action: 'cancel', reason: 'No estaba' }), 409)
    expect(await orderRow(order.id)).toMatchObject({ status: 'DELIVERED', consoleReason: null })
    expect((await latestShipment(order.id)).status).toBe('DELIVERED')
  })

  it('refuses a wrong key (counted), a malformed one (not counted), and a key of another order', async () => {
    const first = await dispatchedOrder()
    const second = await dispatchedOrder()
    const r = await riderOnShift(t, ids.palermo)
    await toTheDoor(r, first.shipment.id)
    const otherKey = second.shipment.securityCode === first.shipment.securityCode ? '99999' : ''
    const wrongKey = otherKey || (second.shipment.securityCode ?? '99999')

    const wrong = problem(await step(r, first.shipment.id, 'DELIVERED', wrongKey), 422)
    expect(wrong.detail).toBe(fillTemplate(texts.keyWrong, { left: MAX_DELIVERY_KEY_ATTEMPTS - 1 }))
    expect(wrong.errors?.[0]?.field).toBe('securityCode')
    const malformed = problem(await step(r, first.shipment.id, 'DELIVERED', '12'), 422)
    expect(malformed.detail).toBe(texts.keyInvalid)
    problem(await step(r, first.shipment.id, 'DELIVERED'), 422)

    expect((await latestShipment(first.order.id)).keyAttempts).toBe(1)
    expect((await latestShipment(first.order.id)).status).toBe('ON_ROUTE_TO_DROP_OFF')
    expect((await orderRow(first.order.id)).status).toBe('READY')
  })

  it('locks the key after five wrong tries; staff then close the order by hand with a reason', async () => {
    const { order, shipment: s } = await dispatchedOrder()
    const r = await riderOnShift(t, ids.palermo)
    await toTheDoor(r, s.id)
    const wrong = s.securityCode === '000000' ? '111111' : '000000'
    for (let i = 1; i < MAX_DELIVERY_KEY_ATTEMPTS; i++) problem(await step(r, s.id, 'DELIVERED', wrong), 422)
    const locked = problem(await step(r, s.id, 'DELIVERED', wrong), 429)
    expect(locked.detail).toBe(texts.keyLocked)
    // even the right key is refused now
    problem(await step(r, s.id, 'DELIVERED', s.securityCode ?? ''), 429)
    expect((await orderRow(order.id)).status).toBe('READY')

    const noReason = problem(await act(order.id, { action: 'deliver' }), 400)
    expect(noReason.detail).toBe(consoleTexts.closeReasonRequired)
    const closed = ok<Schemas['ConsoleOrder']>(
      await act(order.id, { action: 'deliver', reason: 'El cliente dio la clave por teléfono' }),
      'ConsoleOrder',
    )
    expect(closed).toMatchObject({ status: 'DELIVERED', column: 'delivered', actions: [] })
    expect((await latestShipment(order.id)).status).toBe('DELIVERED')
    expect((await tracking(order.code)).securityCode).toBeNull()
  })

  it('lets staff cancel a dispatched order with a reason: the shipment is off and the rider can no longer move it', async () => {
    const { order, shipment: s } = await dispatchedOrder()
    const r = await riderOnShift(t, ids.palermo)
    ok(await step(r, s.id, 'ON_ROUTE_TO_PICK_UP'), 'Shipment')

    problem(await act(order.id, { action: 'cancel' }), 400)
    const canceled = ok<Schemas['ConsoleOrder']>(
      await act(order.id, { action: 'cancel', reason: 'El cliente no responde' }),
      'ConsoleOrder',
    )
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      column: 'canceled',
      reason: 'El cliente no responde',
    })
    expect((await latestShipment(order.id)).status).toBe('BRANCH_CANCELED')
    expect((await tracking(order.code)).status).toBe('CANCELED')
    problem(await step(r, s.id, 'IN_STORE'), 409)
    expect((await orderRow(order.id)).status).toBe('CANCELED')
  })

  it('refuses a rider delivering a shipment that is not theirs and a stale status', async () => {
    const { order, shipment: s } = await dispatchedOrder()
    const r = await riderOnShift(t, ids.palermo)
    const other = await riderOnShift(t, ids.palermo)
    await toTheDoor(r, s.id)
    expect(problem(await step(other, s.id, 'DELIVERED', s.securityCode ?? ''), 403).detail).toBe(
      texts.apiNotYours,
    )
    // a stale screen asks for a step the shipment already took
    problem(await step(r, s.id, 'ON_ROUTE_TO_DROP_OFF'), 409)
    problem(await act(order.id, { action: 'dispatch' }), 409)
    expect((await orderRow(order.id)).status).toBe('READY')
    expect((await latestShipment(order.id)).keyAttempts).toBe(0)
  })
})

describe('a rider giving a shipment up', () => {
  it('puts the order back in Listos; staff re-dispatch it to another rider with the same key', async () => {
    const { order, shipment: s } = await dispatchedOrder()
    const first = await riderOnShift(t, ids.palermo)
    ok(await step(first, s.id, 'ON_ROUTE_TO_PICK_UP'), 'Shipment')
    ok(await step(first, s.id, 'DRIVER_CANCELED'), 'Shipment')

    expect(await orderRow(order.id)).toMatchObject({ status: 'READY', dispatchedAt: null })
    const board = ok<Schemas['ConsoleOrder'][]>(
      await t.app.inject({ method: 'GET', url: `/api/console/${PALERMO}/orders`, cookies: staff }),
    ).find((o) => o.id === order.id)
    expect(board).toMatchObject({ column: 'ready', actions: ['dispatch', 'cancel'] })

    ok(await act(order.id, { action: 'dispatch' }), 'ConsoleOrder')
    const all = await shipmentsOf(order.id)
    expect(all.map((x) => x.status)).toEqual(['DRIVER_CANCELED', 'LOOKING_FOR_DRIVER'])
    expect(new Set(all.map((x) => x.logisticsOrderId)).size).toBe(1)
    const again = all[1] as typeof s
    expect(again.securityCode).toBe(s.securityCode)
    expect((await tracking(order.code)).id).toBe(again.trackingId)

    const second = await riderOnShift(t, ids.palermo)
    await toTheDoor(second, again.id)
    ok(await step(second, again.id, 'DELIVERED', again.securityCode ?? ''), 'Shipment')
    expect((await orderRow(order.id)).status).toBe('DELIVERED')
  })

  it('refuses to re-dispatch while the rider still has it', async () => {
    const { order } = await dispatchedOrder()
    problem(await act(order.id, { action: 'dispatch' }), 409)
    expect(await shipmentsOf(order.id)).toHaveLength(1)
  })
})

/** Two ready delivery orders stacked from the console, in that route order. */
async function stackOfTwo(returnTrip: boolean) {
  const first = await placeOrder(t, ids, { mode: 'DELIVERY', lines: [muzza] })
  const second = await placeOrder(t, ids, { mode: 'DELIVERY', lines: [muzza] })
  await readyOrder(t, PALERMO, first.id, staff)
  await readyOrder(t, PALERMO, second.id, staff)
  const stack = ok<Schemas['ConsoleStack']>(
    await stackOrders(t, PALERMO, { orderIds: [first.id, second.id], returnTrip }, staff),
    'ConsoleStack',
    201,
  )
  return { first, second, stack }
}

describe('a stack with a return trip', () => {
  it('closes each order at its own drop-off with its own key; the return leaves them delivered', async () => {
    const { first, second, stack } = await stackOfTwo(true)
    const a = await latestShipment(first.id)
    const b = await latestShipment(second.id)
    const r = await riderOnShift(t, ids.palermo)
    for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF'])
      ok(await stackStep(r, stack.id, status), 'ShipmentStack')

    // the first drop-off asks for the first diner's key; the second diner's does not open it
    if (a.securityCode !== b.securityCode)
      problem(await stackStep(r, stack.id, 'ON_ROUTE_TO_DROP_OFF', b.securityCode ?? ''), 422)
    ok(await stackStep(r, stack.id, 'ON_ROUTE_TO_DROP_OFF', a.securityCode ?? ''), 'ShipmentStack')
    expect((await orderRow(first.id)).status).toBe('DELIVERED')
    expect((await orderRow(second.id)).status).toBe('READY')
    expect(await boardColumn(second.id)).toBe('dispatched')

    ok(await stackStep(r, stack.id, 'DELIVERED', b.securityCode ?? ''), 'ShipmentStack')
    expect((await orderRow(second.id)).status).toBe('DELIVERED')
    const back = ok<Schemas['ShipmentStack']>(await stackStep(r, stack.id, 'RETURNED'), 'ShipmentStack')
    expect(back.status).toBe('RETURNED')
    expect((await orderRow(first.id)).status).toBe('DELIVERED')
    expect((await orderRow(second.id)).status).toBe('DELIVERED')
  })

  it('puts every undelivered order of a cancelled stack back in Listos', async () => {
    const { first, second, stack } = await stackOfTwo(false)
    const r = await riderOnShift(t, ids.palermo)
    ok(await stackStep(r, stack.id, 'ON_ROUTE_TO_PICK_UP'), 'ShipmentStack')
    ok(await stackStep(r, stack.id, 'DRIVER_CANCELED'), 'ShipmentStack')
    for (const id of [first.id, second.id])
      expect(await orderRow(id)).toMatchObject({ status: 'READY', dispatchedAt: null })
  })
})

describe("the diner's ETA and live notices", () => {
  it("takes the ETA from staff's estimate once accepted, in the local's time zone", async () => {
    const order = await placeOrder(t, ids, { mode: 'DELIVERY', lines: [muzza] })
    const before = await followUpOf(t, PALERMO, order.code)
    expect(before.eta).toMatchObject({ accepted: false })
    ok(await act(order.id, { action: 'accept', etaMinutes: 25 }), 'ConsoleOrder')
    const accepted = await followUpOf(t, PALERMO, order.code)
    const row = await orderRow(order.id)
    const at = new Date((row.acceptedAt as Date).getTime() + 25 * 60_000).toISOString()
    expect(accepted.eta).toEqual({ from: at, to: at, accepted: true })

    ok(await act(order.id, { action: 'ready' }), 'ConsoleOrder')
    ok(await act(order.id, { action: 'dispatch' }), 'ConsoleOrder')
    const s = await latestShipment(order.id)
    const r = await riderOnShift(t, ids.palermo)
    await toTheDoor(r, s.id)
    const clock = new Intl.DateTimeFormat('es-AR', {
      timeZone: (await tracking(order.code)).timeZone ?? 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(at))
    expect((await tracking(order.code)).ETA).toBe(`${clock} hs`)
  })

  it("tells the diner's follow-up, the console and the riders' offers as the order moves", async () => {
    const order = await placeOrder(t, ids, { mode: 'DELIVERY', lines: [muzza] })
    expect(
      await heard(orderChannel(order.code), () => readyOrder(t, PALERMO, order.id, staff)),
    ).toBeGreaterThan(0)
    expect(
      await heard(offersChannel(ids.palermo), () => act(order.id, { action: 'dispatch' })),
    ).toBeGreaterThan(0)
    const s = await latestShipment(order.id)
    const r = await riderOnShift(t, ids.palermo)
    expect(
      await heard(offersChannel(ids.palermo), () => step(r, s.id, 'ON_ROUTE_TO_PICK_UP')),
    ).toBeGreaterThan(0)
    for (const status of ['IN_STORE', 'ON_ROUTE_TO_DROP_OFF']) ok(await step(r, s.id, status), 'Shipment')
    expect(
      await heard(orderChannel(order.code), () => step(r, s.id, 'DELIVERED', s.securityCode ?? '')),
    ).toBeGreaterThan(0)
  })
})
