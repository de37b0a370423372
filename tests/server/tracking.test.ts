import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logisticsOrder, rider, shipment } from '../../server/db/schema'
import { etaWindow } from '../../server/services/tracking'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const trackingUrl = (code: string, alias = 'pizzeria-demo-palermo') =>
  `/api/logisticsorder/tracking/${alias}/${encodeURIComponent(code)}`

async function shipmentOf(orderCode: string) {
  const [row] = await t.db
    .select({ shipment })
    .from(shipment)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, shipment.logisticsOrderId))
    .where(eq(logisticsOrder.orderCode, orderCode))
  if (!row) throw new Error(`no shipment for ${orderCode}`)
  return row.shipment
}

describe('getTrackingInfo', () => {
  it('answers a waiting shipment with its key and places, without rider or ETA', async () => {
    const response = await t.app.inject({ method: 'GET', url: trackingUrl('DEMO-ENV-1') })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    const row = await shipmentOf('DEMO-ENV-1')
    expect(body).toMatchObject({
      id: row.trackingId,
      status: 'LOOKING_FOR_DRIVER',
      riderInfo: null,
      ETA: null,
      securityCode: '4821',
      orderCode: 'DEMO-ENV-1',
      timeZone: 'America/Argentina/Buenos_Aires',
      branchAddress: { lat: -34.5882, lng: -58.4108 },
      destinationAddress: { lat: -34.5866, lng: -58.4136 },
    })
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false)
  })

  it('shows the rider, the last position and the ETA while the shipment is on its way', async () => {
    const [demo] = await t.db.select().from(rider).where(eq(rider.phone, '+541155550001'))
    const row = await shipmentOf('DEMO-ENV-2')
    await t.db
      .update(shipment)
      .set({
        status: 'ON_ROUTE_TO_DROP_OFF',
        riderId: demo?.id ?? null,
        riderName: 'Rider Demo',
        riderPhone: '+541155550001',
        riderLastLat: -34.585,
        riderLastLng: -58.415,
      })
      .where(eq(shipment.id, row.id))
    const body = (await t.app.inject({ method: 'GET', url: trackingUrl('DEMO-ENV-2') })).json()
    expect(body.status).toBe('ON_ROUTE_TO_DROP_OFF')
    expect(body.riderInfo).toEqual({
      name: 'Rider Demo',
      phone: '+541155550001',
      lastLocation: { lat: -34.585, lng: -58.415 },
    })
    expect(body.ETA).toMatch(/^\d\d:\d\d - \d\d:\d\d hs$/)
  })

  it('is a 404 problem for an unknown code or a code of another local', async () => {
    for (const url of [trackingUrl('NOPE-1'), trackingUrl('DEMO-ENV-1', 'pizzeria-demo-belgrano')]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/)
      expect(response.json().detail).toBe('No encontramos el seguimiento de ese pedido')
    }
  })

  it('refuses a malformed code with 400, never a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: trackingUrl('<script>') })
    expect(response.statusCode).toBe(400)
  })
})

describe('ETA window', () => {
  it('reads the promised minutes from the order time in the local time zone', () => {
    const at = new Date('2026-11-25T23:00:00Z') // 20:00 in Buenos Aires
    expect(etaWindow(at, 30, 45, 'America/Argentina/Buenos_Aires')).toBe('20:30 - 20:45 hs')
    expect(etaWindow(at, 30, 30, 'America/Argentina/Buenos_Aires')).toBe('20:30 hs')
    expect(etaWindow(at, null, null, 'America/Argentina/Buenos_Aires')).toBeNull()
  })
})
