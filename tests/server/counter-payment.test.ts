import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dinerOrder } from '../../server/db/schema'
import { type Cookies, listBoard, placeOrder, staffOf, transition } from './helpers/console'
import { type DemoIds, demoIds, ok, problem, type Schemas } from './helpers/ordering'
import { createTestApp, type TestApp } from './helpers/test-app'

const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'
let t: TestApp
let ids: DemoIds
let staff: Cookies

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
  staff = await staffOf(t, PALERMO, 'palermo1234')
})
afterAll(() => t?.close())

const changeMethod = (code: string, paymentMethod: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/${code}/payment-method`,
    payload: { paymentMethod },
  })

const markPaid = (orderId: number, cookies?: Cookies, local = PALERMO) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/orders/${orderId}/paid`,
    ...(cookies ? { cookies } : {}),
  })

/** A kiosk order paid by card with the sandbox's rejected card: unpaid, REJECTED. */
async function rejectedCardOrder() {
  const order = await placeOrder(t, ids, {
    mode: 'SELF_SERVICE',
    lines: [{ plate: 'Hamburguesa Completa' }],
    payment: 'ONLINE_CARD',
  })
  const token = ok<Schemas['SandboxCardToken']>(
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/card-tokens',
      payload: { cardNumber: '4000 0000 0000 0002', cardExpiry: '12/35', cardSecurityCode: '123' },
    }),
    'SandboxCardToken',
    201,
  )
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/order/payment',
    payload: {
      token: token.token,
      paymentMethodId: token.paymentMethodId,
      orderCode: order.code,
      cardName: 'Cliente Kiosco',
      identificationType: 'DNI',
      identificationNumber: '30123456',
    },
  })
  expect(paid.statusCode).toBe(402)
  return order
}

const boardCard = async (id: number) =>
  ok<Schemas['ConsoleOrder'][]>(await listBoard(t, PALERMO, staff)).find((order) => order.id === id)

describe('changeOrderPaymentMethod: a rejected card paid at the counter', () => {
  it('turns the unpaid card order into cash, pending, on the order and on the console board', async () => {
    const order = await rejectedCardOrder()
    expect(await boardCard(order.id)).toMatchObject({
      paymentMethod: 'ONLINE_CARD',
      paymentStatus: 'REJECTED',
    })

    const changed = ok<Schemas['OrderPaymentMethodChanged']>(
      await changeMethod(order.code, 'CASH'),
      'OrderPaymentMethodChanged',
    )
    expect(changed).toMatchObject({
      orderCode: order.code,
      paymentMethod: 'CASH',
      paymentInfo: { status: 'PENDING' },
    })
    expect(await boardCard(order.id)).toMatchObject({
      type: 'SELF_SERVICE',
      paymentMethod: 'CASH',
      paymentStatus: 'PENDING',
    })
    const [row] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, order.id))
    // the order now holds its mode's cash payment type, not the card's
    expect(row?.paymentTypeId).toBe(ids.modes.SELF_SERVICE?.payments.CASH)
  })

  it('refuses a paid order, a canceled one, an online method, and an unknown code, as problem+json', async () => {
    const order = await rejectedCardOrder()
    expect(problem(await changeMethod(order.code, 'PAYMENT_LINK'), 422).errors?.[0]?.field).toBe(
      'paymentMethod',
    )
    ok(await changeMethod(order.code, 'CASH'))
    ok(await markPaid(order.id, staff))
    expect(problem(await changeMethod(order.code, 'CASH'), 409).detail).toBe(
      'El pedido ya está pagado: su forma de pago no cambia',
    )

    const canceled = await rejectedCardOrder()
    ok(await transition(t, PALERMO, canceled.id, { action: 'reject', reason: 'Sin stock' }, staff))
    expect(problem(await changeMethod(canceled.code, 'CASH'), 409).detail).toBe(
      'El pedido ya terminó: su forma de pago no cambia',
    )

    problem(await changeMethod('NOPE0000NOPE0000', 'CASH'), 404)
    problem(await changeMethod(order.code, 'CHEQUE'), 400)
    problem(
      await t.app.inject({ method: 'POST', url: `/api/order/${order.code}/payment-method`, payload: {} }),
      400,
    )
  })
})

describe('markConsoleOrderPaid: staff take the payment at the counter', () => {
  it('marks a kiosk or table cash order paid once; a second press, another kind of order or another local is refused', async () => {
    const table = await placeOrder(t, ids, {
      mode: 'TABLE',
      tableUid: '7',
      lines: [{ plate: 'Hamburguesa Completa' }],
      payment: 'CASH',
    })
    expect(await boardCard(table.id)).toMatchObject({
      type: 'TABLE',
      tableUid: '7',
      paymentStatus: 'PENDING',
    })
    problem(await markPaid(table.id), 401)
    problem(await markPaid(table.id, await staffOf(t, BELGRANO, 'belgrano1234'), BELGRANO), 404)

    const paid = ok<Schemas['ConsoleOrder']>(await markPaid(table.id, staff), 'ConsoleOrder')
    expect(paid).toMatchObject({ id: table.id, paymentStatus: 'PAID', paymentMethod: 'CASH' })
    expect(await boardCard(table.id)).toMatchObject({ paymentStatus: 'PAID' })
    expect(problem(await markPaid(table.id, staff), 409).detail).toBe('El pedido no espera un pago en caja')

    const takeAway = await placeOrder(t, ids, {
      mode: 'TAKE_AWAY',
      lines: [{ plate: 'Hamburguesa Completa' }],
      payment: 'CASH',
    })
    problem(await markPaid(takeAway.id, staff), 409)
  })

  it('records one payment when two staff press at once', async () => {
    const order = await placeOrder(t, ids, {
      mode: 'SELF_SERVICE',
      lines: [{ plate: 'Hamburguesa Completa' }],
      payment: 'CASH',
    })
    const answers = await Promise.all([markPaid(order.id, staff), markPaid(order.id, staff)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  })
})
