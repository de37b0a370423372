import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCount } from '../../domain/figures'
import {
  customer,
  dinerOrder,
  dinerOrderLine,
  discountCodeUsage,
  loyaltyAccount,
  loyaltyMovement,
} from '../../server/db/schema'
import { createOrder } from '../../server/services/order-create'
import {
  buildOrder,
  type DemoIds,
  demoIds,
  type OrderSpec,
  ok,
  phoneProofCookies,
  problem,
  type Schemas,
} from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order', payload: payload as object, headers })

async function orderCount() {
  const [row] = await t.db.select({ n: count() }).from(dinerOrder)
  return row?.n ?? 0
}

async function balanceOfDemo() {
  const [row] = await t.db
    .select({ balance: loyaltyAccount.balance })
    .from(loyaltyAccount)
    .innerJoin(customer, eq(customer.id, loyaltyAccount.customerId))
    .where(eq(customer.phoneKey, '+541123456789'))
  return row?.balance ?? -1
}

async function place(spec: OrderSpec) {
  const built = await buildOrder(t, ids, spec)
  // Spending points asks for the phone's proof: the diner confirmed the code (issue 19).
  const cookies = spec.points && spec.phone ? await phoneProofCookies(t, ids.pizzeria, spec.phone) : {}
  const response = await t.app.inject({ method: 'POST', url: '/api/order', payload: built.payload, cookies })
  return { ...built, response }
}

async function refused(spec: OrderSpec, status = 422) {
  const before = await orderCount()
  const { response } = await place(spec)
  const body = problem(response, status)
  expect(await orderCount()).toBe(before)
  return body
}

const muzza = { plate: 'Pizza Muzzarella', size: 'Grande' }

describe('POST /api/order: the demo journeys', () => {
  it('delivers to Av. Santa Fe 3500 paying cash with change: fee, service fee and total from the server', async () => {
    const { response, pricing } = await place({ mode: 'DELIVERY', lines: [{ ...muzza }], change: 1500 })
    const created = ok<Schemas['OrderCreated']>(response, 'OrderCreated', 201)
    expect(created.code).toMatch(/^[0-9A-Z]{16}$/)
    // 13.500 + 1.500 delivery + 200 + 2 % of 13.500
    expect(created.total).toBe(13_500 + 1500 + 200 + 270)
    expect(pricing.totals.total).toBe(created.total)
    const [order] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, created.id))
    expect(order).toMatchObject({
      type: 'DELIVERY',
      status: 'GENERATED',
      paymentMethod: 'CASH',
      paymentStatus: 'PENDING',
      itemsPrice: 13_500,
      deliveryFee: 1500,
      userServiceFee: 470,
      total: 15_470,
      paysWith: 15_470 + 1500,
    })
    expect(order?.destination?.fullAddress).toBe('Av. Santa Fe 3500')
    expect(order?.displayNumber).toBeGreaterThan(0)
    const lines = await t.db.select().from(dinerOrderLine).where(eq(dinerOrderLine.orderId, created.id))
    expect(lines.map((l) => [l.name, l.quantity, l.unitPrice, l.accPrice])).toEqual([
      ['Pizza Muzzarella (Grande)', 1, 13_500, 13_500],
    ])
  })

  it('takes away with BIENVENIDA and 1.000 Puntos Demo as 11 2345-6789, in one transaction', async () => {
    const before = await balanceOfDemo()
    const { response } = await place({
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }],
      phone: '1123456789',
      code: 'BIENVENIDA',
      points: 1000,
    })
    const created = ok<Schemas['OrderCreated']>(response, 'OrderCreated', 201)
    // 13.500 − 1.350 (10 %) − 1.000 points; take-away has no service fee
    expect(created.total).toBe(11_150)
    const [order] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, created.id))
    expect(order).toMatchObject({ codeDiscount: 1350, loyaltyPointsRedeemed: 1000, loyaltyPointsGained: 557 })
    expect(await balanceOfDemo()).toBe(before - 1000 + 557)
    const usage = await t.db.select().from(discountCodeUsage).where(eq(discountCodeUsage.orderId, created.id))
    expect(usage.map((u) => u.amount)).toEqual([1350])
    const movements = await t.db
      .select({ amount: loyaltyMovement.amount, postBalance: loyaltyMovement.postBalance })
      .from(loyaltyMovement)
      .where(eq(loyaltyMovement.orderId, created.id))
      .orderBy(loyaltyMovement.createdAt)
    expect(movements).toEqual([
      { amount: -1000, postBalance: before - 1000 },
      { amount: 557, postBalance: before - 1000 + 557 },
    ])
  })

  it('applies the 20 % menu discount of Fugazzeta per line', async () => {
    const { response, pricing } = await place({
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Fugazzeta', quantity: 2 }],
    })
    const created = ok<Schemas['OrderCreated']>(response, undefined, 201)
    expect(pricing.lineDiscounts[0]).toBeGreaterThan(0)
    const lines = await t.db.select().from(dinerOrderLine).where(eq(dinerOrderLine.orderId, created.id))
    expect(lines[0]?.discountAmount).toBe(pricing.lineDiscounts[0])
    expect(lines[0]?.accPrice).toBe((lines[0]?.unitPrice ?? 0) * 2 - (pricing.lineDiscounts[0] ?? 0))
  })

  it('takes ENVIOGRATIS off as exactly the delivery fee', async () => {
    const { response } = await place({
      mode: 'DELIVERY',
      lines: [{ ...muzza }],
      phone: '1155550123',
      code: 'ENVIOGRATIS',
    })
    const created = ok<Schemas['OrderCreated']>(response, undefined, 201)
    const [order] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, created.id))
    expect(order?.codeDiscount).toBe(1500)
    expect(order?.total).toBe(13_500 + 470)
  })

  it('accepts empanadas with their six flavours and a burger with extras', async () => {
    const { response, total } = await place({
      mode: 'TAKE_AWAY',
      lines: [
        { plate: 'Media docena de empanadas', garnishes: { Sabores: { 'Jamón y queso': 3, Pollo: 3 } } },
        { plate: 'Hamburguesa Completa', garnishes: { Extras: { Cheddar: 1, Panceta: 1 } } },
      ],
    })
    const created = ok<Schemas['OrderCreated']>(response, undefined, 201)
    expect(created.total).toBe(10_800 + 11_000 + 1000 + 1500)
    expect(total).toBe(created.total)
  })
})

describe('POST /api/order: refusals write nothing', () => {
  it('names every forged figure', async () => {
    const { payload } = await buildOrder(t, ids, { mode: 'DELIVERY', lines: [{ ...muzza }] })
    const before = await orderCount()
    const forged = {
      ...payload,
      price: payload.price - 1000,
      deliveryFee: 0,
      userServiceFee: 0,
      items: payload.items.map((i) => ({ ...i, price: 1 })),
    }
    const body = problem(await send(forged), 422)
    expect(body.errors?.map((e) => e.field).sort()).toEqual(
      ['deliveryFee', 'items[0].price', 'price', 'userServiceFee'].sort(),
    )
    expect(await orderCount()).toBe(before)
  })

  it('refuses a forged code amount and invented discounts', async () => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }],
      phone: '1155550124',
      code: 'BIENVENIDA',
    })
    const discounts = (payload.discounts ?? []).map((d) => ({ ...d, amount: d.amount * 2 }))
    const body = problem(await send({ ...payload, discounts }), 422)
    expect(body.errors?.map((e) => e.field)).toContain('discounts[0].amount')
    const invented = problem(
      await send({
        ...payload,
        discounts: [
          ...(payload.discounts ?? []),
          { name: 'Regalo', type: 'FIXED', amount: 5000, discountReferenceId: 1 },
        ],
      }),
      422,
    )
    expect(invented.errors?.map((e) => e.field)).toContain('discounts')
  })

  it("refuses an order below the zone's minimum", async () => {
    const body = await refused({ mode: 'DELIVERY', lines: [{ plate: 'Flan Casero' }] })
    expect(body.detail).toBe('El precio del pedido debe ser mayor a $8.000')
  })

  it('refuses an address outside every zone and a delivery without address', async () => {
    const outside = await refused({
      mode: 'DELIVERY',
      lines: [{ ...muzza }],
      destination: { fullAddress: 'Av. Corrientes 1000', lat: -34.6037, lng: -58.3816 },
    })
    expect(outside.detail).toBe('Tu dirección no se encuentra dentro de la zona de entrega.')
    const { payload } = await buildOrder(t, ids, { mode: 'DELIVERY', lines: [{ ...muzza }] })
    const none = problem(await send({ ...payload, destination: null }), 422)
    expect(none.detail).toBe('Debe ingresar dirección para poder realizar el pedido.')
  })

  it("refuses a mode the link does not offer (allowedOM, a kiosk's kind), never a 500", async () => {
    const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines: [{ ...muzza }], change: 0 })
    const before = await orderCount()
    const notOffered = 'Este modo de pedido no está disponible desde este enlace'
    const linked = problem(await send({ ...payload, allowedOM: ['delivery'] }), 422)
    expect(linked.detail).toBe(notOffered)
    expect(linked.errors?.map((e) => e.field)).toEqual(['orderModeId'])
    // a self-service totem (a kiosk without a table) offers only self-service
    expect(problem(await send({ ...payload, kiosk: true }), 422).detail).toBe(notOffered)
    expect(await orderCount()).toBe(before)
    // the same order from a link that offers take-away goes through
    ok(await send({ ...payload, allowedOM: ['TAKE_AWAY', 'delivery'] }), 'OrderCreated', 201)
  })

  it('asks for the table number at a table and the cash amount', async () => {
    const table = await refused({ mode: 'TABLE', lines: [{ ...muzza }] })
    expect(table.detail).toBe('Debe ingresar número de mesa para poder realizar el pedido.')
    const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines: [{ ...muzza }] })
    expect(problem(await send({ ...payload, paysWith: null }), 422).detail).toBe(
      'Debe ingresar con cuanto abonará para poder realizar el pedido.',
    )
    expect(problem(await send({ ...payload, paysWith: 100 }), 422).detail).toBe(
      'El monto con el cual abonará no puede ser menor al precio del pedido.',
    )
  })

  it("refuses incomplete garnishes, unknown plates and quantities over a plate's maximum", async () => {
    const flavours = await refused({
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Media docena de empanadas', garnishes: { Sabores: { Pollo: 5 } } }],
    })
    expect(flavours.errors?.[0]?.field).toBe('items[0].extras')
    const flan = await refused({ mode: 'TAKE_AWAY', lines: [{ plate: 'Flan Casero', quantity: 3 }] })
    expect(flan.detail).toBe('Has alcanzado el máximo de unidades (2) para este producto')
    const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines: [{ ...muzza }] })
    const unknown = problem(
      await send({ ...payload, items: [{ ...payload.items[0], referenceId: 999_999 }] }),
      422,
    )
    expect(unknown.errors?.[0]?.field).toBe('items[0].referenceId')
  })

  it('refuses points beyond the balance or the programme limits, and points without a phone', async () => {
    const balance = await balanceOfDemo()
    const over = await refused({
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }, { ...muzza }, { ...muzza }],
      phone: '1123456789',
      points: balance + 1,
    })
    expect(over.detail).toBe(`El máximo de Puntos Demo acumulados es: ${formatCount(balance)}`)
    const under = await refused({
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }],
      phone: '1123456789',
      points: 100,
    })
    expect(under.detail).toBe('El mínimo de Puntos Demo canjeable es: 500')
    const half = await refused({
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Flan Casero' }],
      phone: '1123456789',
      points: 3000,
    })
    expect(half.detail).toBe('El máximo de Puntos Demo utilizable para este pedido es: 2.250')
    const anonymous = await refused({ mode: 'TAKE_AWAY', lines: [{ ...muzza }], points: 500 })
    expect(anonymous.errors?.[0]?.field).toBe('loyaltyInfo.redeemedPoints')
  })

  it('refuses MINIMO20 under $20.000, PRIMERA for a returning customer, ENVIOGRATIS for take-away', async () => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }],
      phone: '1155550125',
    })
    const withCode = (code: string) => ({
      ...payload,
      discounts: [{ name: code, type: 'PERCENT', value: 20, amount: 0, code }],
    })
    expect(problem(await send(withCode('MINIMO20')), 422).detail).toBe('Monto mínimo en productos: $20.000')
    expect(problem(await send({ ...withCode('PRIMERA'), phone: '1123456789' }), 422).detail).toBe(
      'Este descuento solo es válido para primera compra',
    )
    expect(problem(await send(withCode('ENVIOGRATIS')), 422).errors?.[0]?.field).toBe('discounts[0]')
  })

  it('refuses FLASH that was not applied in the last 180 s', async () => {
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }],
      phone: '1155550126',
    })
    const body = problem(
      await send({
        ...payload,
        discounts: [{ name: 'FLASH', type: 'PERCENT', value: 10, amount: 1350, code: 'FLASH' }],
      }),
      422,
    )
    expect(body.detail).toBe('Tiempo de aplicacion del descuento vencido')
    const applied = await place({
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }],
      phone: '1155550126',
      code: 'FLASH',
    })
    expect(applied.response.statusCode, applied.response.body).toBe(201)
  })

  it("keeps Belgrano's rules: email, between-streets, hours and scheduled slots", async () => {
    // 12:00 in Buenos Aires (UTC−3) on a Wednesday: open.
    const lunch = new Date('2026-11-25T15:00:00Z')
    const noEmail = await buildOrder(t, ids, { mode: 'TAKE_AWAY', local: 'belgrano', lines: [{ ...muzza }] })
    await expect(createOrder(t.db, noEmail.payload, { now: lunch })).rejects.toMatchObject({
      status: 422,
      detail: 'Debe ingresar su email para poder realizar el pedido',
    })
    const noBetween = await buildOrder(t, ids, {
      mode: 'DELIVERY',
      local: 'belgrano',
      email: 'a@b.com',
      lines: [{ ...muzza }],
      destination: { fullAddress: 'Av. Cabildo 2500', lat: -34.558, lng: -58.46 },
    })
    await expect(createOrder(t.db, noBetween.payload, { now: lunch })).rejects.toMatchObject({
      status: 422,
      detail: 'Debe ingresar entrecalles para poder realizar el pedido.',
    })

    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      local: 'belgrano',
      email: 'a@b.com',
      lines: [{ ...muzza }],
    })
    // 17:00 in Buenos Aires: between the two openings.
    const closed = new Date('2026-11-25T20:00:00Z')
    await expect(createOrder(t.db, payload, { now: closed })).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'orderModeId' }],
    })
    const created = await createOrder(t.db, payload, { now: lunch })
    expect(created.status).toBe(201)
    const scheduled = { ...payload, scheduled: true }
    const slot = await createOrder(
      t.db,
      { ...scheduled, scheduledAt: '2026-11-25T22:30:00-03:00' },
      { now: closed },
    )
    expect(slot.status).toBe(201)
    await expect(
      createOrder(t.db, { ...scheduled, scheduledAt: '2026-11-25T12:00:00-03:00' }, { now: closed }),
    ).rejects.toMatchObject({ status: 422, errors: [{ field: 'scheduledAt' }] })
    await expect(
      createOrder(t.db, { ...scheduled, scheduledAt: '2026-11-25T17:00:00-03:00' }, { now: closed }),
    ).rejects.toMatchObject({ status: 422, errors: [{ field: 'scheduledAt' }] })
  })
})

describe('POST /api/order: exactly once', () => {
  it('answers the first answer again for the same key and body, and refuses the key with another body', async () => {
    const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines: [{ ...muzza }] })
    const key = 'b2f1c0de-0000-4000-8000-000000000001'
    const first = await send(payload, { 'idempotency-key': key })
    expect(first.statusCode, first.body).toBe(201)
    const before = await orderCount()
    const again = await send(payload, { 'idempotency-key': key })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(await orderCount()).toBe(before)
    const other = problem(await send({ ...payload, notes: 'sin cebolla' }, { 'idempotency-key': key }), 422)
    expect(other.errors?.[0]?.field).toBe('Idempotency-Key')
    expect(await orderCount()).toBe(before)
  })

  it('keeps nothing for a refused request, so the same key works once it is fixed', async () => {
    const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines: [{ ...muzza }] })
    const key = 'b2f1c0de-0000-4000-8000-000000000002'
    problem(await send({ ...payload, price: 1 }, { 'idempotency-key': key }), 422)
    expect((await send(payload, { 'idempotency-key': key })).statusCode).toBe(201)
  })

  it('refuses a malformed key', async () => {
    const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines: [{ ...muzza }] })
    problem(await send(payload, { 'idempotency-key': 'short' }), 400)
  })
})

// Issue 19: the spec signs diners in by phone alone, so an order placed with someone else's phone spent
// their points and overwrote their name and email.
describe("a stranger's phone", () => {
  it('cannot spend the points without the code: 403, nothing written, the balance untouched', async () => {
    const balance = await balanceOfDemo()
    const before = await orderCount()
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }, { ...muzza }],
      phone: '1123456789',
      points: 1000,
    })
    const stranger = problem(await send(payload), 403)
    expect(stranger.errors?.[0]?.field).toBe('loyaltyInfo.redeemedPoints')
    expect(stranger.detail).toBe(
      'Confirma tu teléfono con el código que te enviamos para usar tus Puntos Demo.',
    )
    // a proof of another phone proves nothing for this one
    const otherPhone = await phoneProofCookies(t, ids.pizzeria, '1155550123')
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/order', payload, cookies: otherPhone })).statusCode,
    ).toBe(403)
    // a wrong code gives no proof
    await t.app.inject({
      method: 'POST',
      url: `/api/branch/${ids.pizzeria}/phone-code`,
      payload: { phone: '1123456789' },
    })
    const guessed = await t.app.inject({
      method: 'POST',
      url: `/api/branch/${ids.pizzeria}/phone-code/confirm`,
      payload: { phone: '1123456789', code: '000000' },
    })
    expect(guessed.statusCode).toBe(400)
    expect(guessed.cookies.find((c) => c.name === 'phone_proof')).toBeUndefined()
    expect(await orderCount()).toBe(before)
    expect(await balanceOfDemo()).toBe(balance)

    const owner = await phoneProofCookies(t, ids.pizzeria, '+54 9 11 2345-6789'.replace(/\D/g, ''))
    const paid = await t.app.inject({ method: 'POST', url: '/api/order', payload, cookies: owner })
    expect(paid.statusCode, paid.body).toBe(201)
    // the proof served that order: the same cookie does not spend points a second time
    const again = await t.app.inject({ method: 'POST', url: '/api/order', payload, cookies: owner })
    expect(again.statusCode).toBe(403)
    const [spent] = await t.db
      .select({ redeemed: dinerOrder.loyaltyPointsRedeemed })
      .from(dinerOrder)
      .where(eq(dinerOrder.code, (paid.json() as { code: string }).code))
    expect(spent?.redeemed).toBe(1000)
  })

  it('stops guessing the code after 5 checks for the phone, with Retry-After', async () => {
    const phone = '1155550124'
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/branch/${ids.pizzeria}/phone-code`,
      payload: { phone },
    })
    const { sandboxCode } = sent.json() as { sandboxCode: string }
    const wrong = sandboxCode === '000001' ? '000002' : '000001'
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/branch/${ids.pizzeria}/phone-code/confirm`,
          payload: { phone, code: i === 30 ? sandboxCode : wrong },
          remoteAddress: `10.30.0.${i}`,
        }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(5)
    expect(answers[30]?.statusCode).toBe(429)
    expect(Number(answers[30]?.headers['retry-after'])).toBeGreaterThan(0)
  })

  it("never overwrites the customer's stored name or email; the order keeps its own contact", async () => {
    const [before] = await t.db.select().from(customer).where(eq(customer.phoneKey, '+541123456789'))
    expect(before?.name).toBeTruthy()
    const { payload } = await buildOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ ...muzza }],
      phone: '1123456789',
      email: 'intruso@example.com',
    })
    const created = ok<Schemas['OrderCreated']>(
      await send({ ...payload, customerName: 'Intruso' }),
      'OrderCreated',
      201,
    )
    const [after] = await t.db.select().from(customer).where(eq(customer.phoneKey, '+541123456789'))
    expect(after).toMatchObject({ name: before?.name, email: before?.email })
    const [order] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.code, created.code))
    expect(order).toMatchObject({ customerName: 'Intruso', customerEmail: 'intruso@example.com' })
  })
})
