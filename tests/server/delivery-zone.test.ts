import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { branch, branchContact } from '../../server/db/schema'
import { contractViolations } from './helpers/contract'
import { createTestApp, type TestApp } from './helpers/test-app'

type DeliveryOptions = components['schemas']['DeliveryOptions']

let t: TestApp
const ids = { pizzeria: 0, cafe: 0, palermo: 0, belgrano: 0, centro: 0 }

beforeAll(async () => {
  t = await createTestApp()
  for (const row of await t.db.select({ id: branch.id, alias: branch.alias }).from(branch)) {
    if (row.alias === 'pizzeria-demo') ids.pizzeria = row.id
    if (row.alias === 'cafe-demo') ids.cafe = row.id
  }
  const [palermo] = await t.db
    .select()
    .from(branchContact)
    .where(eq(branchContact.alias, 'pizzeria-demo-palermo'))
  const [belgrano] = await t.db
    .select()
    .from(branchContact)
    .where(eq(branchContact.alias, 'pizzeria-demo-belgrano'))
  const [centro] = await t.db.select().from(branchContact).where(eq(branchContact.alias, 'cafe-demo-centro'))
  ids.palermo = palermo?.id ?? 0
  ids.belgrano = belgrano?.id ?? 0
  ids.centro = centro?.id ?? 0
})
afterAll(() => t?.close())

async function fee(branchId: number, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return t.app.inject({ method: 'GET', url: `/api/branch/${branchId}/deliveryzones/fee?${search}` })
}

async function options(branchId: number, query: Record<string, string | number>): Promise<DeliveryOptions> {
  const response = await fee(branchId, query)
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json() as DeliveryOptions
  expect(contractViolations('DeliveryOptions', body)).toEqual([])
  return body
}

const palermoZone = {
  inZone: true,
  deliveryFee: 1500,
  minimumOrderAmount: 8000,
  freeDeliveryAmount: 30000,
  minDelayInMinutes: 30,
  maxDelayInMinutes: 45,
  cashAllowed: true,
  ridersAvailable: true,
  cashRidersAvailable: true,
}

describe('GET /api/branch/{branchId}/deliveryzones/fee with coordinates', () => {
  it("puts Av. Santa Fe 3500 and Plaza Italia in Palermo's zone", async () => {
    for (const [lat, lng] of [
      [-34.5866, -58.4136],
      [-34.581, -58.421],
    ]) {
      expect(await options(ids.pizzeria, { lat: lat ?? 0, lng: lng ?? 0 })).toMatchObject({
        ...palermoZone,
        branchContactId: ids.palermo,
        lat,
        lng,
      })
    }
  })

  it("puts Av. Cabildo 2500 in Belgrano's zone, with no free-delivery amount", async () => {
    expect(await options(ids.pizzeria, { lat: -34.558, lng: -58.46 })).toMatchObject({
      inZone: true,
      branchContactId: ids.belgrano,
      deliveryFee: 1200,
      minimumOrderAmount: 6000,
      freeDeliveryAmount: null,
    })
  })

  it('leaves Av. Corrientes 1000 outside every zone', async () => {
    expect(await options(ids.pizzeria, { lat: -34.6037, lng: -58.3816 })).toEqual({
      inZone: false,
      lat: -34.6037,
      lng: -58.3816,
      fullAddress: null,
    })
  })

  it('counts a point on the boundary as inside', async () => {
    expect((await options(ids.pizzeria, { lat: -34.6, lng: -58.42 })).inZone).toBe(true)
    expect((await options(ids.pizzeria, { lat: -34.6001, lng: -58.42 })).inZone).toBe(false)
  })

  it('restricts the answer to one local when branchContactId is given', async () => {
    const cabildo = { lat: -34.558, lng: -58.46 }
    expect((await options(ids.pizzeria, { ...cabildo, branchContactId: ids.palermo })).inZone).toBe(false)
    expect((await options(ids.pizzeria, { ...cabildo, branchContactId: ids.belgrano })).inZone).toBe(true)
  })

  it('answers outside for a branch that does not deliver', async () => {
    expect((await options(ids.cafe, { lat: -34.601, lng: -58.375 })).inZone).toBe(false)
  })
})

describe('GET /api/branch/{branchId}/deliveryzones/fee with a typed address', () => {
  it.each([
    ['Av. Santa Fe 3500', true, 'palermo'],
    ['Plaza Italia', true, 'palermo'],
    ['Av. Corrientes 1000', false, undefined],
    ['Av. Cabildo 2500', true, 'belgrano'],
  ] as const)('geocodes %s with the offline gazetteer', async (fullAddress, inZone, local) => {
    const body = await options(ids.pizzeria, { fullAddress })
    expect(body.inZone).toBe(inZone)
    expect(body.fullAddress).toBe(fullAddress)
    expect(body.lat).toBeTypeOf('number')
    if (local) expect(body.branchContactId).toBe(ids[local])
  })

  it('uses the city to help the geocoder', async () => {
    expect((await options(ids.pizzeria, { fullAddress: 'Plaza Italia', city: 'Palermo' })).inZone).toBe(true)
  })

  it('answers outside, without a point, for an address nobody can place', async () => {
    expect(await options(ids.pizzeria, { fullAddress: 'Calle Inventada 123' })).toEqual({
      inZone: false,
      fullAddress: 'Calle Inventada 123',
    })
  })

  it('prefers the given coordinates over the address', async () => {
    const body = await options(ids.pizzeria, {
      lat: -34.6037,
      lng: -58.3816,
      fullAddress: 'Av. Santa Fe 3500',
    })
    expect(body.inZone).toBe(false)
  })
})

describe('GET /api/branch/{branchId}/deliveryzones/fee with bad input', () => {
  function expectBadField(response: Awaited<ReturnType<typeof fee>>, field: string) {
    expect(response.statusCode, response.body).toBe(400)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field)
  }

  it('names the missing or malformed field', async () => {
    expectBadField(await fee(ids.pizzeria, {}), 'fullAddress')
    expectBadField(await fee(ids.pizzeria, { fullAddress: '   ' }), 'fullAddress')
    expectBadField(await fee(ids.pizzeria, { lat: -34.58 }), 'lng')
    expectBadField(await fee(ids.pizzeria, { lng: -58.4 }), 'lat')
    expectBadField(await fee(ids.pizzeria, { lat: 'norte', lng: -58.4 }), 'lat')
    expectBadField(await fee(ids.pizzeria, { lat: -34.58, lng: 190 }), 'lng')
    expectBadField(await fee(ids.pizzeria, { lat: -34.58, lng: -58.4, phone: 'llamame' }), 'phone')
    expectBadField(
      await fee(ids.pizzeria, { lat: -34.58, lng: -58.4, branchContactId: 'x' }),
      'branchContactId',
    )
    const badBranch = await t.app.inject({
      method: 'GET',
      url: '/api/branch/abc/deliveryzones/fee?lat=1&lng=1',
    })
    expectBadField(badBranch, 'branchId')
  })

  it('answers 404 for an unknown branch or a local of another branch', async () => {
    for (const response of [
      await fee(424242, { lat: -34.58, lng: -58.41 }),
      await fee(ids.pizzeria, { lat: -34.58, lng: -58.41, branchContactId: ids.centro }),
      await fee(ids.pizzeria, { lat: -34.58, lng: -58.41, branchContactId: 424242 }),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })
})
