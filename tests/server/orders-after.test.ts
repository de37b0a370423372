import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dinerOrder, loyaltyReward } from '../../server/db/schema'
import { reportError } from '../../server/services/follow-up'
import { buildOrder, type DemoIds, demoIds, ok, problem, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object })

async function newOrder(phone?: string) {
  const { payload } = await buildOrder(t, ids, {
    mode: 'DELIVERY',
    lines: [
      { plate: 'Pizza Muzzarella', size: 'Grande', notes: 'bien cocida' },
      { plate: 'Hamburguesa Completa', garnishes: { Extras: { Huevo: 1 } } },
    ],
    ...(phone ? { phone } : {}),
    change: 500,
  })
  return ok<Schemas['OrderCreated']>(await post('/api/order', payload), 'OrderCreated', 201)
}

describe('GET /api/diner/{aliasOrId}/order/{orderCode}', () => {
  it('shows the order with every total line, by the local alias or id', async () => {
    const created = await newOrder()
    const body = ok<Schemas['Order']>(
      await get(`/api/diner/pizzeria-demo-palermo/order/${created.code}`),
      'Order',
    )
    expect(body).toMatchObject({
      code: created.code,
      displayNumber: created.displayNumber,
      type: 'DELIVERY',
      status: 'GENERATED',
      itemsPrice: 13_500 + 11_800,
      deliveryFee: 1500,
      userServiceFee: 200 + 506,
      total: created.total,
      paymentInfo: { status: 'PENDING', amount: created.total },
      branchContact: { alias: 'pizzeria-demo-palermo', id: ids.palermo },
      isShipment: true,
    })
    expect(body.paymentType?.paymentMethod).toBe('CASH')
    expect(body.items.map((i) => [i.name, i.quantity, i.accPrice, i.notes])).toEqual([
      ['Pizza Muzzarella (Grande)', 1, 13_500, 'bien cocida'],
      ['Hamburguesa Completa', 1, 11_800, null],
    ])
    expect(body.items[1]?.extras).toEqual([{ groupName: 'Extras', name: 'Huevo', quantity: 1, price: 800 }])
    expect(body.destination?.fullAddress).toBe('Av. Santa Fe 3500')
    const byId = ok<Schemas['Order']>(await get(`/api/diner/${ids.palermo}/order/${created.code}`))
    expect(byId.id).toBe(created.id)
    const byBranch = ok<Schemas['Order']>(await get(`/api/diner/pizzeria-demo/order/${created.code}`))
    expect(byBranch.id).toBe(created.id)
  })

  it('answers 404 for another local or an unknown code', async () => {
    const created = await newOrder()
    problem(await get(`/api/diner/pizzeria-demo-belgrano/order/${created.code}`), 404)
    problem(await get('/api/diner/pizzeria-demo-palermo/order/NOEXISTE0000'), 404)
  })
})

describe('POST /api/diner/order/details (error report)', () => {
  it('takes one report of a delivered order within 24 h', async () => {
    const created = await newOrder()
    const early = problem(
      await post('/api/diner/order/details', { code: created.code, errorType: 'COLD_FOOD' }),
      409,
    )
    expect(early.detail).toMatch(/entregado/)
    await t.db.update(dinerOrder).set({ status: 'DELIVERED' }).where(eq(dinerOrder.id, created.id))
    const first = ok<Schemas['DinerOrderDetails']>(
      await post('/api/diner/order/details', { code: created.code, errorType: 'COLD_FOOD' }),
      'DinerOrderDetails',
    )
    expect(first).toMatchObject({ code: created.code, errorType: 'COLD_FOOD' })
    const again = problem(
      await post('/api/diner/order/details', { code: created.code, errorType: 'OTHER' }),
      409,
    )
    expect(again.detail).toBe('Ya reportaste un problema con este pedido')
    const follow = ok<Schemas['Order']>(await get(`/api/diner/pizzeria-demo-palermo/order/${created.code}`))
    expect(follow.dinerOrderDetails?.errorType).toBe('COLD_FOOD')
  })

  it('refuses after 24 hours, and unknown codes or reasons', async () => {
    const created = await newOrder()
    await t.db.update(dinerOrder).set({ status: 'DELIVERED' }).where(eq(dinerOrder.id, created.id))
    const later = new Date(Date.now() + 25 * 3_600_000)
    await expect(reportError(t.db, { code: created.code, errorType: 'OTHER' }, later)).rejects.toMatchObject({
      status: 409,
    })
    problem(await post('/api/diner/order/details', { code: 'NOEXISTE0000', errorType: 'OTHER' }), 404)
    problem(await post('/api/diner/order/details', { code: created.code, errorType: 'BAD' }), 400)
  })
})

describe('survey', () => {
  it('serves the Palermo survey: a mandatory priority rating, reasons, free text', async () => {
    const body = ok<Schemas['Survey']>(await get(`/api/survey/${ids.palermo}`), 'Survey')
    expect(body.questions.map((q) => [q.type, q.mandatory, q.priority])).toEqual([
      ['rating', true, true],
      ['multiselect', false, false],
      ['text', false, false],
    ])
    expect(body.questions[1]?.questionReasons?.map((r) => r.reason)).toEqual([
      'Demora',
      'Temperatura',
      'Presentación',
      'Atención',
    ])
    problem(await get(`/api/survey/${ids.belgrano}`), 404)
  })

  it('stores the rating alone, then the whole form once', async () => {
    const created = await newOrder()
    const survey = ok<Schemas['Survey']>(await get(`/api/survey/${ids.palermo}`))
    const [rating, reasons, text] = survey.questions as [
      Schemas['SurveyQuestion'],
      Schemas['SurveyQuestion'],
      Schemas['SurveyQuestion'],
    ]
    const row = (q: Schemas['SurveyQuestion'], answer: string) => ({
      questionId: q.id,
      surveyId: survey.id,
      questionType: q.type,
      answer,
      priority: q.priority ?? false,
      mandatory: q.mandatory,
      dinerOrderId: created.id,
    })
    const initial = ok<Schemas['SurveyResponseStatus']>(
      await get(`/api/survey/order/${created.code}`),
      'SurveyResponseStatus',
    )
    expect(initial).toEqual({ isCompleted: false, generalNPSAnswer: null })
    const alone = ok<Schemas['SurveyResponseStatus']>(
      await post(`/api/survey/${created.code}`, [row(rating, '3')]),
      undefined,
      201,
    )
    expect(alone).toEqual({ isCompleted: true, generalNPSAnswer: 3 })
    // The diner changes their mind before sending the form.
    ok(await post(`/api/survey/${created.code}`, [row(rating, '4')]), undefined, 201)
    const full = ok<Schemas['SurveyResponseStatus']>(
      await post(`/api/survey/${created.code}`, [
        row(rating, '4'),
        row(reasons, 'Demora, Temperatura'),
        row(text, 'Llegó tibia'),
      ]),
      undefined,
      201,
    )
    expect(full).toEqual({ isCompleted: true, generalNPSAnswer: 4 })
    problem(await post(`/api/survey/${created.code}`, [row(rating, '5')]), 409)
    expect(ok<Schemas['SurveyResponseStatus']>(await get(`/api/survey/order/${created.code}`))).toEqual({
      isCompleted: true,
      generalNPSAnswer: 4,
    })
  })

  it('refuses a form without the mandatory rating, bad stars, unknown reasons and questions', async () => {
    const created = await newOrder()
    const survey = ok<Schemas['Survey']>(await get(`/api/survey/${ids.palermo}`))
    const [rating, reasons, text] = survey.questions as [
      Schemas['SurveyQuestion'],
      Schemas['SurveyQuestion'],
      Schemas['SurveyQuestion'],
    ]
    const row = (q: Schemas['SurveyQuestion'], answer: string, surveyId = survey.id) => ({
      questionId: q.id,
      surveyId,
      questionType: q.type,
      answer,
    })
    const missing = problem(await post(`/api/survey/${created.code}`, [row(text, 'hola')]), 422)
    expect(missing.detail).toBe(`La pregunta ${rating.title} es obligatoria`)
    problem(await post(`/api/survey/${created.code}`, [row(rating, '6')]), 422)
    problem(await post(`/api/survey/${created.code}`, [row(rating, '4'), row(reasons, 'Ruido')]), 422)
    problem(await post(`/api/survey/${created.code}`, [row(rating, '4', survey.id + 100)]), 422)
    problem(await post('/api/survey/NOEXISTE0000', [row(rating, '4')]), 404)
    problem(await post(`/api/survey/${created.code}`, [row(text, 'x'.repeat(181))]), 400)
    expect(
      ok<Schemas['SurveyResponseStatus']>(await get(`/api/survey/order/${created.code}`)).isCompleted,
    ).toBe(false)
  })
})

describe('loyalty history and rewards', () => {
  it("pages the demo customer's movements, newest first, ending at the balance", async () => {
    const first = ok<Schemas['LoyaltyPointsHistory']>(
      await get(`/api/branch/${ids.pizzeria}/loyalty-points/history/1123456789?offset=0&limit=2`),
      'LoyaltyPointsHistory',
    )
    expect(first.loyaltyPointsBalance).toBe(5000)
    expect(first.history.map((r) => r.orderCode)).toEqual(['DEMO-PASADO-2', 'DEMO-PASADO-1'])
    expect(first.history[0]?.postBalance).toBe(5000)
    const rest = ok<Schemas['LoyaltyPointsHistory']>(
      await get(`/api/branch/${ids.pizzeria}/loyalty-points/history/1123456789?offset=2&limit=2`),
    )
    expect(rest.history.map((r) => r.orderCode)).toEqual(['SALDO-INICIAL'])
    const stranger = ok<Schemas['LoyaltyPointsHistory']>(
      await get(`/api/branch/${ids.pizzeria}/loyalty-points/history/1155550002`),
    )
    expect(stranger).toEqual({ history: [], loyaltyPointsBalance: 0, offset: 0, limit: 20 })
  })

  it("credits a reward once; the second claim reads 'Ya ha canjeado este premio'", async () => {
    const program = ok<Schemas['LoyaltyProgram']>(await get(`/api/branch/${ids.pizzeria}/loyalty-program`))
    expect(program.name).toBe('Puntos Demo')
    const [reward] = await t.db.select({ id: loyaltyReward.id }).from(loyaltyReward).limit(1)
    const claim = {
      name: 'Nueva Diner',
      phone: '1155550777',
      email: 'nueva@example.com',
      branchId: ids.pizzeria,
      branchContactId: ids.palermo,
      loyaltyRewardId: reward?.id,
    }
    const url = `/api/diner/customer/1155550777/loyalty-reward/${reward?.id}`
    const credited = ok<Schemas['LoyaltyReward']>(await post(url, claim), 'LoyaltyReward')
    expect(credited).toMatchObject({ rewardAmount: 500, done: true, branchId: ids.pizzeria })
    const again = problem(await post(url, claim), 409)
    expect(again.detail).toContain('Ya ha canjeado este premio')
    expect(again.detail).toContain('already exists')
    const customer = ok<Schemas['OrderingCustomer']>(
      await get(`/api/orderingcustomer/1155550777?branchId=${ids.pizzeria}`),
    )
    expect(customer).toMatchObject({
      name: 'Nueva Diner',
      email: 'nueva@example.com',
      loyaltyPointsBalance: 500,
    })
    problem(
      await post('/api/diner/customer/1155550777/loyalty-reward/99999', { ...claim, loyaltyRewardId: 99999 }),
      404,
    )
  })
})
