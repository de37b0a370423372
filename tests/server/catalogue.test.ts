import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../contract/schema'
import { common } from '../../i18n/es/common'
import { branch, branchContact, company, menuCategory, plate } from '../../server/db/schema'
import { contractViolations } from './helpers/contract'
import { createTestApp, type TestApp } from './helpers/test-app'

type Schemas = components['schemas']
type Response = Awaited<ReturnType<TestApp['app']['inject']>>

let t: TestApp
const ids = { company: 0, pizzeria: 0, cafe: 0, palermo: 0, belgrano: 0, centro: 0 }

beforeAll(async () => {
  t = await createTestApp()
  const [c] = await t.db.select({ id: company.id }).from(company).where(eq(company.alias, 'demo-gastronomia'))
  ids.company = c?.id ?? 0
  for (const row of await t.db.select({ id: branch.id, alias: branch.alias }).from(branch)) {
    if (row.alias === 'pizzeria-demo') ids.pizzeria = row.id
    if (row.alias === 'cafe-demo') ids.cafe = row.id
  }
  for (const row of await t.db
    .select({ id: branchContact.id, alias: branchContact.alias })
    .from(branchContact)) {
    if (row.alias === 'pizzeria-demo-palermo') ids.palermo = row.id
    if (row.alias === 'pizzeria-demo-belgrano') ids.belgrano = row.id
    if (row.alias === 'cafe-demo-centro') ids.centro = row.id
  }
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

function ok<T>(response: Response, schema?: string): T {
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json() as T
  if (schema) expect(contractViolations(schema, body)).toEqual([])
  return body
}

function problem(response: Response, status: number) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  const body = response.json() as Schemas['Problem']
  expect(body.status).toBe(status)
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/) // no stack
  return body
}

function expectBadField(response: Response, field: string) {
  const body = problem(response, 400)
  expect(body.errors?.map((e) => e.field)).toContain(field)
}

describe('GET /api/diner/{aliasOrId}', () => {
  it('answers a company with its branches', async () => {
    const body = ok<Schemas['DinerAliasInfo']>(await get('/api/diner/demo-gastronomia'), 'DinerAliasInfo')
    expect(body.type).toBe('company')
    if (body.type !== 'company') return
    expect(body.info).toMatchObject({ alias: 'demo-gastronomia', name: 'Demo Gastronomía' })
    expect(body.info.branches.map((b) => b.alias)).toEqual(['pizzeria-demo', 'cafe-demo'])
  })

  it('answers a branch with its locals, its order modes and its colour', async () => {
    const body = ok<Schemas['DinerAliasInfo']>(await get('/api/diner/pizzeria-demo'), 'DinerAliasInfo')
    if (body.type !== 'branch') throw new Error(`expected a branch, got ${body.type}`)
    expect(body.info.branch).toMatchObject({
      name: 'Pizzería Demo',
      countryCode: 'AR',
      timeZone: 'America/Argentina/Buenos_Aires',
      withCustomLogo: true,
      social: {
        instagram: expect.stringContaining('instagram'),
        facebook: expect.stringContaining('facebook'),
      },
    })
    expect(body.info.branch.generalConfig.colorConfig?.lightMainColor).toBe('#C0392B')
    expect(body.info.branchContacts.map((c) => c.alias).sort()).toEqual([
      'pizzeria-demo-belgrano',
      // takes its orders by WhatsApp (ordersConsole false)
      'pizzeria-demo-flores',
      'pizzeria-demo-palermo',
    ])
    expect(body.info.branchContacts.every((c) => c.distance === null && c.reachableByDelivery === null)).toBe(
      true,
    )
    expect(body.info.orderModes?.map((m) => m.type)).toEqual([
      'DELIVERY',
      'TAKE_AWAY',
      'TABLE',
      'SELF_SERVICE',
    ])
  })

  it('orders locals by distance from the diner and tells which deliver there', async () => {
    // Av. Santa Fe 3500: inside Palermo's zone, outside Belgrano's.
    const body = ok<Schemas['DinerAliasInfo']>(
      await get('/api/diner/pizzeria-demo?lat=-34.5866&lng=-58.4136'),
    )
    if (body.type !== 'branch') throw new Error('expected a branch')
    const [first, second] = body.info.branchContacts
    expect(first).toMatchObject({ alias: 'pizzeria-demo-palermo', reachableByDelivery: true })
    expect(second).toMatchObject({ alias: 'pizzeria-demo-belgrano', reachableByDelivery: false })
    expect(first?.distance).toBeGreaterThan(200)
    expect(first?.distance).toBeLessThan(500)
    expect(second?.distance).toBeGreaterThan(first?.distance ?? 0)
  })

  it("filters a branch's locals by name, ignoring case and accents ('Buscar Local')", async () => {
    const byName = async (search: string) => {
      const body = ok<Schemas['DinerAliasInfo']>(
        await get(`/api/diner/pizzeria-demo?search=${encodeURIComponent(search)}`),
      )
      return body.type === 'branch' ? body.info.branchContacts.map((c) => c.alias) : []
    }
    expect(await byName('palermo')).toEqual(['pizzeria-demo-palermo'])
    expect(await byName('PIZZERIA belgrano')).toEqual(['pizzeria-demo-belgrano'])
    expect(await byName('recoleta')).toEqual([])
  })

  it('gives the single local of Café Demo, so the branch page can open it', async () => {
    const body = ok<Schemas['DinerAliasInfo']>(await get('/api/diner/cafe-demo'), 'DinerAliasInfo')
    if (body.type !== 'branch') throw new Error('expected a branch')
    expect(body.info.branchContacts.map((c) => c.alias)).toEqual(['cafe-demo-centro'])
    expect(body.info.branch.generalConfig.colorConfig).toBeUndefined()
  })

  it('answers Palermo as a branch contact: modes, path names, phones, payments, always open', async () => {
    const body = ok<Schemas['DinerAliasInfo']>(
      await get('/api/diner/pizzeria-demo-palermo'),
      'DinerAliasInfo',
    )
    if (body.type !== 'branchContact') throw new Error('expected a branch contact')
    const local = body.info
    expect(local).toMatchObject({
      name: 'Pizzería Demo Palermo',
      whatsAppPhone: '+54 9 11 4000-0001',
      callPhone: '+54 11 4000-0001',
      mandatoryEmail: false,
      ordersConsole: true,
      commercialTermsInfo: { blocked: false },
      address: { street: 'Av. Santa Fe', number: '3253', zone: 'Palermo', lat: -34.5882, lng: -58.4108 },
      deliveryConfig: { betweenStreetsRequired: false, workingDays: [] },
    })
    const modes = local.deliveryConfig.orderModes
    expect(modes.map((m) => [m.type, m.name])).toEqual([
      ['DELIVERY', 'delivery'],
      ['TAKE_AWAY', 'take-away'],
      ['TABLE', 'table'],
      ['SELF_SERVICE', 'self-service'],
    ])
    expect(modes.every((m) => m.active && m.orderEnabled && !m.useSchedule)).toBe(true)
    const methods = Object.fromEntries(modes.map((m) => [m.type, m.paymentTypes.map((p) => p.paymentMethod)]))
    expect(methods).toEqual({
      DELIVERY: ['CASH', 'ONLINE_CARD'],
      TAKE_AWAY: ['CASH', 'ONLINE_CARD', 'PAYMENT_LINK'],
      TABLE: ['CASH', 'ONLINE_CARD'],
      SELF_SERVICE: ['CASH', 'ONLINE_CARD'],
    })
  })

  it('answers Belgrano with its hours, scheduled orders and stricter checkout', async () => {
    const body = ok<Schemas['DinerAliasInfo']>(await get('/api/diner/pizzeria-demo-belgrano'))
    if (body.type !== 'branchContact') throw new Error('expected a branch contact')
    const local = body.info
    expect(local.mandatoryEmail).toBe(true)
    expect(local.deliveryConfig.betweenStreetsRequired).toBe(true)
    const days = local.deliveryConfig.workingDays ?? []
    expect(days.map((d) => d.dayOfWeek)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ])
    for (const day of days) {
      expect(day.workingHours).toEqual([
        { startAt: '11:00', endAt: '15:00' },
        { startAt: '19:00', endAt: '23:30' },
      ])
    }
    const modes = local.deliveryConfig.orderModes
    expect(modes.map((m) => m.type)).toEqual(['DELIVERY', 'TAKE_AWAY'])
    expect(modes.every((m) => m.useSchedule && m.scheduledOrders === 'ALLOWED')).toBe(true)
  })

  it('reads a numeric id as a branch contact id', async () => {
    const body = ok<Schemas['DinerAliasInfo']>(await get(`/api/diner/${ids.centro}`))
    expect(body).toMatchObject({ type: 'branchContact', info: { alias: 'cafe-demo-centro' } })
  })

  it('answers 404 problem+json for an unknown alias or id', async () => {
    expect(problem(await get('/api/diner/no-existe'), 404).detail).toBe(common.notFound)
    problem(await get('/api/diner/999999'), 404)
  })

  it('answers 400 naming the field for a malformed alias or point', async () => {
    expectBadField(await get('/api/diner/-empieza-con-guion'), 'aliasOrId')
    expectBadField(await get('/api/diner/con%20espacio'), 'aliasOrId')
    expectBadField(await get('/api/diner/pizzeria-demo?lat=-34.58'), 'lng')
    expectBadField(await get('/api/diner/pizzeria-demo?lng=-58.4'), 'lat')
    expectBadField(await get('/api/diner/pizzeria-demo?lat=95&lng=-58.4'), 'lat')
    expectBadField(await get('/api/diner/pizzeria-demo?lat=abc&lng=-58.4'), 'lat')
  })
})

describe('companies, branches, locals and order modes', () => {
  it('GET /api/diner/companies/{companyId}', async () => {
    expect(ok(await get(`/api/diner/companies/${ids.company}`), 'Company')).toEqual({
      id: ids.company,
      alias: 'demo-gastronomia',
      name: 'Demo Gastronomía',
    })
    problem(await get('/api/diner/companies/424242'), 404)
    expectBadField(await get('/api/diner/companies/abc'), 'companyId')
    expectBadField(await get('/api/diner/companies/0'), 'companyId')
  })

  it('GET /api/diner/companies/{companyId}/branches pages with offset and pageSize (≤ 99)', async () => {
    const all = ok<Schemas['BranchPage']>(
      await get(`/api/diner/companies/${ids.company}/branches`),
      'BranchPage',
    )
    expect(all).toMatchObject({ offset: 0, pageSize: 99, total: 2 })
    expect(all.branches.map((b) => b.alias)).toEqual(['pizzeria-demo', 'cafe-demo'])

    const second = ok<Schemas['BranchPage']>(
      await get(`/api/diner/companies/${ids.company}/branches?offset=1&pageSize=1`),
    )
    expect(second).toMatchObject({ offset: 1, pageSize: 1, total: 2 })
    expect(second.branches.map((b) => b.alias)).toEqual(['cafe-demo'])
    const past = ok<Schemas['BranchPage']>(await get(`/api/diner/companies/${ids.company}/branches?offset=5`))
    expect(past.branches).toEqual([])

    expectBadField(await get(`/api/diner/companies/${ids.company}/branches?pageSize=100`), 'pageSize')
    expectBadField(await get(`/api/diner/companies/${ids.company}/branches?pageSize=0`), 'pageSize')
    expectBadField(await get(`/api/diner/companies/${ids.company}/branches?offset=-1`), 'offset')
    expectBadField(await get(`/api/diner/companies/${ids.company}/branches?offset=uno`), 'offset')
    problem(await get('/api/diner/companies/424242/branches'), 404)
  })

  it('GET /api/diner/branchcontacts/{alias}', async () => {
    const local = ok<Schemas['BranchContact']>(
      await get('/api/diner/branchcontacts/cafe-demo-centro'),
      'BranchContact',
    )
    expect(local).toMatchObject({ id: ids.centro, name: 'Café Demo Centro', branch: { alias: 'cafe-demo' } })
    expect(local.deliveryConfig.orderModes.map((m) => m.name)).toEqual(['take-away'])

    const near = ok<Schemas['BranchContact']>(
      await get('/api/diner/branchcontacts/pizzeria-demo-belgrano?lat=-34.558&lng=-58.46'),
    )
    expect(near.reachableByDelivery).toBe(true)

    problem(await get('/api/diner/branchcontacts/pizzeria-demo'), 404) // a branch, not a local
    problem(await get('/api/diner/branchcontacts/no-existe'), 404)
    expectBadField(await get('/api/diner/branchcontacts/pizzeria-demo-palermo?lat=1'), 'lng')
  })

  it('GET /api/diner/branchordermodes/{branchId}', async () => {
    const modes = ok<Schemas['OrderModeSummary'][]>(await get(`/api/diner/branchordermodes/${ids.pizzeria}`))
    expect(modes.map((m) => [m.type, m.name, m.showName])).toEqual([
      ['DELIVERY', 'delivery', 'Delivery'],
      ['TAKE_AWAY', 'take-away', 'Take Away'],
      ['TABLE', 'table', 'En el salón'],
      ['SELF_SERVICE', 'self-service', 'Autoservicio'],
    ])
    const cafe = ok<Schemas['OrderModeSummary'][]>(await get(`/api/diner/branchordermodes/${ids.cafe}`))
    expect(cafe.map((m) => m.type)).toEqual(['TAKE_AWAY'])
    problem(await get('/api/diner/branchordermodes/424242'), 404)
    expectBadField(await get('/api/diner/branchordermodes/x'), 'branchId')
  })
})

describe('discounts and indicators', () => {
  it('GET /api/diner/{branchId}/discounts: 20 % on Fugazzeta', async () => {
    const [fugazzeta] = await t.db.select({ id: plate.id }).from(plate).where(eq(plate.name, 'Fugazzeta'))
    const discounts = ok<Schemas['MenuDiscount'][]>(await get(`/api/diner/${ids.pizzeria}/discounts`))
    expect(discounts).toEqual([
      expect.objectContaining({ type: 'PERCENT', percentage: 20, plates: [fugazzeta?.id] }),
    ])
    expect(ok(await get(`/api/diner/${ids.cafe}/discounts`))).toEqual([])
    problem(await get('/api/diner/424242/discounts'), 404)
    expectBadField(await get('/api/diner/pizzeria-demo/discounts'), 'aliasOrId')
  })

  it('GET /api/indicators: Vegano and Sin TACC with their own colours', async () => {
    const indicators = ok<Schemas['Indicator'][]>(await get('/api/indicators'))
    expect(indicators.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: 'Vegano', showName: 'Vegano', backgroundColor: '#2E7D32', textColor: '#FFFFFF' },
      { name: 'Sin TACC', showName: 'Sin TACC', backgroundColor: '#F9A825', textColor: '#1C1C1C' },
    ])
  })

  it('GET /api/entityindicators/{entityType}/{entityId}', async () => {
    const [fries] = await t.db.select({ id: plate.id }).from(plate).where(eq(plate.name, 'Papas fritas'))
    const onPlate = ok<Schemas['Indicator'][]>(await get(`/api/entityindicators/PLATE/${fries?.id}`))
    expect(onPlate.map((i) => i.name)).toEqual(['Vegano', 'Sin TACC'])
    const [category] = await t.db.select({ id: menuCategory.id }).from(menuCategory).limit(1)
    expect(ok(await get(`/api/entityindicators/CATEGORY/${category?.id}`))).toEqual([])
    problem(await get('/api/entityindicators/PLATE/424242'), 404)
    problem(await get('/api/entityindicators/CATEGORY/424242'), 404)
    expectBadField(await get('/api/entityindicators/ORDER/1'), 'entityType')
    expectBadField(await get('/api/entityindicators/PLATE/-3'), 'entityId')
  })
})

describe('country, files and customizations', () => {
  it('GET /api/country/{code} in either case', async () => {
    const expected = {
      code: 'AR',
      name: 'Argentina',
      currencyCode: 'ARS',
      currencySymbol: '$',
      phonePrefix: '54',
      mantissaLength: 0,
      thousandsSeparator: '.',
      decimalSeparator: ',',
    }
    expect(ok(await get('/api/country/AR'), 'Country')).toEqual(expected)
    expect(ok(await get('/api/country/ar'))).toEqual(expected)
    problem(await get('/api/country/ZZ'), 404)
    expectBadField(await get('/api/country/ARG'), 'code')
  })

  it('GET /api/diner/file/{fileId}/url?type=…', async () => {
    const logo = ok<Schemas['FileUrl']>(await get(`/api/diner/file/${ids.pizzeria}/url?type=LOGO`), 'FileUrl')
    expect(logo.url).toMatch(/^data:image\/svg\+xml,/)
    // the Café's logo and every demo plate's picture ship with the app (public/demo/pictures)
    expect(ok<Schemas['FileUrl']>(await get(`/api/diner/file/${ids.cafe}/url?type=LOGO`)).url).toBe(
      '/demo/pictures/cafe-demo-logo.svg',
    )
    problem(await get('/api/diner/file/999999/url?type=LOGO'), 404)
    problem(await get('/api/diner/file/999999/url?type=PLATE_IMAGE'), 404)
    expectBadField(await get(`/api/diner/file/${ids.pizzeria}/url?type=POSTER`), 'type')
    expectBadField(await get(`/api/diner/file/${ids.pizzeria}/url`), 'type')
  })

  it('GET /api/menucustomization/{branchId}', async () => {
    const list = ok<Schemas['MenuCustomization'][]>(await get(`/api/menucustomization/${ids.pizzeria}`))
    const banner = list.find((c) => c.resource === 'PROMOTIONAL_BANNER')
    expect(JSON.parse(banner?.commands ?? '{}')).toMatchObject({ orderModeType: 'DELIVERY' })
    expect(ok(await get(`/api/menucustomization/${ids.cafe}`))).toEqual([])
    problem(await get('/api/menucustomization/424242'), 404)
    expectBadField(await get('/api/menucustomization/1.5'), 'branchId')
  })
})
