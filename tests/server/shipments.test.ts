import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shipment as texts } from '../../i18n/es/shipment'
import { shipment, shipmentStack } from '../../server/db/schema'
import { bearer, localId, openOffer, openStack, problemOf, riderOnShift } from './helpers/riders'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let palermo = 0
let belgrano = 0

beforeAll(async () => {
  t = await createTestApp()
  palermo = await localId(t, 'pizzeria-demo-palermo')
  belgrano = await localId(t, 'pizzeria-demo-belgrano')
})
afterAll(() => t?.close())

type Rider = Awaited<ReturnType<typeof riderOnShift>>
const as = (r: Rider) => bearer(r.token)
const get = (r: Rider, url: string) => t.app.inject({ method: 'GET', url, headers: as(r) })
const put = (r: Rider, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: as(r), payload })
// the step to DELIVERED carries the diner's delivery key (openOffer's shipments have 1234)
const step = (r: Rider, id: number, status: string) =>
  put(r, `/api/shipments/${id}`, {
    id,
    status,
    rider_id: r.id,
    ...(status === 'DELIVERED' ? { securityCode: '1234' } : {}),
  })
const statusOf = async (id: number) =>
  (await t.db.select({ status: shipment.status }).from(shipment).where(eq(shipment.id, id)))[0]?.status

describe('listShipments and listShipmentStacks', () => {
  it('lists the seeded demo offers of the rider local: singles and the stack', async () => {
    const r = await riderOnShift(t, palermo)
    const list = await get(
      r,
      `/api/shipments?branchContactId=${palermo}&status=LOOKING_FOR_DRIVER&providerName=OWN_FLEET`,
    )
    expect(list.statusCode, list.body).toBe(200)
    const codes = list
      .json()
      .shipments.map((s: { logisticsOrder: { orderCode: string } }) => s.logisticsOrder.orderCode)
    expect(codes).toEqual(expect.arrayContaining(['DEMO-ENV-1', 'DEMO-ENV-2']))
    expect(codes).not.toContain('DEMO-ENV-3') // stacked: offered through the stack
    const first = list.json().shipments[0]
    expect(first.logisticsOrder.customerName).toBeNull() // an open offer shows the route, not the customer
    expect(first.logisticsOrder.dropOff.fullAddress).toBeTruthy()
    expect(first.logisticsOrder.pickUp.name).toBe('Pizzería Demo Palermo')

    const stacks = await get(
      r,
      '/api/shipmentstacks?status=LOOKING_FOR_DRIVER&delivery_provider_name=OWN_FLEET',
    )
    expect(stacks.statusCode, stacks.body).toBe(200)
    const demoStack = stacks
      .json()
      .stacks.find((s: { shipments: { logisticsOrder: { orderCode: string } }[] }) =>
        s.shipments.some((x) => x.logisticsOrder.orderCode === 'DEMO-ENV-3'),
      )
    expect(demoStack.shipments).toHaveLength(2)
    expect(demoStack.shipments.some((s: { returnShipment: boolean }) => s.returnShipment)).toBe(true)
  })

  it('keeps to the three-day window and pages', async () => {
    const r = await riderOnShift(t, palermo)
    const old = await openOffer(t, palermo)
    await t.db.update(shipment).set({ createdAt: sql`now() - interval '4 days'` }).where(eq(shipment.id, old))
    const ids = async (q: string) =>
      (await get(r, `/api/shipments?branchContactId=${palermo}${q}`))
        .json()
        .shipments.map((s: { id: number }) => s.id)
    expect(await ids('')).not.toContain(old)
    expect(
      await ids(`&startDate=${encodeURIComponent(new Date(Date.now() - 10 * 86_400_000).toISOString())}`),
    ).not.toContain(old)
    const all = await ids('&pageSize=99')
    expect(await ids('&pageSize=1&page=1')).toEqual([all[1]])
  })

  it('answers 403 to a rider of another local, to a rider off shift, and 401 without a token', async () => {
    const other = await riderOnShift(t, belgrano)
    expect(problemOf(await get(other, `/api/shipments?branchContactId=${palermo}`), 403).detail).toBe(
      texts.apiOtherLocal,
    )
    problemOf(await get(other, `/api/shipmentstacks?branchContactId=${palermo}`), 403)
    const off = await riderOnShift(t, palermo, { active: false })
    expect(problemOf(await get(off, `/api/shipments?branchContactId=${palermo}`), 403).detail).toBe(
      texts.apiOffShift,
    )
    problemOf(await t.app.inject({ method: 'GET', url: `/api/shipments?branchContactId=${palermo}` }), 401)
    problemOf(await get(other, '/api/shipments?branchContactId=abc'), 400)
  })
})

describe('updateShipment', () => {
  it('walks a shipment through every step; only the assigned rider then sees the customer', async () => {
    const r = await riderOnShift(t, palermo)
    const other = await riderOnShift(t, palermo)
    const id = await openOffer(t, palermo)
    for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFFS', 'DELIVERED']) {
      const response = await step(r, id, status)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().status).toBe(status.replace('DROP_OFFS', 'DROP_OFF'))
      expect(response.json().riderInfo).toMatchObject({ riderId: r.id, phone: r.phone })
      expect(response.json().logisticsOrder.customerName).toMatch(/^Cliente/)
    }
    const seen = (await get(other, `/api/shipments/${id}`)).json()
    expect(seen.logisticsOrder.customerName).toBeNull()
    expect(seen.logisticsOrder.customerPhone).toBeNull()
    // nothing after DELIVERED for a one-way shipment
    problemOf(await step(r, id, 'RETURNED'), 409)
  })

  it('takes a return shipment back to RETURNED', async () => {
    const r = await riderOnShift(t, palermo)
    const id = await openOffer(t, palermo, { returnShipment: true })
    for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'DELIVERED', 'RETURNED'])
      expect((await step(r, id, status)).statusCode).toBe(200)
    expect(await statusOf(id)).toBe('RETURNED')
  })

  it('refuses skips, cancels where not allowed, another rider and a taken offer, changing nothing', async () => {
    const r = await riderOnShift(t, palermo)
    const other = await riderOnShift(t, palermo)
    const id = await openOffer(t, palermo)
    expect(problemOf(await step(r, id, 'DRIVER_CANCELED'), 409).detail).toContain('LOOKING_FOR_DRIVER')
    problemOf(await step(r, id, 'IN_STORE'), 409)
    expect((await step(r, id, 'ON_ROUTE_TO_PICK_UP')).statusCode).toBe(200)
    expect(problemOf(await step(other, id, 'ON_ROUTE_TO_PICK_UP'), 409).detail).toBe(
      texts.takenByAnotherRider,
    )
    expect((await step(r, id, 'IN_STORE')).statusCode).toBe(200)
    problemOf(await step(r, id, 'DELIVERED'), 409) // IN_STORE → DELIVERED skips the drop-off
    expect(problemOf(await step(other, id, 'ON_ROUTE_TO_DROP_OFF'), 403).detail).toBe(texts.apiNotYours)
    problemOf(
      await put(r, `/api/shipments/${id}`, { id, status: 'ON_ROUTE_TO_DROP_OFF', rider_id: other.id }),
      400,
    )
    problemOf(await put(r, `/api/shipments/${id}`, { id: id + 1, status: 'ON_ROUTE_TO_DROP_OFF' }), 400)
    problemOf(await put(r, `/api/shipments/${id}`, { id, status: 'FLYING' }), 400)
    expect(await statusOf(id)).toBe('IN_STORE')
  })

  it('cancels in progress with DRIVER_CANCELED', async () => {
    const r = await riderOnShift(t, palermo)
    const id = await openOffer(t, palermo)
    await step(r, id, 'ON_ROUTE_TO_PICK_UP')
    const canceled = await step(r, id, 'DRIVER_CANCELED')
    expect(canceled.statusCode, canceled.body).toBe(200)
    expect(canceled.json().status).toBe('DRIVER_CANCELED')
  })

  it('hides a guessed id or another local shipment as 404, refuses an update after the shift ended', async () => {
    const r = await riderOnShift(t, palermo, { code: '2222' })
    const other = await riderOnShift(t, belgrano)
    const id = await openOffer(t, palermo)
    problemOf(await get(r, '/api/shipments/2147483000'), 404)
    expect(problemOf(await get(other, `/api/shipments/${id}`), 404).detail).toBe(texts.apiNotFound)
    problemOf(await step(other, id, 'ON_ROUTE_TO_PICK_UP'), 404)
    await step(r, id, 'ON_ROUTE_TO_PICK_UP')
    const ended = await t.app.inject({
      method: 'PUT',
      url: `/api/rider/${r.id}/updatewithcode`,
      payload: { active: false, securityCode: '2222' },
    })
    expect(ended.statusCode).toBe(200)
    expect(problemOf(await step(r, id, 'IN_STORE'), 403).detail).toBe(texts.apiOffShift)
    expect(await statusOf(id)).toBe('ON_ROUTE_TO_PICK_UP')
  })

  it('refuses to move a stacked shipment on its own', async () => {
    const r = await riderOnShift(t, palermo)
    const { shipmentIds } = await openStack(t, palermo, 2)
    expect(problemOf(await step(r, shipmentIds[0] ?? 0, 'ON_ROUTE_TO_PICK_UP'), 409).detail).toBe(
      texts.apiInStack,
    )
  })
})

describe('getRiderShipmentInProgress and listOrderShipments', () => {
  it('answers the rider shipment on its way, or null', async () => {
    const r = await riderOnShift(t, palermo)
    expect((await get(r, '/api/shipments/rider')).json()).toEqual({ shipment: null })
    const id = await openOffer(t, palermo)
    await step(r, id, 'ON_ROUTE_TO_PICK_UP')
    expect((await get(r, '/api/shipments/rider')).json().shipment.id).toBe(id)
    for (const s of ['IN_STORE', 'ON_ROUTE_TO_DROP_OFF', 'DELIVERED']) await step(r, id, s)
    expect((await get(r, '/api/shipments/rider')).json()).toEqual({ shipment: null })
  })

  it('lists the shipments of a logistics order of the rider local', async () => {
    const r = await riderOnShift(t, palermo)
    const other = await riderOnShift(t, belgrano)
    const id = await openOffer(t, palermo)
    const one = (await get(r, `/api/shipments/${id}`)).json()
    const orderId = one.logisticsOrder.id
    expect(
      (await get(r, `/api/shipments/order/${orderId}`)).json().shipments.map((s: { id: number }) => s.id),
    ).toEqual([id])
    problemOf(await get(other, `/api/shipments/order/${orderId}`), 404)
  })
})

describe('stacks', () => {
  const stackStep = (r: Rider, id: number, status: string, shipments?: { id: number; status: string }[]) =>
    // every drop-off of openStack's shipments has the key 1234; other steps ignore it
    put(r, `/api/stacking/${id}`, { id, status, securityCode: '1234', ...(shipments ? { shipments } : {}) })

  it('moves the stack together, delivers one point at a time, then settles the returns', async () => {
    const r = await riderOnShift(t, palermo)
    const { stackId, shipmentIds } = await openStack(t, palermo, 2, 1)
    const [a = 0, b = 0] = shipmentIds
    for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF']) {
      const moved = await stackStep(r, stackId, status)
      expect(moved.statusCode, moved.body).toBe(200)
      expect(moved.json().shipments.map((s: { status: string }) => s.status)).toEqual([status, status])
    }
    // the first drop-off: the stack stays on its way, A is delivered and listed first
    const first = await stackStep(r, stackId, 'ON_ROUTE_TO_DROP_OFF', [
      { id: a, status: 'DELIVERED' },
      { id: b, status: 'ON_ROUTE_TO_DROP_OFF' },
    ])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().shipments.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [a, 'DELIVERED'],
      [b, 'ON_ROUTE_TO_DROP_OFF'],
    ])
    // a stale screen that expects B delivered already changes nothing
    problemOf(await stackStep(r, stackId, 'DELIVERED', [{ id: a, status: 'DELIVERED' }]), 409)
    const last = await stackStep(r, stackId, 'DELIVERED')
    expect(last.json().status).toBe('DELIVERED')
    const back = await stackStep(r, stackId, 'RETURNED')
    expect(back.statusCode, back.body).toBe(200)
    expect(await statusOf(a)).toBe('DELIVERED')
    expect(await statusOf(b)).toBe('RETURNED')
    problemOf(await stackStep(r, stackId, 'RETURNED'), 409)
  })

  it('gives the stack to one rider; others get 409, 403 and no customer; cancel is confirmed work', async () => {
    const r = await riderOnShift(t, palermo)
    const other = await riderOnShift(t, palermo)
    const { stackId, shipmentIds } = await openStack(t, palermo, 2)
    problemOf(await stackStep(r, stackId, 'DRIVER_CANCELED'), 409)
    expect((await stackStep(r, stackId, 'ON_ROUTE_TO_PICK_UP')).statusCode).toBe(200)
    expect(problemOf(await stackStep(other, stackId, 'ON_ROUTE_TO_PICK_UP'), 409).status).toBe(409)
    problemOf(await stackStep(other, stackId, 'IN_STORE'), 403)
    const seen = (await get(other, `/api/stacking/${stackId}`)).json()
    expect(
      seen.shipments.every(
        (s: { logisticsOrder: { customerName: null } }) => s.logisticsOrder.customerName === null,
      ),
    ).toBe(true)
    const canceled = await stackStep(r, stackId, 'DRIVER_CANCELED')
    expect(canceled.json().status).toBe('DRIVER_CANCELED')
    expect(await statusOf(shipmentIds[0] ?? 0)).toBe('DRIVER_CANCELED')
    const [row] = await t.db.select().from(shipmentStack).where(eq(shipmentStack.id, stackId))
    expect(row?.riderId).toBe(r.id)
  })

  it('hides another local stack and refuses skips', async () => {
    const r = await riderOnShift(t, palermo)
    const other = await riderOnShift(t, belgrano)
    const { stackId } = await openStack(t, palermo, 1)
    problemOf(await get(other, `/api/stacking/${stackId}`), 404)
    problemOf(await get(r, '/api/stacking/2147483000'), 404)
    problemOf(await stackStep(r, stackId, 'IN_STORE'), 409)
    const [row] = await t.db.select().from(shipmentStack).where(eq(shipmentStack.id, stackId))
    expect(row?.status).toBe('LOOKING_FOR_DRIVER')
  })
})
