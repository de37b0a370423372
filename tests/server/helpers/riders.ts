import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { branchContact, logisticsOrder, rider, shipment, shipmentStack } from '../../../server/db/schema'
import { hashSecret } from '../../../server/services/secrets'
import type { TestApp } from './test-app'

export type Response = Awaited<ReturnType<TestApp['app']['inject']>>

export async function localId(t: TestApp, alias: string): Promise<number> {
  const [row] = await t.db
    .select({ id: branchContact.id })
    .from(branchContact)
    .where(eq(branchContact.alias, alias))
  if (!row) throw new Error(`no local ${alias}`)
  return row.id
}

let riderSeq = 0
const hashes = new Map<string, Promise<string>>()
const hashOnce = (code: string) => {
  const known = hashes.get(code) ?? hashSecret(code)
  hashes.set(code, known)
  return known
}

/** A rider on shift at the local, written straight to the database, with a bearer token from the API. */
export async function riderOnShift(
  t: TestApp,
  local: number,
  opts: { code?: string; active?: boolean } = {},
): Promise<{ id: number; token: string; phone: string }> {
  riderSeq += 1
  const phone = `+54116${String(process.pid % 1000).padStart(3, '0')}${String(riderSeq).padStart(4, '0')}`
  const code = opts.code ?? '4321'
  const [row] = await t.db
    .insert(rider)
    .values({
      branchContactId: local,
      name: `Rider ${riderSeq}`,
      phone,
      securityCodeHash: await hashOnce(code),
    })
    .returning({ id: rider.id })
  const id = row?.id ?? 0
  const started = await t.app.inject({
    method: 'PUT',
    url: `/api/rider/${id}/updatewithcode`,
    payload: { active: opts.active ?? true, securityCode: code },
  })
  expect(started.statusCode, started.body).toBe(200)
  return { id, token: (started.json() as { token: string }).token, phone }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

let orderSeq = 0

/** A fresh open offer at the local: a logistics order and its shipment looking for a driver. */
export async function openOffer(
  t: TestApp,
  local: number,
  opts: { returnShipment?: boolean; stackId?: number; stackingOrder?: number } = {},
): Promise<number> {
  orderSeq += 1
  const [order] = await t.db
    .insert(logisticsOrder)
    .values({
      branchContactId: local,
      orderCode: `T-${process.pid}-${orderSeq}`,
      customerName: `Cliente ${orderSeq}`,
      customerPhone: '+541123456789',
      destinationAddress: 'Av. Santa Fe 3500, Palermo, CABA',
      destinationLat: -34.5866,
      destinationLng: -58.4136,
    })
    .returning({ id: logisticsOrder.id })
  const [row] = await t.db
    .insert(shipment)
    .values({
      logisticsOrderId: order?.id ?? 0,
      branchContactId: local,
      securityCode: '1234',
      returnShipment: opts.returnShipment ?? false,
      stackId: opts.stackId ?? null,
      stackingOrder: opts.stackingOrder ?? null,
    })
    .returning({ id: shipment.id })
  return row?.id ?? 0
}

/** A stack at the local with `size` shipments; the last `returns` of them carry a return trip. */
export async function openStack(t: TestApp, local: number, size: number, returns = 0) {
  const [stack] = await t.db
    .insert(shipmentStack)
    .values({ branchContactId: local })
    .returning({ id: shipmentStack.id })
  const stackId = stack?.id ?? 0
  const shipmentIds: number[] = []
  for (let i = 0; i < size; i++)
    shipmentIds.push(
      await openOffer(t, local, { stackId, stackingOrder: i, returnShipment: i >= size - returns }),
    )
  return { stackId, shipmentIds }
}

export function problemOf(response: Response, status: number) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  const body = response.json() as { status: number; detail?: string; errors?: { field: string }[] }
  expect(body.status).toBe(status)
  return body
}
