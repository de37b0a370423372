import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { branchContact, dinerOrder, orderMode, payment, paymentType } from '../../server/db/schema'
import { SIGNATURE_HEADERS, signCallback } from '../../server/payments/webhook-signature'
import { createTestApp, type TestApp } from './helpers/test-app'

const SECRET = 'payments-test-secret-0123456789'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET })
})
afterAll(async () => {
  await t?.close()
})

/** An order as createOrder stores it, for the payment calls to find (Palermo, delivery). */
async function placeOrder(db: Database, method: 'ONLINE_CARD' | 'PAYMENT_LINK' | 'CASH', total = 15_000) {
  const [contact] = await db
    .select({ id: branchContact.id, branchId: branchContact.branchId })
    .from(branchContact)
    .where(eq(branchContact.alias, 'pizzeria-demo-palermo'))
  if (!contact) throw new Error('demo local missing')
  const modes = await db
    .select({ id: orderMode.id, type: orderMode.type, paymentTypeId: paymentType.id })
    .from(orderMode)
    .innerJoin(paymentType, eq(paymentType.orderModeId, orderMode.id))
    .where(and(eq(orderMode.branchContactId, contact.id), eq(paymentType.paymentMethod, method)))
  const mode = modes[0]
  if (!mode) throw new Error(`no mode takes ${method}`)
  const code = randomBytes(8).toString('hex').toUpperCase()
  const [order] = await db
    .insert(dinerOrder)
    .values({
      code,
      branchId: contact.branchId,
      branchContactId: contact.id,
      orderModeId: mode.id,
      type: mode.type,
      paymentTypeId: mode.paymentTypeId,
      paymentMethod: method,
      itemsPrice: total,
      price: total,
      total,
    })
    .returning({ id: dinerOrder.id, code: dinerOrder.code, branchContactId: dinerOrder.branchContactId })
  if (!order) throw new Error('order not stored')
  return order
}

async function orderRow(id: number) {
  const [row] = await t.db
    .select({
      paymentStatus: dinerOrder.paymentStatus,
      paymentUrl: dinerOrder.paymentUrl,
      paidAt: dinerOrder.paidAt,
    })
    .from(dinerOrder)
    .where(eq(dinerOrder.id, id))
  return row
}

const cardToken = async (cardNumber: string, cardSecurityCode = '123') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/card-tokens',
    payload: { cardNumber, cardExpiry: '12/35', cardSecurityCode },
  })
  return response
}

const pay = (token: string, orderCode: string, paymentMethodId = 'visa') =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/payment',
    payload: {
      token,
      paymentMethodId,
      orderCode,
      cardName: 'Cliente Demo',
      identificationType: 'DNI',
      identificationNumber: '30123456',
    },
  })

function signedCallback(
  orderCode: string,
  token: string,
  options: { eventId?: string; timestamp?: number; secret?: string; signFor?: string } = {},
) {
  const eventId = options.eventId ?? `evt_${randomBytes(6).toString('hex')}`
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
  return t.app.inject({
    method: 'POST',
    url: `/api/callback/transbank/${orderCode}?token_ws=${encodeURIComponent(token)}`,
    headers: {
      [SIGNATURE_HEADERS.eventId]: eventId,
      [SIGNATURE_HEADERS.timestamp]: String(timestamp),
      [SIGNATURE_HEADERS.signature]: signCallback(options.secret ?? SECRET, {
        eventId,
        timestamp,
        orderCode: options.signFor ?? orderCode,
        token,
      }),
    },
  })
}

async function paymentUrlFor(order: { code: string; branchContactId: number }, amount = 15_000) {
  return t.app.inject({
    method: 'POST',
    url: '/api/paymenturl',
    payload: { code: order.code, branchContactId: order.branchContactId, amount },
  })
}

describe('sandbox card fields', () => {
  it('names the sandbox as the provider whose fields the page mounts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/card-fields' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ provider: 'sandbox' })
  })
})

describe('sandbox card tokens', () => {
  it('issues a token naming the brand for a test card', async () => {
    const response = await cardToken('4509 9535 6623 3704')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ paymentMethodId: 'visa', lastFourDigits: '3704' })
    expect(response.json().token).toMatch(/^card_/)
  })

  it('refuses a card the sandbox does not know, naming the field, with the spec message', async () => {
    const response = await cardToken('4111111111111111')
    expect(response.statusCode).toBe(422)
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/)
    expect(response.json()).toMatchObject({
      detail: 'Debe completar los campos de su tarjeta correctamente',
      errors: [{ field: 'cardNumber' }],
    })
  })
})

describe('payOrder', () => {
  it('approves a payment with an approving test card and marks the order paid', async () => {
    const order = await placeOrder(t.db, 'ONLINE_CARD')
    const { token } = (await cardToken('4509953566233704')).json()
    const response = await pay(token, order.code)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'APPROVED',
      orderCode: order.code,
      paymentInfo: { status: 'PAID', amount: 15_000 },
    })
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })
    expect((await orderRow(order.id))?.paidAt).toBeInstanceOf(Date)

    // Paid once: another card is refused and nothing changes.
    const again = await pay((await cardToken('5555555555554444')).json().token, order.code, 'master')
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('El pedido ya está pagado')
  })

  it('answers 402 with the spec message for a rejecting card and leaves the order payable', async () => {
    const order = await placeOrder(t.db, 'ONLINE_CARD')
    const rejected = await pay((await cardToken('4000000000000002')).json().token, order.code)
    expect(rejected.statusCode).toBe(402)
    expect(rejected.json().detail).toBe(
      'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos',
    )
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'REJECTED' })

    const retried = await pay((await cardToken('4509953566233704')).json().token, order.code)
    expect(retried.statusCode).toBe(200)
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })
    const attempts = await t.db.select().from(payment).where(eq(payment.orderId, order.id))
    expect(attempts.map((a) => a.status).sort()).toEqual(['APPROVED', 'REJECTED'])
  })

  it('spends a token once, and refuses a token of another brand', async () => {
    const first = await placeOrder(t.db, 'ONLINE_CARD')
    const second = await placeOrder(t.db, 'ONLINE_CARD')
    const { token } = (await cardToken('4509953566233704')).json()
    expect((await pay(token, first.code, 'master')).statusCode).toBe(422)
    expect((await pay(token, first.code)).statusCode).toBe(200)
    const reused = await pay(token, second.code)
    expect(reused.statusCode).toBe(422)
    expect(reused.json().errors).toEqual([{ field: 'token', message: expect.any(String) }])
    expect(await orderRow(second.id)).toMatchObject({ paymentStatus: 'PENDING' })
  })

  it('charges one of two concurrent payments for the same order', async () => {
    const order = await placeOrder(t.db, 'ONLINE_CARD')
    const tokens = await Promise.all([cardToken('4509953566233704'), cardToken('4509953566233704')])
    const answers = await Promise.all(tokens.map((r) => pay(r.json().token, order.code)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const attempts = await t.db.select().from(payment).where(eq(payment.orderId, order.id))
    expect(attempts).toHaveLength(1)
  })

  it('refuses to charge a canceled or delivered order, or one past the payment window', async () => {
    const canceled = await placeOrder(t.db, 'ONLINE_CARD')
    const delivered = await placeOrder(t.db, 'ONLINE_CARD')
    const old = await placeOrder(t.db, 'ONLINE_CARD')
    await t.db.update(dinerOrder).set({ status: 'CANCELED' }).where(eq(dinerOrder.id, canceled.id))
    await t.db.update(dinerOrder).set({ status: 'DELIVERED' }).where(eq(dinerOrder.id, delivered.id))
    await t.db
      .update(dinerOrder)
      .set({ orderedAt: new Date(Date.now() - 49 * 60 * 60 * 1000) })
      .where(eq(dinerOrder.id, old.id))
    for (const order of [canceled, delivered, old]) {
      const answer = await pay((await cardToken('4509953566233704')).json().token, order.code)
      expect(answer.statusCode).toBe(409)
      expect(answer.json().detail).toBe('El pedido ya no admite pagos')
    }
  })

  it("keeps the local's own pay window (a tenant setting): refused past it, named on the follow-up", async () => {
    const palermo = eq(branchContact.alias, 'pizzeria-demo-palermo')
    await t.db.update(branchContact).set({ payWindowHours: 2 }).where(palermo)
    try {
      const recent = await placeOrder(t.db, 'PAYMENT_LINK')
      const old = await placeOrder(t.db, 'PAYMENT_LINK')
      await t.db
        .update(dinerOrder)
        .set({ orderedAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
        .where(eq(dinerOrder.id, old.id))
      expect((await paymentUrlFor(recent)).statusCode).toBe(200)
      const refused = await paymentUrlFor(old)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().detail).toBe('El pedido ya no admite pagos')
      const followUp = await t.app.inject({
        method: 'GET',
        url: `/api/diner/pizzeria-demo-palermo/order/${old.code}`,
      })
      expect(followUp.json().payWindowHours).toBe(2)
    } finally {
      await t.db.update(branchContact).set({ payWindowHours: 48 }).where(palermo)
    }
  })

  it('lets a payment through when an earlier one was left processing for minutes', async () => {
    const order = await placeOrder(t.db, 'ONLINE_CARD')
    await t.db
      .update(dinerOrder)
      .set({ paymentStatus: 'PROCESSING', updatedAt: new Date() })
      .where(eq(dinerOrder.id, order.id))
    expect((await pay((await cardToken('4509953566233704')).json().token, order.code)).statusCode).toBe(409)
    await t.db
      .update(dinerOrder)
      .set({ updatedAt: new Date(Date.now() - 3 * 60 * 1000) })
      .where(eq(dinerOrder.id, order.id))
    expect((await pay((await cardToken('4509953566233704')).json().token, order.code)).statusCode).toBe(200)
  })

  it('refuses an order not paid by card, and an unknown order', async () => {
    const cash = await placeOrder(t.db, 'CASH')
    expect((await pay((await cardToken('4509953566233704')).json().token, cash.code)).statusCode).toBe(409)
    expect((await pay('card_x', 'NOSUCHORDER')).statusCode).toBe(404)
  })
})

describe('payment URL and the signed callback', () => {
  it('returns a hosted page of this server and records the link on the order', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const response = await paymentUrlFor(order)
    expect(response.statusCode).toBe(200)
    const { url, token } = response.json()
    expect(url).toBe(`/pago-sandbox/${token}`)
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PENDING', paymentUrl: url })

    const pageResponse = await t.app.inject({ method: 'GET', url })
    expect(pageResponse.statusCode).toBe(200)
    expect(pageResponse.body).toContain('Aprobar pago')
    expect(pageResponse.body).toContain('$15.000')
  })

  it('refuses an amount other than the order total, and another local', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const wrong = await paymentUrlFor(order, 100)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors[0].field).toBe('amount')
    const elsewhere = await paymentUrlFor({ ...order, branchContactId: order.branchContactId + 1000 })
    expect(elsewhere.statusCode).toBe(404)
  })

  it('approving on the hosted page calls back signed, marks the order paid and returns the diner', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const { url, token } = (await paymentUrlFor(order)).json()
    const decision = await t.app.inject({
      method: 'POST',
      url: `${url}/aprobar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(decision.statusCode).toBe(303)
    expect(decision.headers.location).toBe(
      `/menu/pizzeria-demo-palermo/order/${order.code}?token_ws=${encodeURIComponent(token)}`,
    )
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })

    // The page now says it was decided; a second decision changes nothing.
    await t.app.inject({ method: 'POST', url: `${url}/rechazar` })
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Este pago ya fue aprobado.')
  })

  it('rejecting on the hosted page marks the payment rejected', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const { url } = (await paymentUrlFor(order)).json()
    await t.app.inject({ method: 'POST', url: `${url}/rechazar` })
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'REJECTED' })
  })

  it('refuses unsigned, badly signed and stale callbacks with 401 and changes nothing', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const { token } = (await paymentUrlFor(order)).json()
    // The diner decided on the provider's page, but no callback has been accepted yet.
    const { sandboxTransaction } = await import('../../server/db/schema')
    await t.db
      .update(sandboxTransaction)
      .set({ status: 'APPROVED' })
      .where(eq(sandboxTransaction.token, token))

    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/callback/transbank/${order.code}?token_ws=${token}`,
    })
    const tooOld = await signedCallback(order.code, token, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    const future = await signedCallback(order.code, token, { timestamp: Math.floor(Date.now() / 1000) + 301 })
    const otherSecret = await signedCallback(order.code, token, { secret: 'not-the-secret-0123456789' })
    const otherOrder = await signedCallback(order.code, token, { signFor: 'SOMEOTHERCODE' })
    for (const refused of [unsigned, tooOld, future, otherSecret, otherOrder]) {
      expect(refused.statusCode).toBe(401)
      expect(refused.json().detail).toBe(
        'Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.',
      )
    }
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PENDING' })

    const accepted = await signedCallback(order.code, token)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'APPROVED', paymentInfo: { status: 'PAID' } })
  })

  it('applies an event once: a retried or replayed delivery answers the same and changes nothing', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const { token } = (await paymentUrlFor(order)).json()
    const { sandboxTransaction, paymentEvent } = await import('../../server/db/schema')
    await t.db
      .update(sandboxTransaction)
      .set({ status: 'REJECTED' })
      .where(eq(sandboxTransaction.token, token))

    const eventId = 'evt_retry_1'
    const timestamp = Math.floor(Date.now() / 1000)
    const first = await signedCallback(order.code, token, { eventId, timestamp })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ status: 'REJECTED', paymentInfo: { status: 'REJECTED' } })

    // Meanwhile the order is paid another way; the same event delivered again must not undo it.
    await t.db.update(dinerOrder).set({ paymentStatus: 'PAID' }).where(eq(dinerOrder.id, order.id))
    const retried = await Promise.all([
      signedCallback(order.code, token, { eventId, timestamp }),
      signedCallback(order.code, token, { eventId, timestamp }),
    ])
    for (const answer of retried) {
      expect(answer.statusCode).toBe(200)
      expect(answer.json().status).toBe('REJECTED')
    }
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })
    const events = await t.db.select().from(paymentEvent).where(eq(paymentEvent.eventId, eventId))
    expect(events).toHaveLength(1)
  })

  it('answers 409 while the provider has no outcome, so the provider retries later', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const { token } = (await paymentUrlFor(order)).json()
    const early = await signedCallback(order.code, token)
    expect(early.statusCode).toBe(409)
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PENDING' })
  })

  it('refuses a callback for a token of another order as not found', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const other = await placeOrder(t.db, 'PAYMENT_LINK')
    const { token } = (await paymentUrlFor(other)).json()
    expect((await signedCallback(order.code, token)).statusCode).toBe(404)
  })
})

// Issue 19: two open links could both be approved, a card payment left the link open, a capture after
// canceling was recorded as PAID, and payOrder took the sequential order id.
describe('at most one charge per order', () => {
  const decide = (url: string, outcome: 'aprobar' | 'rechazar') =>
    t.app.inject({
      method: 'POST',
      url: `${url}/${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })

  async function sandboxStatuses(orderCode: string) {
    const { sandboxTransaction } = await import('../../server/db/schema')
    const rows = await t.db
      .select({ token: sandboxTransaction.token, status: sandboxTransaction.status })
      .from(sandboxTransaction)
      .where(eq(sandboxTransaction.orderCode, orderCode))
    return new Map(rows.map((row) => [row.token, row.status]))
  }

  async function approveAtProviderOnly(token: string) {
    const { sandboxTransaction } = await import('../../server/db/schema')
    await t.db
      .update(sandboxTransaction)
      .set({ status: 'APPROVED' })
      .where(eq(sandboxTransaction.token, token))
  }

  const refundDueOf = async (id: number) =>
    (await t.db.select({ refundDue: dinerOrder.refundDue }).from(dinerOrder).where(eq(dinerOrder.id, id)))[0]
      ?.refundDue

  it('two links → one capture: the new link expires the old one, whose page can no longer charge', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const first = (await paymentUrlFor(order)).json()
    const second = (await paymentUrlFor(order)).json()
    expect((await sandboxStatuses(order.code)).get(first.token)).toBe('EXPIRED')
    await decide(first.url, 'aprobar')
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PENDING' })
    await decide(second.url, 'aprobar')
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })
    const statuses = [...(await sandboxStatuses(order.code)).values()]
    expect(statuses.filter((s) => s === 'APPROVED')).toHaveLength(1)
  })

  it('two links approved both at the provider: the second capture is voided', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const first = (await paymentUrlFor(order)).json()
    // The diner pays the first link just before a second one is asked for; its callback comes late.
    await approveAtProviderOnly(first.token)
    const second = (await paymentUrlFor(order)).json()
    expect((await signedCallback(order.code, first.token)).statusCode).toBe(200)
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })
    // the second link was closed when the first was paid
    expect((await sandboxStatuses(order.code)).get(second.token)).toBe('EXPIRED')
    await approveAtProviderOnly(second.token)
    expect((await signedCallback(order.code, second.token)).statusCode).toBe(200)
    const statuses = await sandboxStatuses(order.code)
    expect([statuses.get(first.token), statuses.get(second.token)]).toEqual(['APPROVED', 'VOIDED'])
    expect(await refundDueOf(order.id)).toBe(0)
  })

  it('a card payment closes the open link: approving it afterwards charges nothing', async () => {
    const order = await placeOrder(t.db, 'ONLINE_CARD')
    const link = (await paymentUrlFor(order)).json()
    expect((await pay((await cardToken('4509953566233704')).json().token, order.code)).statusCode).toBe(200)
    await decide(link.url, 'aprobar')
    expect((await sandboxStatuses(order.code)).get(link.token)).toBe('EXPIRED')
    const attempts = await t.db.select().from(payment).where(eq(payment.orderId, order.id))
    expect(attempts.filter((a) => a.status === 'APPROVED')).toHaveLength(1)
  })

  it('card payment, then a link approved before it closed: the link capture is voided', async () => {
    const order = await placeOrder(t.db, 'ONLINE_CARD')
    const link = (await paymentUrlFor(order)).json()
    await approveAtProviderOnly(link.token)
    expect((await pay((await cardToken('4509953566233704')).json().token, order.code)).statusCode).toBe(200)
    expect((await signedCallback(order.code, link.token)).statusCode).toBe(200)
    expect((await sandboxStatuses(order.code)).get(link.token)).toBe('VOIDED')
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID' })
    expect(await refundDueOf(order.id)).toBe(0)
  })

  it('canceled, then captured: voided at the sandbox, the order not marked paid', async () => {
    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const link = (await paymentUrlFor(order)).json()
    await approveAtProviderOnly(link.token)
    await t.db.update(dinerOrder).set({ status: 'CANCELED' }).where(eq(dinerOrder.id, order.id))
    expect((await signedCallback(order.code, link.token)).statusCode).toBe(200)
    expect((await sandboxStatuses(order.code)).get(link.token)).toBe('VOIDED')
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PENDING' })
    const [attempt] = await t.db.select().from(payment).where(eq(payment.reference, link.token))
    expect(attempt).toMatchObject({ status: 'VOIDED', refundDue: false })
  })

  it('canceled, then captured by a provider that cannot void: refund due, shown on the orders console', async () => {
    const { createPaymentsService } = await import('../../server/payments/payments-service')
    const { createSandboxProvider } = await import('../../server/payments/sandbox-provider')
    const { orderPaymentsInDb } = await import('../../server/payments/order-payments')
    const { loadEnv } = await import('../../server/env')
    // The sandbox as a provider without voids (as a real one past its void window): the capture stays.
    const { voidPayment: _noVoids, ...provider } = createSandboxProvider(t.db)
    const env = loadEnv({ NODE_ENV: 'test', PAYMENT_WEBHOOK_SECRET: SECRET })
    const service = createPaymentsService({ db: t.db, env, provider, orders: orderPaymentsInDb })

    const order = await placeOrder(t.db, 'PAYMENT_LINK')
    const link = await service.createPaymentUrl({ ...order, amount: 15_000 })
    await approveAtProviderOnly(link.token)
    await t.db.update(dinerOrder).set({ status: 'CANCELED' }).where(eq(dinerOrder.id, order.id))
    const eventId = 'evt_refund_due'
    const timestamp = Math.floor(Date.now() / 1000)
    await service.handleCallback({
      orderCode: order.code,
      token: link.token,
      headers: {
        eventId,
        timestamp: String(timestamp),
        signature: signCallback(SECRET, { eventId, timestamp, orderCode: order.code, token: link.token }),
      },
    })
    expect(await refundDueOf(order.id)).toBe(15_000)
    const [attempt] = await t.db.select().from(payment).where(eq(payment.reference, link.token))
    expect(attempt).toMatchObject({ status: 'APPROVED', refundDue: true })

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/console/pizzeria-demo-palermo/session',
      payload: { name: 'encargado', password: 'palermo1234' },
    })
    const cookie = signedIn.cookies.find((c) => c.name === 'staff_session')
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/console/pizzeria-demo-palermo/orders',
      cookies: { staff_session: cookie?.value ?? '' },
    })
    const card = (listed.json() as { code: string; refundDue: number }[]).find((o) => o.code === order.code)
    expect(card?.refundDue).toBe(15_000)
  })

  it('a stranger cannot mark a payment REJECTED by the sequential order id', async () => {
    const order = await placeOrder(t.db, 'ONLINE_CARD')
    const byId = await t.app.inject({
      method: 'POST',
      url: '/api/order/payment',
      payload: {
        token: (await cardToken('4000000000000002')).json().token,
        paymentMethodId: 'visa',
        dinerOrderId: order.id,
        cardName: 'Extraño',
        identificationType: 'DNI',
        identificationNumber: '30123456',
      },
    })
    expect(byId.statusCode).toBe(400)
    const guessed = await pay((await cardToken('4000000000000002')).json().token, String(order.id))
    expect(guessed.statusCode).toBe(404)
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PENDING' })
  })
})
