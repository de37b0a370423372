import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduleDays } from '../../domain/schedule'
import { branch, generalDiscount, generalSurcharge } from '../../server/db/schema'
import { type DemoIds, demoIds, ok, problem, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })

describe('GET /api/orderingcustomer/{phone}', () => {
  it('knows the demo customer by any writing of the phone, with 5.000 points', async () => {
    for (const phone of ['1123456789', '+5491123456789', '+541123456789']) {
      const body = ok<Schemas['OrderingCustomer']>(
        await get(`/api/orderingcustomer/${encodeURIComponent(phone)}?branchId=${ids.pizzeria}`),
        'OrderingCustomer',
      )
      expect(body.name).toBe('Cliente Demo')
      expect(body.loyaltyPointsBalance).toBe(5000)
      expect(body.optIn).toBe(true)
      // two past orders: a first-purchase code ('PRIMERA') reads this in the checkout
      expect(body.firstPurchase).toBe(false)
      expect(body.addressesRegistered.map((a) => a.fullAddress)).toEqual(['Av. Santa Fe 3500'])
    }
  })

  it('answers 404 for a phone that never ordered, 400 for an impossible one', async () => {
    problem(await get(`/api/orderingcustomer/1155550002?branchId=${ids.pizzeria}`), 404)
    const bad = problem(await get(`/api/orderingcustomer/123456?branchId=${ids.pizzeria}`), 400)
    expect(bad.errors?.[0]?.field).toBe('phone')
  })
})

describe('GET /api/orders', () => {
  it('pages the customer orders at a local, newest first', async () => {
    const first = ok<Schemas['CustomerOrders']>(
      await get(`/api/orders?phone=1123456789&branchContactId=${ids.palermo}&pageSize=1`),
      'CustomerOrders',
    )
    expect(first.dinerOrders).toMatchObject({ page: 0, pageSize: 1, total: 2 })
    expect(first.dinerOrders.orders.map((o) => o.code)).toEqual(['DEMO-PASADO-2'])
    const second = ok<Schemas['CustomerOrders']>(
      await get(`/api/orders?phone=1123456789&branchContactId=${ids.palermo}&pageSize=1&offset=1`),
    )
    expect(second.dinerOrders.page).toBe(1)
    expect(second.dinerOrders.orders.map((o) => o.code)).toEqual(['DEMO-PASADO-1'])
    expect(second.dinerOrders.orders[0]).toMatchObject({
      type: 'TAKE_AWAY',
      status: 'DELIVERED',
      total: 13500,
    })
  })

  it('is empty elsewhere and for unknown phones', async () => {
    const body = ok<Schemas['CustomerOrders']>(
      await get(`/api/orders?phone=1155550002&branchContactId=${ids.palermo}`),
    )
    expect(body.dinerOrders).toEqual({ orders: [], page: 0, pageSize: 10, total: 0 })
    const belgrano = ok<Schemas['CustomerOrders']>(
      await get(`/api/orders?phone=1123456789&branchContactId=${ids.belgrano}`),
    )
    expect(belgrano.dinerOrders.total).toBe(0)
  })
})

describe('GET /api/branch/{branchId}/loyalty-program', () => {
  it("answers 'Puntos Demo' for both Pizzería locals", async () => {
    const body = ok<Schemas['LoyaltyProgram']>(
      await get(`/api/branch/${ids.pizzeria}/loyalty-program`),
      'LoyaltyProgram',
    )
    expect(body).toMatchObject({
      name: 'Puntos Demo',
      active: true,
      orderPercentage: 5,
      minRedeemedPoints: 500,
      maxRedeemedPoints: 10_000,
      maxRedeemedPercentage: 50,
    })
    expect(body.branchContactIds).toEqual([ids.palermo, ids.belgrano].sort((a, b) => a - b))
  })

  it('answers 404 for a branch without a programme', async () => {
    const [cafe] = await t.db.select({ id: branch.id }).from(branch).where(eq(branch.alias, 'cafe-demo'))
    problem(await get(`/api/branch/${cafe?.id}/loyalty-program`), 404)
    problem(await get('/api/branch/999999/loyalty-program'), 404)
  })
})

describe('fees, general discounts and surcharges', () => {
  it("answers the mode's service fee", async () => {
    const delivery = ok<Schemas['OrderModeFees']>(await get(`/api/ordermodes/${ids.modes.DELIVERY?.id}/fees`))
    expect(delivery).toEqual({ userFee: 200, percentageUserFee: 2 })
    const takeAway = ok<Schemas['OrderModeFees']>(
      await get(`/api/ordermodes/${ids.modes.TAKE_AWAY?.id}/fees`),
    )
    expect(takeAway).toEqual({ userFee: 0, percentageUserFee: 0 })
    problem(await get('/api/ordermodes/999999/fees'), 404)
  })

  it('lists active general discounts and surcharges of the mode only, partner benefits apart', async () => {
    const modeId = ids.belgranoModes.TAKE_AWAY?.id as number
    await t.db.insert(generalDiscount).values([
      { orderModeId: modeId, name: 'Martes 10 %', type: 'PERCENT', value: 10, position: 1 },
      {
        orderModeId: modeId,
        name: 'Efectivo $500',
        type: 'FIXED',
        value: 500,
        paymentMethods: ['CASH'],
        position: 0,
      },
      { orderModeId: modeId, name: 'Inactivo', type: 'FIXED', value: 1, active: false },
      {
        orderModeId: modeId,
        name: 'Socio',
        type: 'PERCENT',
        value: 15,
        partner: 'club-demo',
        externalBenefitType: 'CLUB',
      },
    ])
    await t.db
      .insert(generalSurcharge)
      .values({ orderModeId: modeId, name: 'Packaging', type: 'FIXED', value: 300 })
    const discounts = ok<Schemas['GeneralDiscount'][]>(
      await get(`/api/ordermodes/${modeId}/generaldiscounts`),
    )
    expect(discounts.map((d) => [d.name, d.type, d.value, d.paymentMethods])).toEqual([
      ['Efectivo $500', 'FIXED', 500, ['CASH']],
      ['Martes 10 %', 'PERCENT', 10, []],
    ])
    const surcharges = ok<Schemas['GeneralSurcharge'][]>(
      await get(`/api/ordermodes/${modeId}/generalsurcharges`),
    )
    expect(surcharges.map((s) => s.name)).toEqual(['Packaging'])
    const empty = ok<unknown[]>(await get(`/api/ordermodes/${ids.modes.DELIVERY?.id}/generaldiscounts`))
    expect(empty).toEqual([])
  })

  it('gives a partner benefit only with a bearer session', async () => {
    const body = {
      branchId: ids.pizzeria,
      branchContactId: ids.belgrano,
      externalUserId: 'u-1',
      orderModeType: 'TAKE_AWAY',
    }
    problem(await post('/api/external-benefits/club-demo', body), 401)
    const found = ok<Schemas['ExternalBenefits']>(
      await post('/api/external-benefits/club-demo', body, { authorization: 'Bearer s3ss10n' }),
      'ExternalBenefits',
    )
    expect(found.generalDiscounts.map((d) => [d.name, d.externalBenefitType])).toEqual([['Socio', 'CLUB']])
    const other = ok<Schemas['ExternalBenefits']>(
      await post('/api/external-benefits/otro', body, { authorization: 'Bearer s3ss10n' }),
    )
    expect(other.generalDiscounts).toEqual([])
  })
})

describe('GET /api/ordermode/schedule/{orderModeId}', () => {
  it("offers Belgrano's hours in half-hour slots over the next 7 days", async () => {
    const body = ok<Schemas['ScheduleConfig']>(
      await get(`/api/ordermode/schedule/${ids.belgranoModes.DELIVERY?.id}`),
      'ScheduleConfig',
    )
    expect(body.schedulerDaysInfo).toHaveLength(7)
    const monday = body.schedulerDaysInfo.find((d) => d.dayOfWeek === 'MONDAY')
    expect(monday?.availableHours).toContain('11:00')
    expect(monday?.availableHours).toContain('14:30')
    expect(monday?.availableHours).not.toContain('15:00')
    expect(monday?.availableHours).toContain('23:00')
    expect(monday?.availableHours).not.toContain('18:30')
    expect(body.datesBetween).toHaveLength(7)
    // The browser's rule turns it into days to pick from.
    const days = scheduleDays(body as never, Date.now(), { timeZone: 'America/Argentina/Buenos_Aires' })
    expect(days.length).toBeGreaterThanOrEqual(6)
  })

  it('offers nothing for a mode without scheduled orders', async () => {
    const body = ok<Schemas['ScheduleConfig']>(await get(`/api/ordermode/schedule/${ids.modes.DELIVERY?.id}`))
    expect(body).toEqual({ schedulerDaysInfo: [], datesBetween: [] })
    problem(await get('/api/ordermode/schedule/999999'), 404)
  })
})

describe('POST /api/codediscounts/validate', () => {
  const validate = (code: string, extra: Record<string, unknown> = {}) =>
    post('/api/codediscounts/validate', {
      code,
      paymentId: ids.modes.DELIVERY?.payments.CASH,
      phone: '1155550099',
      orderDate: new Date().toISOString(),
      branchId: ids.pizzeria,
      branchContactId: ids.palermo,
      ...extra,
    })

  it('answers each demo code with its terms, whatever the case typed', async () => {
    const bienvenida = ok<Schemas['CodeDiscountInfo']>(await validate('bienvenida'), 'CodeDiscountInfo')
    expect(bienvenida).toMatchObject({ code: 'BIENVENIDA', type: 'PERCENT', value: 10, firstTimeOnly: false })
    const minimo = ok<Schemas['CodeDiscountInfo']>(await validate('MINIMO20'))
    expect(minimo).toMatchObject({ value: 20, minimumOrderAmount: 20_000 })
    const envio = ok<Schemas['CodeDiscountInfo']>(await validate('ENVIOGRATIS'))
    expect(envio).toMatchObject({ type: 'DELIVERY_FEE', deliveryFee: true })
    const primera = ok<Schemas['CodeDiscountInfo']>(await validate('PRIMERA'))
    expect(primera).toMatchObject({ value: 15, firstTimeOnly: true, maxDiscountAmount: 3000 })
    const flash = ok<Schemas['CodeDiscountInfo']>(await validate('FLASH'))
    expect(flash).toMatchObject({ limitedUsage: true })
  })

  it("refuses an unknown code with the spec's message", async () => {
    const body = problem(await validate('NOEXISTE'), 404)
    expect(body.detail).toBe('No se encontró ningún descuento con el código ingresado.')
  })

  it('keeps ENVIOGRATIS to delivery and PRIMERA to first purchases', async () => {
    const takeAway = problem(
      await validate('ENVIOGRATIS', { paymentId: ids.modes.TAKE_AWAY?.payments.CASH }),
      422,
    )
    expect(takeAway.errors?.[0]?.field).toBe('code')
    const repeat = problem(await validate('PRIMERA', { phone: '1123456789' }), 422)
    expect(repeat.detail).toBe('Este descuento solo es válido para primera compra')
  })

  it('refuses a code at a local it does not belong to', async () => {
    problem(
      await validate('BIENVENIDA', {
        branchContactId: ids.belgrano,
        paymentId: ids.belgranoModes.DELIVERY?.payments.CASH,
      }),
      404,
    )
  })
})
