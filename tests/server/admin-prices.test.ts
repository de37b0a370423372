import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branchContact, orderMode } from '../../server/db/schema'
import { demoBackOffice } from '../../server/seed/demo-back-office'
import { demoStaff } from '../../server/seed/demo-staff'
import { type InjectResponse, ok, problem, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'

type Cookies = Record<string, string>
type PriceList = Schemas['AdminPriceList']
type PricePlate = Schemas['AdminPricePlate']
/** A 409's problem carries the plates as they are now (extension member `current`). */
type Conflict = Schemas['Problem'] & { current: PricePlate[] }

let owner: Cookies
let manager: Cookies
let clients = 0

async function signIn(role: 'owner' | 'manager'): Promise<Cookies> {
  const account = demoBackOffice.find((a) => a.role === role)
  clients += 1
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email: account?.email, password: account?.password },
    remoteAddress: `10.0.4.${clients}`,
  })
  const cookie = response.cookies.find((c) => c.name === 'admin_session')
  if (!cookie) throw new Error(response.body)
  return { admin_session: cookie.value }
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await signIn('owner')
  manager = await signIn('manager')
})
afterAll(() => t?.close())

const get = (url: string, cookies: Cookies) => t.app.inject({ method: 'GET', url, cookies })
const send = (method: 'PUT' | 'POST', url: string, payload: object, cookies: Cookies) =>
  t.app.inject({ method, url, payload, cookies })

async function prices(alias = PALERMO, cookies = owner): Promise<PriceList> {
  return ok<PriceList>(await get(`/api/admin/locals/${alias}/prices`, cookies), 'AdminPriceList')
}

function plateNamed(list: PriceList, name: string): PricePlate {
  for (const m of list.menus)
    for (const c of m.categories) {
      const found = c.plates.find((p) => p.name === name)
      if (found) return found
    }
  throw new Error(`no plate ${name}`)
}

const setPrice = (plate: PricePlate, body: object, cookies = owner) =>
  send('PUT', `/api/admin/locals/${PALERMO}/plates/${plate.id}/price`, body, cookies)

/** What a diner's take-away menu of Palermo shows for a plate: its price, or its sizes' prices. */
async function dinerPrice(name: string): Promise<unknown> {
  const [local] = await t.db.select().from(branchContact).where(eq(branchContact.alias, PALERMO))
  const modes = await t.db
    .select()
    .from(orderMode)
    .where(eq(orderMode.branchContactId, local?.id ?? 0))
  const mode = modes.find((m) => m.type === 'TAKE_AWAY')
  const menu = ok<Schemas['Menu']>(
    await t.app.inject({ method: 'GET', url: `/api/diner/${PALERMO}/menu/${mode?.id}` }),
  )
  const plate = menu.categories.flatMap((c) => c.plates).find((p) => p.name === name)
  return plate?.sizes?.length ? plate.sizes.map((s) => s.price) : plate?.price
}

function listen(channel: string): { heard: () => number; stop: () => void } {
  let count = 0
  const bus = (t.app as unknown as { liveBus: { subscribe(c: string, f: () => void): () => void } }).liveBus
  const stop = bus.subscribe(channel, () => {
    count += 1
  })
  return { heard: () => count, stop }
}

describe('the back office’s prices (issue 36)', () => {
  it('lists the local’s menus with prices, sizes and versions', async () => {
    const list = await prices()
    expect(list.editable).toBe(true)
    const muzza = plateNamed(list, 'Pizza Muzzarella')
    expect(muzza.sizes).toEqual([
      { name: 'Chica', price: 9000 },
      { name: 'Grande', price: 13500 },
    ])
    expect(muzza.version).toBe(1)
    expect(plateNamed(list, 'Flan Casero')).toMatchObject({ price: 4500, sizes: [], available: true })
  })

  it('sets a price at the version read: the diner’s menu shows it, open menus hear of it, the log has it', async () => {
    const [local] = await t.db.select().from(branchContact).where(eq(branchContact.alias, PALERMO))
    const notices = listen(`menu-${local?.id}`)
    const flan = plateNamed(await prices(), 'Flan Casero')
    const written = ok<PricePlate>(
      await setPrice(flan, { version: flan.version, price: 4800 }),
      'AdminPricePlate',
    )
    expect(written).toMatchObject({ price: 4800, version: flan.version + 1 })
    expect(await dinerPrice('Flan Casero')).toBe(4800)
    expect(notices.heard()).toBeGreaterThan(0)
    notices.stop()
    const log = ok<Schemas['AdminAuditEntry'][]>(await get('/api/admin/audit', owner))
    expect(log[0]).toMatchObject({
      staffName: 'Dueña Demo',
      entity: 'plate.price',
      entityId: flan.id,
      label: 'Flan Casero',
      before: { price: 4500 },
      after: { price: 4800 },
    })
  })

  it('answers a stale write 409 with the current values, and writes nothing', async () => {
    const flan = plateNamed(await prices(), 'Flan Casero')
    ok(await setPrice(flan, { version: flan.version, price: 5000 }))
    const refused = problem(await setPrice(flan, { version: flan.version, price: 5200 }), 409) as Conflict
    expect(refused.current).toEqual([
      expect.objectContaining({ id: flan.id, price: 5000, version: flan.version + 1 }),
    ])
    expect(await dinerPrice('Flan Casero')).toBe(5000)
  })

  it('checks prices with the tenant file’s money rule and the plate’s sizes (422)', async () => {
    const list = await prices()
    const flan = plateNamed(list, 'Flan Casero')
    const muzza = plateNamed(list, 'Pizza Muzzarella')
    expect(problem(await setPrice(flan, { version: flan.version, price: -5 }), 422).errors?.[0]?.field).toBe(
      'price',
    )
    problem(await setPrice(flan, { version: flan.version, price: 2_000_000_000 }), 422)
    problem(await setPrice(muzza, { version: muzza.version, price: 9000 }), 422)
    problem(await setPrice(muzza, { version: muzza.version, sizes: [{ name: 'Chica', price: 9500 }] }), 422)
    expect(plateNamed(await prices(), 'Flan Casero').version).toBe(flan.version)
  })

  it('previews +10 % on Pizzas rounded to $100, then applies it with the preview’s versions', async () => {
    const list = await prices()
    const menuId = list.menus.find((m) => m.categories.some((c) => c.name === 'Pizzas'))?.id ?? 0
    const body = { menuId, category: 'Pizzas', change: { kind: 'percent', value: 10 }, step: 100 }
    const url = `/api/admin/locals/${PALERMO}/prices/bulk`
    const preview = ok<Schemas['AdminBulkPriceResult']>(
      await send('POST', url, { ...body, apply: false }, owner),
    )
    expect(preview.applied).toBe(false)
    expect(preview.lines.filter((l) => l.name === 'Pizza Muzzarella')).toEqual([
      expect.objectContaining({ size: 'Chica', before: 9000, after: 9900 }),
      expect.objectContaining({ size: 'Grande', before: 13500, after: 14900 }),
    ])
    expect(await dinerPrice('Pizza Muzzarella')).toEqual([9000, 13500])
    problem(await send('POST', url, { ...body, apply: true }, owner), 422)
    const versions = [...new Map(preview.lines.map((l) => [l.plateId, l.version])).entries()].map(
      ([plateId, version]) => ({ plateId, version }),
    )
    const applied = ok<Schemas['AdminBulkPriceResult']>(
      await send('POST', url, { ...body, apply: true, versions }, owner),
    )
    expect(applied.applied).toBe(true)
    expect(await dinerPrice('Pizza Muzzarella')).toEqual([9900, 14900])
    expect(applied.lines.every((l) => l.after % 100 === 0)).toBe(true)
    // the same versions again are stale now: nothing moves twice
    const refused = problem(
      await send('POST', url, { ...body, apply: true, versions }, owner),
      409,
    ) as Conflict
    expect(refused.current.length).toBeGreaterThan(0)
    expect(await dinerPrice('Pizza Muzzarella')).toEqual([9900, 14900])
    const log = ok<Schemas['AdminAuditEntry'][]>(await get('/api/admin/audit?limit=50', owner))
    expect(log.filter((e) => e.entity === 'plate.price' && e.label === 'Pizza Muzzarella')[0]).toMatchObject({
      before: {
        sizes: [
          { name: 'Chica', price: 9000 },
          { name: 'Grande', price: 13500 },
        ],
      },
      after: {
        sizes: [
          { name: 'Chica', price: 9900 },
          { name: 'Grande', price: 14900 },
        ],
      },
    })
  })

  it('lets a local’s manager read and 86 their local, not change branch prices nor see another local', async () => {
    const list = await prices(PALERMO, manager)
    expect(list.editable).toBe(false)
    const flan = plateNamed(list, 'Flan Casero')
    expect(
      problem(await setPrice(flan, { version: flan.version, price: 1000 }, manager), 403).detail,
    ).toMatch(/marca/)
    problem(await get(`/api/admin/locals/${BELGRANO}/prices`, manager), 403)
    const url = `/api/admin/locals/${PALERMO}/plates/${flan.id}/availability`
    expect(ok<PricePlate>(await send('PUT', url, { available: false }, manager)).available).toBe(false)
    expect(await dinerPrice('Flan Casero')).toBeUndefined()
    expect(ok<PricePlate>(await send('PUT', url, { available: true }, manager)).available).toBe(true)
    const log = ok<Schemas['AdminAuditEntry'][]>(await get('/api/admin/audit', manager))
    expect(log[0]).toMatchObject({
      staffName: 'Encargada Palermo',
      entity: 'plate.available',
      after: { available: true },
    })
    problem(
      await send(
        'PUT',
        `/api/admin/locals/${BELGRANO}/plates/${flan.id}/availability`,
        { available: false },
        manager,
      ),
      403,
    )
  })

  it('refuses console accounts (403) and strangers (401) on every price operation', async () => {
    const palermo = demoStaff.find((s) => s.local === PALERMO)
    const signedIn: InjectResponse = await t.app.inject({
      method: 'POST',
      url: `/api/console/${PALERMO}/session`,
      payload: { name: palermo?.name, password: palermo?.password },
      remoteAddress: '10.0.5.1',
    })
    const cookie = signedIn.cookies.find((c) => c.name === 'staff_session')
    const consoleCookie = { staff_session: cookie?.value ?? '' }
    problem(await get(`/api/admin/locals/${PALERMO}/prices`, consoleCookie), 403)
    problem(await get('/api/admin/audit', consoleCookie), 403)
    problem(await t.app.inject({ method: 'GET', url: `/api/admin/locals/${PALERMO}/prices` }), 401)
  })
})
