import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distanceInMetres } from '../../domain/distance'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const plazaItalia = { lat: -34.581, lng: -58.421 }
const near = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/menu/near', payload: body })
type Venue = {
  branchContact: { alias: string; name: string; address: Record<string, string> }
  distanceInMeters: number
}

describe('searchNearbyVenues', () => {
  it('lists the demo locals of Argentina nearest first, with their address and distance in metres', async () => {
    const response = await near({
      ...plazaItalia,
      filters: { country: 'Argentina' },
      pagingOption: { pageSize: 10, offset: 0 },
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json() as { commerces: Venue[]; total: number; offset: number; pageSize: number }
    const aliases = body.commerces.map((c) => c.branchContact.alias)
    expect(aliases.slice(0, 3)).toEqual([
      'pizzeria-demo-palermo',
      'pizzeria-demo-belgrano',
      'cafe-demo-centro',
    ])
    const palermo = body.commerces[0]
    expect(palermo?.branchContact.address).toEqual({
      street: 'Av. Santa Fe',
      number: '3253',
      city: expect.any(String),
    })
    expect(palermo?.distanceInMeters).toBe(
      Math.round(distanceInMetres(plazaItalia, { lat: -34.5882, lng: -58.4108 })),
    )
    const distances = body.commerces.map((c) => c.distanceInMeters)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(body.total).toBeGreaterThanOrEqual(3)
  })

  it('pages without repeating or skipping a local', async () => {
    const page = (offset: number) =>
      near({ ...plazaItalia, filters: { country: 'Argentina' }, pagingOption: { pageSize: 1, offset } }).then(
        (r) => r.json() as { commerces: Venue[]; total: number },
      )
    const all = (
      await near({
        ...plazaItalia,
        filters: { country: 'Argentina' },
        pagingOption: { pageSize: 99, offset: 0 },
      })
    ).json().commerces as Venue[]
    const paged: string[] = []
    for (let offset = 0; offset < all.length; offset++)
      paged.push(...(await page(offset)).commerces.map((c) => c.branchContact.alias))
    expect(paged).toEqual(all.map((c) => c.branchContact.alias))
    const beyond = await page(all.length)
    expect(beyond.commerces).toEqual([])
    expect(beyond.total).toBe(all.length)
  })

  it('filters by the search text and by country', async () => {
    const cafe = (
      await near({
        ...plazaItalia,
        filters: { country: 'Argentina', branch_contact: 'café' },
        pagingOption: { pageSize: 10, offset: 0 },
      })
    ).json()
    expect(cafe.commerces.map((c: Venue) => c.branchContact.alias)).toEqual(['cafe-demo-centro'])
    const wildcard = (
      await near({
        ...plazaItalia,
        filters: { branch_contact: '%' },
        pagingOption: { pageSize: 10, offset: 0 },
      })
    ).json()
    expect(wildcard.commerces).toEqual([])
    const chile = (
      await near({ ...plazaItalia, filters: { country: 'Chile' }, pagingOption: { pageSize: 10, offset: 0 } })
    ).json()
    expect(chile).toMatchObject({ commerces: [], total: 0 })
  })

  it('refuses a point off the globe, a page size of zero and unknown fields with 400', async () => {
    for (const body of [
      { lat: 95, lng: 0, pagingOption: { pageSize: 10, offset: 0 } },
      { ...plazaItalia, pagingOption: { pageSize: 0, offset: 0 } },
      { ...plazaItalia, pagingOption: { pageSize: 10, offset: 0 }, sql: 'x' },
    ])
      expect((await near(body)).statusCode).toBe(400)
  })
})
