import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { consoleAvailability, menu, plate } from '../../server/db/schema'
import { invalidateCatalogue } from '../../server/services/read-cache'
import {
  buildOrder,
  type DemoIds,
  demoIds,
  type InjectResponse,
  type LineSpec,
  menuPlate,
  ok,
  problem,
  type Schemas,
} from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds

const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'
const CENTRO = 'cafe-demo-centro'

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(() => t?.close())

type Cookies = Record<string, string>

let clients = 0
async function staffOf(local: string, password: string): Promise<Cookies> {
  clients += 1
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/session`,
    payload: { name: 'encargado', password },
    remoteAddress: `10.0.2.${clients}`,
  })
  ok(response, 'StaffMember')
  const cookie = response.cookies.find((c) => c.name === 'staff_session')
  if (!cookie) throw new Error('no staff_session cookie')
  return { staff_session: cookie.value }
}

const put = (local: string, body: object, cookies?: Cookies) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/console/${local}/availability`,
    payload: body,
    ...(cookies ? { cookies } : {}),
  })

const list = (local: string, cookies?: Cookies) =>
  t.app.inject({ method: 'GET', url: `/api/console/${local}/availability`, ...(cookies ? { cookies } : {}) })

const plate86 = (entityId: number, available: boolean) => ({ entityType: 'PLATE', entityId, available })

async function menuOf(local: string, orderModeId: number): Promise<Schemas['Menu']> {
  return ok<Schemas['Menu']>(
    await t.app.inject({ method: 'GET', url: `/api/diner/${local}/menu/${orderModeId}` }),
  )
}

const plateNames = (m: Schemas['Menu']) => m.categories.flatMap((c) => c.plates.map((p) => p.name))

async function hashOf(local: string, orderModeId: number): Promise<string> {
  const body = ok<Schemas['MenuHashes']>(
    await t.app.inject({ method: 'GET', url: `/api/diner/menu/${local}/hash?orderModeId=${orderModeId}` }),
  )
  return body.menuHashes[0]?.hash ?? ''
}

async function orderOf(lines: LineSpec[]): Promise<InjectResponse> {
  const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines })
  return t.app.inject({ method: 'POST', url: '/api/order', payload })
}

const takeAway = () => ids.modes.TAKE_AWAY?.id ?? 0
const delivery = () => ids.modes.DELIVERY?.id ?? 0

describe('the availability panel’s list', () => {
  it('lists the local’s plates with their garnishes, all offered, to its own staff only', async () => {
    problem(await list(PALERMO), 401)
    problem(await list(PALERMO, await staffOf(BELGRANO, 'belgrano1234')), 404)
    const plates = ok<Schemas['ConsoleAvailabilityPlate'][]>(
      await list(PALERMO, await staffOf(PALERMO, 'palermo1234')),
    )
    const flan = plates.find((p) => p.name === 'Flan Casero')
    expect(flan).toMatchObject({ available: true, category: 'Postres', garnishes: [] })
    const burger = plates.find((p) => p.name === 'Hamburguesa Completa')
    expect(burger?.garnishes.map((g) => `${g.group}: ${g.name}`)).toContain('Extras: Panceta')
    expect(plates.every((p) => p.available && p.garnishes.every((g) => g.available))).toBe(true)
    // Café Demo's plates belong to another branch: not on Palermo's list.
    expect(plates.map((p) => p.name)).not.toContain('Medialunas')
  })
})

describe('86 a plate', () => {
  it('leaves it out of the menu and the hash at once, refuses orders for it, and undoing brings both back', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const flan = await menuPlate(t.db, takeAway(), 'Flan Casero')
    const before = await menuOf(PALERMO, takeAway())
    const hashBefore = await hashOf(PALERMO, takeAway())
    expect(plateNames(before)).toContain('Flan Casero')
    const belgranoBefore = await menuOf(BELGRANO, ids.belgranoModes.TAKE_AWAY?.id ?? 0)

    try {
      expect(ok(await put(PALERMO, plate86(flan.id, false), staff), 'ConsoleAvailability')).toEqual(
        plate86(flan.id, false),
      )
      const after = await menuOf(PALERMO, takeAway())
      expect(plateNames(after)).not.toContain('Flan Casero')
      expect(after.hash).not.toBe(before.hash)
      expect(await hashOf(PALERMO, takeAway())).toBe(after.hash)
      expect(await hashOf(PALERMO, takeAway())).not.toBe(hashBefore)
      // Every mode of the local, the kiosk's included, reads the same menus.
      expect(plateNames(await menuOf(PALERMO, delivery()))).not.toContain('Flan Casero')
      // The old ETag no longer matches, so a diner holding it gets the new menu.
      const revalidated = await t.app.inject({
        method: 'GET',
        url: `/api/diner/${PALERMO}/menu/${takeAway()}`,
        headers: { 'if-none-match': `"${before.hash}"` },
      })
      expect(revalidated.statusCode).toBe(200)
      // Another local of the same branch still offers it, with the same hash as before.
      const belgrano = await menuOf(BELGRANO, ids.belgranoModes.TAKE_AWAY?.id ?? 0)
      expect(plateNames(belgrano)).toContain('Flan Casero')
      expect(belgrano.hash).toBe(belgranoBefore.hash)
      // The stored menu hash is the menu as written, shared by every local: not one local's 86s.
      const [stored] = await t.db.select({ hash: menu.hash }).from(menu).where(eq(menu.id, before.id))
      expect(stored?.hash).toBe(before.hash)

      const listed = ok<Schemas['ConsoleAvailabilityPlate'][]>(await list(PALERMO, staff))
      expect(listed.find((p) => p.id === flan.id)?.available).toBe(false)

      const refused = problem(await orderOf([{ plate: 'Flan Casero' }]), 422)
      expect(refused.detail).toContain('ya no está disponible')
      expect(refused.errors?.[0]?.field).toBe('items[0].referenceId')
    } finally {
      ok(await put(PALERMO, plate86(flan.id, true), staff), 'ConsoleAvailability')
    }
    const back = await menuOf(PALERMO, takeAway())
    expect(plateNames(back)).toContain('Flan Casero')
    expect(back.hash).toBe(before.hash)
    expect(await hashOf(PALERMO, takeAway())).toBe(hashBefore)
    expect((await orderOf([{ plate: 'Flan Casero' }])).statusCode).toBe(201)
  })

  it('keeps the menu as written across an 86, and still shows a menu write made after it', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const flan = await menuPlate(t.db, takeAway(), 'Flan Casero')
    const napolitana = await menuPlate(t.db, takeAway(), 'Napolitana')
    const before = await menuOf(PALERMO, takeAway())
    const description =
      before.categories.flatMap((c) => c.plates).find((p) => p.id === napolitana.id)?.description ?? null
    try {
      // An 86 rebuilds the answer from the content read before it (no reread of the plates)…
      ok(await put(PALERMO, plate86(flan.id, false), staff), 'ConsoleAvailability')
      const after86 = await menuOf(PALERMO, takeAway())
      expect(plateNames(after86)).not.toContain('Flan Casero')
      // …and a content write after it (a description) is read from the database again.
      await t.db.update(plate).set({ description: 'Receta nueva' }).where(eq(plate.id, napolitana.id))
      await invalidateCatalogue(t.db)
      const written = await menuOf(PALERMO, takeAway())
      const shown = written.categories.flatMap((c) => c.plates).filter((p) => p.id === napolitana.id)
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.map((p) => p.description)).toEqual(shown.map(() => 'Receta nueva'))
      expect(plateNames(written)).not.toContain('Flan Casero')
    } finally {
      await t.db.update(plate).set({ description }).where(eq(plate.id, napolitana.id))
      await invalidateCatalogue(t.db)
      ok(await put(PALERMO, plate86(flan.id, true), staff), 'ConsoleAvailability')
    }
  })

  it('comes back by itself the next day of the local', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const flan = await menuPlate(t.db, takeAway(), 'Flan Casero')
    const before = await menuOf(PALERMO, takeAway())
    try {
      ok(await put(PALERMO, plate86(flan.id, false), staff))
      expect(plateNames(await menuOf(PALERMO, takeAway()))).not.toContain('Flan Casero')

      // A day later on the server's clock: the cached menu goes stale at the local's midnight and no
      // one has undone the 86.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 })
      const nextDay = await menuOf(PALERMO, takeAway())
      expect(plateNames(nextDay)).toContain('Flan Casero')
      expect(nextDay.hash).toBe(before.hash)
      const rows = await t.db
        .select()
        .from(consoleAvailability)
        .where(eq(consoleAvailability.entityId, flan.id))
      expect(rows).toHaveLength(1)
    } finally {
      vi.useRealTimers()
      ok(await put(PALERMO, plate86(flan.id, true), staff))
    }
  })
})

describe('86 a garnish', () => {
  it('leaves the garnish out of its plate and refuses an order choosing it', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const burger = await menuPlate(t.db, takeAway(), 'Hamburguesa Completa')
    const panceta = burger.groups.flatMap((g) => g.garnishes).find((g) => g.name === 'Panceta')
    if (!panceta) throw new Error('no Panceta')
    const withPanceta: LineSpec = { plate: 'Hamburguesa Completa', garnishes: { Extras: { Panceta: 1 } } }
    const garnishesOf = async () =>
      (await menuOf(PALERMO, takeAway())).categories
        .flatMap((c) => c.plates)
        .find((p) => p.name === 'Hamburguesa Completa')
        ?.garnishGroups?.flatMap((g) => g.garnishes.map((x) => x.name))
    try {
      ok(await put(PALERMO, { entityType: 'GARNISH', entityId: panceta.id, available: false }, staff))
      const offered = await garnishesOf()
      expect(offered).not.toContain('Panceta')
      expect(offered).toContain('Cheddar')
      const refused = problem(await orderOf([withPanceta]), 422)
      expect(refused.detail).toContain('no son válidas')
      // The plate itself is still offered, without that garnish.
      expect((await orderOf([{ plate: 'Hamburguesa Completa' }])).statusCode).toBe(201)
    } finally {
      ok(await put(PALERMO, { entityType: 'GARNISH', entityId: panceta.id, available: true }, staff))
    }
    expect(await garnishesOf()).toContain('Panceta')
    expect((await orderOf([withPanceta])).statusCode).toBe(201)
  })
})

describe('who may 86 what', () => {
  it('refuses without a session, another local’s staff, and anything not on the local’s menus', async () => {
    const flan = await menuPlate(t.db, takeAway(), 'Flan Casero')
    problem(await put(PALERMO, plate86(flan.id, false)), 401)
    problem(await put(PALERMO, plate86(flan.id, false), await staffOf(BELGRANO, 'belgrano1234')), 404)
    const palermo = await staffOf(PALERMO, 'palermo1234')
    // Another branch's plate (Café Demo Centro's), and ids that exist nowhere.
    const centro = ok<Schemas['ConsoleAvailabilityPlate'][]>(
      await list(CENTRO, await staffOf(CENTRO, 'centro1234')),
    )
    const cafePlate = centro[0]
    if (!cafePlate) throw new Error('Café Demo Centro lists no plate')
    expect(problem(await put(PALERMO, plate86(cafePlate.id, false), palermo), 404).detail).toBe(
      'No encontramos ese producto en este local',
    )
    problem(await put(PALERMO, plate86(2_147_483_647, false), palermo), 404)
    problem(
      await put(PALERMO, { entityType: 'GARNISH', entityId: flan.id * 1000, available: false }, palermo),
      404,
    )
    expect(await t.db.select().from(consoleAvailability)).toEqual([])
    const centroMenu = await menuOf(CENTRO, await centroMode())
    expect(centroMenu.categories.flatMap((c) => c.plates.map((p) => p.id))).toContain(cafePlate.id)
  })

  it('answers bad bodies with a 400 problem naming the field, never a 5xx', async () => {
    const palermo = await staffOf(PALERMO, 'palermo1234')
    const bodies: unknown[] = [
      {},
      { entityType: 'PLATE', entityId: 1 },
      { entityType: 'DRINK', entityId: 1, available: false },
      { entityType: 'PLATE', entityId: 0, available: false },
      { entityType: 'PLATE', entityId: '1', available: false },
      { entityType: 'PLATE', entityId: 1, available: 'no' },
      { entityType: 'PLATE', entityId: 1, available: false, until: 'mañana' },
      [],
      'x',
      null,
    ]
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/console/${PALERMO}/availability`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        cookies: palermo,
      })
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })
})

async function centroMode(): Promise<number> {
  const contact = ok<Schemas['BranchContact']>(
    await t.app.inject({ method: 'GET', url: `/api/diner/branchcontacts/${CENTRO}` }),
  )
  return contact.deliveryConfig.orderModes[0]?.id ?? 0
}
