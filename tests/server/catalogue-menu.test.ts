import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { branchContact, menu, menuCategory, orderMode, plate } from '../../server/db/schema'
import { seedDemo } from '../../server/seed/demo'
import { invalidateMenu } from '../../server/services/menu'
import { contractViolations } from './helpers/contract'
import { createTestApp, type TestApp } from './helpers/test-app'

type Menu = components['schemas']['Menu']
type Plate = components['schemas']['Plate']

let t: TestApp
const modes: Record<string, number> = {}
const locals: Record<string, number> = {}
/** Menu hashes as seeded, by menu name. */
const seededHashes: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db
    .select({
      id: orderMode.id,
      path: orderMode.pathName,
      alias: branchContact.alias,
      localId: branchContact.id,
    })
    .from(orderMode)
    .innerJoin(branchContact, eq(branchContact.id, orderMode.branchContactId))
  for (const row of rows) {
    modes[`${row.alias}/${row.path}`] = row.id
    locals[row.alias] = row.localId
  }
  for (const row of await t.db.select({ name: menu.name, hash: menu.hash }).from(menu))
    seededHashes[row.name] = row.hash
})
afterAll(() => t?.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const menuUrl = (alias: string, mode: string) => `/api/diner/${alias}/menu/${modes[`${alias}/${mode}`]}`

async function fetchMenu(alias: string, mode: string) {
  const response = await get(menuUrl(alias, mode))
  expect(response.statusCode, response.body).toBe(200)
  return { response, body: response.json() as Menu }
}

function plates(body: Menu): Plate[] {
  return body.categories.flatMap((c) => c.plates)
}

function plateNamed(body: Menu, name: string): Plate {
  const found = plates(body).find((p) => p.name === name)
  if (!found) throw new Error(`plate ${name} is not on the menu`)
  return found
}

describe('GET /api/diner/{alias}/menu/{orderModeId}', () => {
  it('answers the menu of Pizzería Demo as the contract says, with the hash as ETag', async () => {
    const { response, body } = await fetchMenu('pizzeria-demo-palermo', 'delivery')
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(contractViolations('Menu', body)).toEqual([])
    expect(body.orderModeId).toBe(modes['pizzeria-demo-palermo/delivery'])
    expect(body.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(response.headers.etag).toBe(`"${body.hash}"`)
    expect(body.categories.length).toBeGreaterThanOrEqual(6)
    expect(plates(body).length).toBeGreaterThanOrEqual(40)
    expect(body.categories.every((c) => c.plates.length > 0)).toBe(true)
    // Prices are whole pesos.
    for (const p of plates(body)) {
      for (const price of [p.price, ...(p.sizes ?? []).map((s) => s.price)]) {
        if (price !== null && price !== undefined) expect(Number.isInteger(price) && price > 0).toBe(true)
      }
    }
  })

  it('carries every plate the demo tenant lists', async () => {
    const { body } = await fetchMenu('pizzeria-demo-palermo', 'delivery')

    const muzzarella = plateNamed(body, 'Pizza Muzzarella')
    expect(muzzarella.price).toBeNull()
    expect(muzzarella.sizes?.map((s) => [s.name, s.price])).toEqual([
      ['Chica', 9000],
      ['Grande', 13500],
    ])

    const empanadas = plateNamed(body, 'Media docena de empanadas')
    expect(empanadas.price).toBe(10800)
    const [sabores] = empanadas.garnishGroups
    expect(sabores).toMatchObject({
      name: 'Sabores',
      mandatory: true,
      multipleSelection: true,
      minGarnishAmount: 6,
      maxGarnishAmount: 6,
    })
    expect(sabores?.garnishes.length).toBeGreaterThanOrEqual(5)
    expect(sabores?.garnishes.every((g) => g.price === 0)).toBe(true)

    const gaseosa = plateNamed(body, 'Gaseosa 500 ml')
    expect(gaseosa.price).toBe(2500)
    expect(gaseosa.garnishGroups[0]).toMatchObject({
      name: 'Sabor',
      mandatory: true,
      multipleSelection: false,
    })
    expect(gaseosa.garnishGroups[0]?.garnishes.map((g) => g.name)).toEqual(['Cola', 'Lima-limón', 'Naranja'])

    const burger = plateNamed(body, 'Hamburguesa Completa')
    expect(burger.price).toBe(11000)
    expect(burger.garnishGroups[0]).toMatchObject({ name: 'Extras', mandatory: false, maxGarnishAmount: 3 })
    expect(burger.garnishGroups[0]?.garnishes.map((g) => [g.name, g.price])).toEqual([
      ['Cheddar', 1000],
      ['Panceta', 1500],
      ['Huevo', 800],
    ])

    expect(plateNamed(body, 'Flan Casero')).toMatchObject({ price: 4500, maxQuantity: 2 })

    const badges = new Set(plates(body).flatMap((p) => p.indicators.map((i) => i.name)))
    expect(badges).toEqual(new Set(['Vegano', 'Sin TACC']))
    expect(plates(body).every((p) => p.hasIndicators === p.indicators.length > 0)).toBe(true)

    expect(body.remarkeds.length).toBeGreaterThanOrEqual(3)
    const fugazzeta = plateNamed(body, 'Fugazzeta')
    expect(body.discounts).toEqual([
      expect.objectContaining({ type: 'PERCENT', percentage: 20, plates: [fugazzeta.id] }),
    ])
  })

  it('gives take-away its own menu and hash; table and self-service share the delivery one', async () => {
    const delivery = (await fetchMenu('pizzeria-demo-palermo', 'delivery')).body
    const takeAway = (await fetchMenu('pizzeria-demo-palermo', 'take-away')).body
    const table = (await fetchMenu('pizzeria-demo-palermo', 'table')).body
    const selfService = (await fetchMenu('pizzeria-demo-palermo', 'self-service')).body
    expect(takeAway.hash).not.toBe(delivery.hash)
    expect(plates(takeAway).length).toBe(plates(delivery).length + 1)
    expect(plateNamed(takeAway, 'Docena de empanadas').price).toBeLessThan(
      plateNamed(delivery, 'Docena de empanadas').price ?? 0,
    )
    expect(table.hash).toBe(delivery.hash)
    expect(selfService.hash).toBe(delivery.hash)
    expect(table.orderModeId).not.toBe(delivery.orderModeId)
    // Both locals of Pizzería Demo show the same menus.
    expect((await fetchMenu('pizzeria-demo-belgrano', 'delivery')).body.hash).toBe(delivery.hash)
  })

  it('gives Café Demo a small menu of its own', async () => {
    const { body } = await fetchMenu('cafe-demo-centro', 'take-away')
    expect(contractViolations('Menu', body)).toEqual([])
    expect(plates(body).map((p) => p.name)).toContain('Medialunas (3)')
    expect(plates(body).length).toBeLessThan(20)
  })

  it('accepts the local id in place of its alias', async () => {
    const response = await get(
      `/api/diner/${locals['pizzeria-demo-palermo']}/menu/${modes['pizzeria-demo-palermo/delivery']}`,
    )
    expect(response.statusCode).toBe(200)
  })

  it('answers 304 with no body when If-None-Match names the current hash', async () => {
    const { response } = await fetchMenu('pizzeria-demo-palermo', 'delivery')
    const etag = String(response.headers.etag)
    for (const header of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const again = await get(menuUrl('pizzeria-demo-palermo', 'delivery'), { 'if-none-match': header })
      expect(again.statusCode, header).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
    }
    const stale = await get(menuUrl('pizzeria-demo-palermo', 'delivery'), { 'if-none-match': '"old"' })
    expect(stale.statusCode).toBe(200)
  })

  it('answers 404 for an unknown local, an unknown mode or a mode of another local', async () => {
    for (const url of [
      `/api/diner/no-existe/menu/${modes['pizzeria-demo-palermo/delivery']}`,
      '/api/diner/pizzeria-demo-palermo/menu/424242',
      `/api/diner/pizzeria-demo-palermo/menu/${modes['pizzeria-demo-belgrano/delivery']}`,
      `/api/diner/pizzeria-demo/menu/${modes['pizzeria-demo-palermo/delivery']}`,
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })

  it('answers 400 naming orderModeId when it is not an id', async () => {
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const response = await get(`/api/diner/pizzeria-demo-palermo/menu/${bad}`)
      expect(response.statusCode, bad).toBe(400)
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain('orderModeId')
    }
  })
})

describe('GET /api/diner/menu/{alias}/hash', () => {
  it('answers the hash of each requested mode, the same as the menu ETag', async () => {
    const delivery = modes['pizzeria-demo-palermo/delivery']
    const takeAway = modes['pizzeria-demo-palermo/take-away']
    const response = await get(
      `/api/diner/menu/pizzeria-demo-palermo/hash?orderModeId=${delivery}&orderModeId=${takeAway}`,
    )
    expect(response.statusCode).toBe(200)
    const { menuHashes } = response.json() as components['schemas']['MenuHashes']
    expect(menuHashes.map((h) => h.orderModeId)).toEqual([delivery, takeAway])
    expect(menuHashes[0]?.hash).toBe((await fetchMenu('pizzeria-demo-palermo', 'delivery')).body.hash)
    expect(menuHashes[1]?.hash).toBe((await fetchMenu('pizzeria-demo-palermo', 'take-away')).body.hash)
  })

  it('takes a single orderModeId too', async () => {
    const response = await get(
      `/api/diner/menu/cafe-demo-centro/hash?orderModeId=${modes['cafe-demo-centro/take-away']}`,
    )
    expect(response.json().menuHashes).toHaveLength(1)
  })

  it('answers 404 for an unknown alias or a mode of another local, 400 for bad ids', async () => {
    const delivery = modes['pizzeria-demo-palermo/delivery']
    expect((await get(`/api/diner/menu/no-existe/hash?orderModeId=${delivery}`)).statusCode).toBe(404)
    expect((await get(`/api/diner/menu/cafe-demo-centro/hash?orderModeId=${delivery}`)).statusCode).toBe(404)
    for (const query of ['', '?orderModeId=abc', '?orderModeId=0']) {
      const response = await get(`/api/diner/menu/pizzeria-demo-palermo/hash${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(
        response
          .json()
          .errors.map((e: { field: string }) => e.field)
          .join(),
      ).toMatch(/orderModeId/)
    }
  })
})

describe('menu cache', () => {
  async function setPrice(name: string, price: number) {
    const [main] = await t.db
      .select({ branchId: menu.branchId })
      .from(menu)
      .where(eq(menu.name, 'Carta principal'))
    await t.db
      .update(plate)
      .set({ price })
      .where(and(eq(plate.name, name), eq(plate.branchId, main?.branchId ?? 0)))
  }

  it('serves the menu from memory until the menu is invalidated', async () => {
    const before = await fetchMenu('pizzeria-demo-palermo', 'delivery')
    await setPrice('Napolitana', 15_100)

    // Changed in the database but not invalidated: still the cached bytes (no query was made).
    const cached = await fetchMenu('pizzeria-demo-palermo', 'delivery')
    expect(cached.response.body).toBe(before.response.body)

    const [main] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.name, 'Carta principal'))
    invalidateMenu(t.db, main?.id)
    const after = await fetchMenu('pizzeria-demo-palermo', 'delivery')
    expect(plateNamed(after.body, 'Napolitana').price).toBe(15_100)
    expect(after.body.hash).not.toBe(before.body.hash)
    expect(after.response.headers.etag).toBe(`"${after.body.hash}"`)

    // The old ETag no longer matches; the hash endpoint and the stored hash follow.
    const revalidated = await get(menuUrl('pizzeria-demo-palermo', 'delivery'), {
      'if-none-match': String(before.response.headers.etag),
    })
    expect(revalidated.statusCode).toBe(200)
    const hashes = await get(
      `/api/diner/menu/pizzeria-demo-palermo/hash?orderModeId=${modes['pizzeria-demo-palermo/delivery']}`,
    )
    expect(hashes.json().menuHashes[0].hash).toBe(after.body.hash)
    const [stored] = await t.db
      .select({ hash: menu.hash })
      .from(menu)
      .where(eq(menu.id, main?.id ?? 0))
    expect(stored?.hash).toBe(after.body.hash)

    // Other menus were left cached: the take-away menu still shows the old price.
    const takeAway = await fetchMenu('pizzeria-demo-palermo', 'take-away')
    expect(plateNamed(takeAway.body, 'Napolitana').price).toBe(14_800)
  })

  it('is refreshed by the seed, which puts the demo menu and its hash back', async () => {
    // Napolitana still costs 15.100 in the database from the test above.
    expect((await fetchMenu('pizzeria-demo-belgrano', 'take-away')).body.hash).not.toBe(
      seededHashes['Carta para retirar'],
    )
    await seedDemo(t.db)
    const delivery = await fetchMenu('pizzeria-demo-palermo', 'delivery')
    expect(plateNamed(delivery.body, 'Napolitana').price).toBe(14_800)
    expect(delivery.body.hash).toBe(seededHashes['Carta principal'])
    expect((await fetchMenu('pizzeria-demo-belgrano', 'take-away')).body.hash).toBe(
      seededHashes['Carta para retirar'],
    )
  })

  it('leaves out categories without plates', async () => {
    const [main] = await t.db.select({ id: menu.id }).from(menu).where(eq(menu.name, 'Carta principal'))
    await t.db.insert(menuCategory).values({ menuId: main?.id ?? 0, name: 'Próximamente', position: 99 })
    invalidateMenu(t.db)
    const { body } = await fetchMenu('pizzeria-demo-palermo', 'delivery')
    expect(body.categories.map((c) => c.name)).not.toContain('Próximamente')
  })
})
