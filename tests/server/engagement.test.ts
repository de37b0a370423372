import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { abandonedCart, branchContact, dinerLog, orderMode, plate } from '../../server/db/schema'
import { countCampaignEvents } from '../../server/services/analytics'
import { contractViolations } from './helpers/contract'
import { createTestApp, type TestApp } from './helpers/test-app'

interface Ids {
  palermo: number
  belgrano: number
  branch: number
  delivery: number
  takeAway: number
  belgranoDelivery: number
  flan: number
  muzza: number
}

const line = (referenceId: number, name: string, price: number) => ({
  referenceId,
  referenceType: 'PLATE' as const,
  name,
  quantity: 1,
  price,
  originalPrice: price,
  priceWithoutModifiers: price,
  categoryId: 1,
  extras: [],
})

describe('abandoned carts, diner logs and campaign analytics', () => {
  let t: TestApp
  const ids = {} as Ids
  beforeAll(async () => {
    t = await createTestApp()
    const locals = await t.db.select().from(branchContact)
    const palermo = locals.find((l) => l.alias === 'pizzeria-demo-palermo')
    const belgrano = locals.find((l) => l.alias === 'pizzeria-demo-belgrano')
    if (!palermo || !belgrano) throw new Error('demo locals missing')
    ids.palermo = palermo.id
    ids.belgrano = belgrano.id
    ids.branch = palermo.branchId
    const modes = await t.db.select().from(orderMode)
    const modeOf = (local: number, type: string) => {
      const found = modes.find((m) => m.branchContactId === local && m.type === type)
      if (!found) throw new Error(`mode ${type} missing`)
      return found.id
    }
    ids.delivery = modeOf(palermo.id, 'DELIVERY')
    ids.takeAway = modeOf(palermo.id, 'TAKE_AWAY')
    ids.belgranoDelivery = modeOf(belgrano.id, 'DELIVERY')
    const plates = await t.db.select({ id: plate.id, name: plate.name }).from(plate)
    const plateId = (name: string) => {
      const found = plates.find((p) => p.name === name)
      if (!found) throw new Error(`plate ${name} missing`)
      return found.id
    }
    ids.flan = plateId('Flan Casero')
    ids.muzza = plateId('Pizza Muzzarella')
  })
  afterAll(() => t?.close())

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers })

  const notice = (overrides: Record<string, unknown> = {}) => ({
    items: [line(ids.flan, 'Flan Casero', 4500)],
    branchContactId: ids.palermo,
    branchId: ids.branch,
    phone: '1123456789',
    email: 'cliente@demo.com',
    orderModeId: ids.delivery,
    navigationEvent: 'PAGE_HIDDEN',
    ...overrides,
  })

  describe('abandoned cart', () => {
    it('keeps the cart on hide and gives it back to any spelling of the phone', async () => {
      const phone = '+5491122223333'
      const report = await inject('POST', '/api/abandoned/cart/', notice({ phone }))
      expect(report.statusCode).toBe(204)
      const [row] = await t.db.select().from(abandonedCart).where(eq(abandonedCart.phone, '+541122223333'))
      expect(row).toMatchObject({ status: 'PENDING', email: 'cliente@demo.com', orderModeId: ids.delivery })
      expect(row?.notifyAfter.getTime()).toBeGreaterThan(Date.now())

      const recovered = await inject('GET', `/api/recovery/cart/1122223333/${ids.palermo}`)
      expect(recovered.statusCode).toBe(200)
      const body = recovered.json()
      expect(contractViolations('RecoveredCart', body)).toEqual([])
      expect(body).toMatchObject({ orderModeId: ids.delivery, unavailableItems: 0 })
      expect(body.items.map((i: { name: string }) => i.name)).toEqual(['Flan Casero'])
    })

    it('cancels the pending reminder when the diner comes back, and the cart stays recoverable', async () => {
      const phone = '1133334444'
      await inject('POST', '/api/abandoned/cart', notice({ phone }))
      const cancel = await inject('PUT', '/api/abandoned/cart/cancel/', {
        phone,
        email: null,
        branchContactId: ids.palermo,
        branchId: ids.branch,
        navigationEvent: 'PAGE_VISIBLE',
      })
      expect(cancel.statusCode).toBe(204)
      const [row] = await t.db.select().from(abandonedCart).where(eq(abandonedCart.phone, '+541133334444'))
      expect(row?.status).toBe('CANCELLED')
      expect((await inject('GET', `/api/recovery/cart/${phone}/${ids.palermo}`)).statusCode).toBe(200)
      // Cancelling again (nothing pending) is fine.
      const again = await inject('PUT', '/api/abandoned/cart/cancel', {
        phone,
        branchContactId: ids.palermo,
        branchId: ids.branch,
      })
      expect(again.statusCode).toBe(204)
    })

    it('replaces an earlier cart of the same phone and local', async () => {
      const phone = '1144445555'
      await inject('POST', '/api/abandoned/cart/', notice({ phone }))
      await inject(
        'POST',
        '/api/abandoned/cart/',
        notice({ phone, orderModeId: ids.takeAway, items: [line(ids.muzza, 'Pizza Muzzarella', 9000)] }),
      )
      const rows = await t.db.select().from(abandonedCart).where(eq(abandonedCart.phone, '+541144445555'))
      expect(rows).toHaveLength(1)
      const body = (await inject('GET', `/api/recovery/cart/${phone}/${ids.palermo}`)).json()
      expect(body.orderModeId).toBe(ids.takeAway)
      expect(body.items.map((i: { name: string }) => i.name)).toEqual(['Pizza Muzzarella'])
    })

    it('leaves out the lines whose plate the menu no longer lists, and says how many', async () => {
      const phone = '1155556666'
      const items = [line(ids.flan, 'Flan Casero', 4500), line(999_999, 'Plato borrado', 100)]
      expect((await inject('POST', '/api/abandoned/cart/', notice({ phone, items }))).statusCode).toBe(204)
      const body = (await inject('GET', `/api/recovery/cart/${phone}/${ids.palermo}`)).json()
      expect(body.unavailableItems).toBe(1)
      expect(body.items.map((i: { referenceId: number }) => i.referenceId)).toEqual([ids.flan])
    })

    it('answers 404 in Spanish when there is no cart, and keeps carts apart per local', async () => {
      const none = await inject('GET', `/api/recovery/cart/1166667777/${ids.palermo}`)
      expect(none.statusCode).toBe(404)
      expect(none.headers['content-type']).toContain('application/problem+json')
      expect(none.json().detail).toBe('No encontramos un pedido guardado para este teléfono en este local')
      await inject('POST', '/api/abandoned/cart/', notice({ phone: '1177778888' }))
      expect((await inject('GET', `/api/recovery/cart/1177778888/${ids.belgrano}`)).statusCode).toBe(404)
      expect((await inject('GET', '/api/recovery/cart/1177778888/999999')).statusCode).toBe(404)
      // A phone that is not a number of the local's country finds nothing rather than failing.
      expect((await inject('GET', `/api/recovery/cart/123456/${ids.palermo}`)).statusCode).toBe(404)
    })

    it('refuses a local of another branch, a mode of another local and a phone that is not one', async () => {
      const wrongBranch = await inject(
        'POST',
        '/api/abandoned/cart/',
        notice({ branchId: ids.branch + 1000 }),
      )
      expect(wrongBranch.statusCode).toBe(404)
      expect(wrongBranch.json().detail).toBe('El local no existe o no pertenece a esta marca')
      const wrongMode = await inject(
        'POST',
        '/api/abandoned/cart/',
        notice({ orderModeId: ids.belgranoDelivery }),
      )
      expect(wrongMode.statusCode).toBe(400)
      expect(wrongMode.json().errors[0]).toMatchObject({ field: 'orderModeId' })
      const badPhone = await inject('POST', '/api/abandoned/cart/', notice({ phone: '123456' }))
      expect(badPhone.statusCode).toBe(400)
      expect(badPhone.json().detail).toBe('Debe ingresar un número válido')
      const empty = await inject('POST', '/api/abandoned/cart/', notice({ items: [] }))
      expect(empty.statusCode).toBe(400)
      const cancelOther = await inject('PUT', '/api/abandoned/cart/cancel/', {
        phone: '1123456789',
        branchContactId: 999_999,
        branchId: ids.branch,
      })
      expect(cancelOther.statusCode).toBe(404)
    })

    it('stores text with NUL characters instead of failing', async () => {
      const items = [{ ...line(ids.flan, 'Flan\u0000 Casero', 4500), notes: 'sin\u0000 azúcar' }]
      const report = await inject('POST', '/api/abandoned/cart/', notice({ phone: '1188889999', items }))
      expect(report.statusCode).toBe(204)
      const body = (await inject('GET', `/api/recovery/cart/1188889999/${ids.palermo}`)).json()
      expect(body.items[0]).toMatchObject({ name: 'Flan Casero', notes: 'sin azúcar' })
    })
  })

  describe('diner log', () => {
    it('keeps the text and its context', async () => {
      const text = `No tenemos campaignId! ${Date.now()}`
      const response = await inject(
        'POST',
        '/api/diner/log',
        {
          text,
          context: { bcId: ids.palermo, branchId: ids.branch, url: '/menu/x', component: 'analytics' },
        },
        { 'user-agent': 'prueba' },
      )
      expect(response.statusCode).toBe(204)
      const [row] = await t.db.select().from(dinerLog).where(eq(dinerLog.text, text))
      expect(row).toMatchObject({ branchContactId: ids.palermo, branchId: ids.branch, userAgent: 'prueba' })
      expect(row?.context).toMatchObject({ url: '/menu/x', component: 'analytics' })
    })

    it('keeps a log naming a local that does not exist, and one with a NUL', async () => {
      const response = await inject('POST', '/api/diner/log', { text: 'x\u0000y', context: { bcId: 424242 } })
      expect(response.statusCode).toBe(204)
      const rows = await t.db
        .select()
        .from(dinerLog)
        .where(and(eq(dinerLog.text, 'xy'), eq(dinerLog.branchContactId, 424242)))
      expect(rows).toHaveLength(1)
    })
  })

  describe('analytics', () => {
    const event = (type: string, overrides: Record<string, unknown> = {}) => ({
      type,
      date: new Date().toISOString(),
      campaignId: 'verano-2026',
      branch: { id: ids.branch, alias: 'pizzeria-demo' },
      branchContact: { id: ids.palermo, alias: 'pizzeria-demo-palermo' },
      customer: { name: 'Cliente Demo', phone: '+541123456789' },
      context: JSON.stringify({ source: 'instagram' }),
      ...overrides,
    })
    const track = (body: unknown, session = 'sesion-1') =>
      inject('POST', '/api/analytics/events', body, { 'x-session-id': session })

    it('stores events and a venue counts its campaign by type', async () => {
      for (const type of ['LINK_CLICK', 'ITEM_VIEW', 'ITEM_VIEW', 'ADD_ITEM', 'ORDER_MODE_SELECT']) {
        expect((await track(event(type))).statusCode).toBe(202)
      }
      // Another campaign, another local of the branch, and an event without a campaign.
      await track(event('ITEM_VIEW', { campaignId: 'otra' }))
      await track(
        event('ITEM_VIEW', { branchContact: { id: ids.belgrano, alias: 'pizzeria-demo-belgrano' } }),
      )
      await track(event('ITEM_VIEW', { campaignId: null }))

      expect(
        await countCampaignEvents(t.db, { campaignId: 'verano-2026', branchContactId: ids.palermo }),
      ).toEqual({
        LINK_CLICK: 1,
        ITEM_VIEW: 2,
        ADD_ITEM: 1,
        ORDER_MODE_SELECT: 1,
      })
      expect(
        await countCampaignEvents(t.db, { campaignId: 'verano-2026', branchId: ids.branch }),
      ).toMatchObject({
        ITEM_VIEW: 3,
      })
      expect(await countCampaignEvents(t.db, { campaignId: 'nadie' })).toEqual({})
    })

    it('accepts every event type of the spec and an event with no venue', async () => {
      const types = [
        'PAY_ORDER',
        'CREATE_ORDER',
        'CONTINUE_TO_CHECKOUT',
        'DELETE_ITEM',
        'VIEW_ORDER_SUMMARY',
        'ADD_ITEM',
        'ITEM_VIEW',
        'ORDER_MODE_SELECT',
        'BRANCH_CONTACT_SELECT',
        'LINK_CLICK',
      ]
      for (const type of types)
        expect((await track(event(type, { campaignId: 'todos' }), 's2')).statusCode).toBe(202)
      const counts = await countCampaignEvents(t.db, { campaignId: 'todos', branchId: ids.branch })
      expect(Object.keys(counts).sort()).toEqual([...types].sort())
      expect((await track({ type: 'LINK_CLICK', date: new Date().toISOString() })).statusCode).toBe(202)
    })

    it('refuses an unknown type, a local of another branch and a missing session', async () => {
      const badType = await track(event('CLICK'))
      expect(badType.statusCode).toBe(400)
      const foreign = await track(event('ITEM_VIEW', { branch: { id: ids.branch + 1000, alias: 'x' } }))
      expect(foreign.statusCode).toBe(400)
      expect(foreign.json().errors[0].field).toBe('branchContact.id')
      const unknownBranch = await track(
        event('ITEM_VIEW', { branchContact: null, branch: { id: 999999, alias: 'x' } }),
      )
      expect(unknownBranch.statusCode).toBe(400)
      const noSession = await inject('POST', '/api/analytics/events', event('ITEM_VIEW'))
      expect(noSession.statusCode).toBe(400)
    })
  })
})

describe('GET /api/analytics/campaigns/{campaignId}/events', () => {
  let t: TestApp
  let branchId = 0
  let palermo = 0
  beforeAll(async () => {
    t = await createTestApp()
    const [local] = await t.db
      .select()
      .from(branchContact)
      .where(eq(branchContact.alias, 'pizzeria-demo-palermo'))
    if (!local) throw new Error('demo local missing')
    branchId = local.branchId
    palermo = local.id
  })
  afterAll(() => t?.close())

  it('counts every type, zeros included, for the branch and for one local', async () => {
    for (const type of ['LINK_CLICK', 'ITEM_VIEW', 'ITEM_VIEW'])
      await t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { 'x-session-id': 's' },
        payload: {
          type,
          date: new Date().toISOString(),
          campaignId: 'promo del día',
          branchContact: { id: palermo, alias: 'pizzeria-demo-palermo' },
        },
      })
    const url = `/api/analytics/campaigns/${encodeURIComponent('promo del día')}/events?branchId=${branchId}`
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(contractViolations('CampaignEventCounts', body)).toEqual([])
    expect(body.campaignId).toBe('promo del día')
    expect(body.counts).toMatchObject({ LINK_CLICK: 1, ITEM_VIEW: 2, ADD_ITEM: 0, PAY_ORDER: 0 })
    const local = await t.app.inject({ method: 'GET', url: `${url}&branchContactId=${palermo}` })
    expect(local.json().counts.ITEM_VIEW).toBe(2)
  })

  it('answers 404 for an unknown branch or a local of another branch, 400 without a branch', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/campaigns/x/events?branchId=999999',
    })
    expect(unknown.statusCode).toBe(404)
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/campaigns/x/events?branchId=${branchId}&branchContactId=999999`,
    })
    expect(foreign.statusCode).toBe(404)
    const missing = await t.app.inject({ method: 'GET', url: '/api/analytics/campaigns/x/events' })
    expect(missing.statusCode).toBe(400)
  })
})
