import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackingChannel } from '../../domain/tracking'
import { logisticsOrder, shipment } from '../../server/db/schema'
import type { LiveBus } from '../../server/live/bus'
import { bearer, localId, openOffer, problemOf, riderOnShift } from './helpers/riders'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let palermo = 0
let belgrano = 0
let live: LiveBus

beforeAll(async () => {
  t = await createTestApp()
  palermo = await localId(t, 'pizzeria-demo-palermo')
  belgrano = await localId(t, 'pizzeria-demo-belgrano')
  // the app's own bus, as the websocket route uses it
  live = t.app.liveBus
})
afterAll(() => t?.close())

type Rider = Awaited<ReturnType<typeof riderOnShift>>
const step = (r: Rider, id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shipments/${id}`,
    headers: bearer(r.token),
    payload: { id, status, rider_id: r.id },
  })
const report = (r: Rider | null, id: number, lat: number, lng: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shipments/${id}/position`,
    headers: r ? bearer(r.token) : {},
    payload: { lat, lng, accuracy: 12 },
  })
const near = { lat: -34.585, lng: -58.415 }

async function onItsWay() {
  const r = await riderOnShift(t, palermo)
  const id = await openOffer(t, palermo)
  for (const status of ['ON_ROUTE_TO_PICK_UP', 'IN_STORE', 'ON_ROUTE_TO_DROP_OFF'])
    expect((await step(r, id, status)).statusCode).toBe(200)
  return { r, id }
}

async function trackingOf(id: number) {
  const [row] = await t.db
    .select({ code: logisticsOrder.orderCode, trackingId: shipment.trackingId })
    .from(shipment)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
    .where(eq(shipment.id, id))
  if (!row) throw new Error('no shipment')
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/logisticsorder/tracking/pizzeria-demo-palermo/${row.code}`,
  })
  return { body: response.json(), channel: trackingChannel(row.trackingId) }
}

function heard(channel: string) {
  const notices: string[] = []
  const stop = live.subscribe(channel, () => notices.push(channel))
  return { notices, stop }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('reportRiderPosition', () => {
  it('stores the assigned rider position on the way, and the customer sees it and hears of it', async () => {
    const { r, id } = await onItsWay()
    const { channel } = await trackingOf(id)
    const listener = heard(channel)
    expect((await report(r, id, near.lat, near.lng)).statusCode).toBe(204)
    await tick()
    expect(listener.notices).toEqual([channel])
    listener.stop()
    const { body } = await trackingOf(id)
    expect(body.riderInfo.lastLocation).toEqual(near)
    expect(body.riderInfo.name).toMatch(/^Rider /)
  })

  it('notifies the customer of every step the rider takes', async () => {
    const r = await riderOnShift(t, palermo)
    const id = await openOffer(t, palermo)
    const { channel } = await trackingOf(id)
    const listener = heard(channel)
    await step(r, id, 'ON_ROUTE_TO_PICK_UP')
    await step(r, id, 'IN_STORE')
    await tick()
    expect(listener.notices).toHaveLength(2)
    listener.stop()
    expect((await trackingOf(id)).body.status).toBe('IN_STORE')
  })

  it('refuses another rider, a rider of another local, no token, and a guessed id; nothing changes', async () => {
    const { id } = await onItsWay()
    const other = await riderOnShift(t, palermo)
    const elsewhere = await riderOnShift(t, belgrano)
    expect(problemOf(await report(other, id, near.lat, near.lng), 403).detail).toBe(
      'Solo el repartidor asignado puede informar la ubicación de este envío',
    )
    problemOf(await report(elsewhere, id, near.lat, near.lng), 403)
    problemOf(await report(null, id, near.lat, near.lng), 401)
    problemOf(await report(other, 999_999, near.lat, near.lng), 404)
    expect((await trackingOf(id)).body.riderInfo.lastLocation).toBeNull()
  })

  it('refuses a shipment not on its way (409) and a rider whose shift ended (403)', async () => {
    const r = await riderOnShift(t, palermo)
    const id = await openOffer(t, palermo)
    await step(r, id, 'ON_ROUTE_TO_PICK_UP')
    expect(problemOf(await report(r, id, near.lat, near.lng), 409).detail).toBe(
      'La ubicación se informa solo mientras el envío va en camino al cliente',
    )
    const second = await onItsWay()
    const ended = await t.app.inject({
      method: 'PUT',
      url: `/api/rider/${second.r.id}/updatewithcode`,
      payload: { active: false, securityCode: '4321' },
    })
    expect(ended.statusCode).toBe(200)
    problemOf(await report(second.r, second.id, near.lat, near.lng), 403)
  })

  it('refuses an implausible position with 422 naming lat and lng, and keeps the last one', async () => {
    const { r, id } = await onItsWay()
    expect((await report(r, id, near.lat, near.lng)).statusCode).toBe(204)
    const far = problemOf(await report(r, id, -31.4201, -64.1888), 422)
    expect(far.errors?.map((e) => e.field)).toEqual(['lat', 'lng'])
    expect(far.detail).toBe('La ubicación informada está demasiado lejos del local')
    // 5 km a second later: no motorbike does that
    const jump = problemOf(await report(r, id, -34.54, -58.415), 422)
    expect(jump.detail).toBe('La ubicación informada no es posible desde la anterior')
    expect((await trackingOf(id)).body.riderInfo.lastLocation).toEqual(near)
  })

  it('refuses malformed positions with 400, never a 500', async () => {
    const { r, id } = await onItsWay()
    for (const payload of [
      { lat: 91, lng: 0 },
      { lat: 'x', lng: 0 },
      { lat: -34.5 },
      { lat: 0, lng: 0, x: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/shipments/${id}/position`,
        headers: bearer(r.token),
        payload,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
  })
})
