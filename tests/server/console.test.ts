import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authThrottle,
  dinerOrder,
  logisticsOrder,
  shipment,
  staffMember,
  staffSession,
} from '../../server/db/schema'
import { localDay } from '../../server/services/console-orders'
import { hashSecret } from '../../server/services/secrets'
import {
  buildOrder,
  type DemoIds,
  demoIds,
  type InjectResponse,
  type OrderSpec,
  ok,
  problem,
  type Schemas,
} from './helpers/ordering'
import { insertOtherTenant } from './helpers/other-tenant'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let ids: DemoIds

const PALERMO = 'pizzeria-demo-palermo'
const BELGRANO = 'pizzeria-demo-belgrano'

beforeAll(async () => {
  t = await createTestApp()
  ids = await demoIds(t.db)
})
afterAll(() => t?.close())

type Cookies = Record<string, string>

function sessionCookie(response: InjectResponse): Cookies {
  const cookie = response.cookies.find((c) => c.name === 'staff_session')
  if (!cookie) throw new Error(`no staff_session cookie: ${response.body}`)
  return { staff_session: cookie.value }
}

let clients = 0
/** Each sign-in from its own client address, so the rate-limit test is the only one that trips it. */
async function signIn(local: string, name: string, password: string) {
  clients += 1
  return t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/session`,
    payload: { name, password },
    remoteAddress: `10.0.1.${clients}`,
  })
}

async function staffOf(local: string, password: string): Promise<Cookies> {
  const response = await signIn(local, 'encargado', password)
  ok(response, 'StaffMember')
  return sessionCookie(response)
}

const list = (local: string, cookies?: Cookies) =>
  t.app.inject({ method: 'GET', url: `/api/console/${local}/orders`, ...(cookies ? { cookies } : {}) })

const act = (local: string, orderId: number, body: object, cookies?: Cookies) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/orders/${orderId}/transition`,
    payload: body,
    ...(cookies ? { cookies } : {}),
  })

async function place(spec: OrderSpec): Promise<Schemas['OrderCreated']> {
  const { payload } = await buildOrder(t, ids, spec)
  return ok(await t.app.inject({ method: 'POST', url: '/api/order', payload }), 'OrderCreated', 201)
}

const followUp = async (code: string) =>
  ok<Schemas['Order']>(await t.app.inject({ method: 'GET', url: `/api/diner/${PALERMO}/order/${code}` }))
    .status

const muzza = { plate: 'Pizza Muzzarella', size: 'Grande' }

describe('staff sign-in', () => {
  it('opens a session in a signed, httpOnly, SameSite=Strict cookie and answers who is signed in', async () => {
    const response = await signIn(PALERMO, 'encargado', 'palermo1234')
    const staff = ok<Schemas['StaffMember']>(response, 'StaffMember')
    expect(staff).toMatchObject({ name: 'encargado', local: { alias: PALERMO, id: ids.palermo } })
    const cookie = response.cookies.find((c) => c.name === 'staff_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
    // The cookie carries the token and its signature, never the staff id.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9+/_-]+=*$/)
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/console/${PALERMO}/session`,
      cookies: sessionCookie(response),
    })
    expect(ok<Schemas['StaffMember']>(me, 'StaffMember').id).toBe(staff.id)
  })

  it('refuses a wrong password, an unknown name and another local’s password alike (401)', async () => {
    for (const [name, password] of [
      ['encargado', 'palermo12345'],
      ['nadie', 'palermo1234'],
      ['encargado', 'belgrano1234'],
    ] as const) {
      const body = problem(await signIn(PALERMO, name, password), 401)
      expect(body.detail).toBe('Usuario o contraseña incorrectos')
    }
  })

  it('keeps only a scrypt hash of each demo password', async () => {
    const rows = await t.db.select().from(staffMember)
    expect(rows.length).toBeGreaterThanOrEqual(3)
    for (const row of rows) expect(row.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
  })

  it('locks the account out after 5 wrong passwords at one local (429), even for the right one', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/${BELGRANO}/session`,
        payload: { name: 'encargado', password },
        remoteAddress: '10.9.9.9',
      })
    for (let i = 0; i < 5; i++) problem(await attempt('mal'), 401)
    const refused = await attempt('belgrano1234')
    const locked = problem(refused, 429)
    expect(locked.detail).toMatch(/^Demasiados intentos\. Prueba de nuevo en \d+ minutos?\.$/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The account itself is locked, whatever address tries it next.
    problem(await signIn(BELGRANO, 'encargado', 'belgrano1234'), 429)
    await t.db.delete(authThrottle)
    ok(await signIn(BELGRANO, 'encargado', 'belgrano1234'), 'StaffMember')
  })

  it('signs out: the session row is gone and the cookie no longer opens the console', async () => {
    const cookies = await staffOf(PALERMO, 'palermo1234')
    ok(await list(PALERMO, cookies))
    const out = await t.app.inject({ method: 'DELETE', url: `/api/console/${PALERMO}/session`, cookies })
    expect(out.statusCode).toBe(204)
    expect(out.cookies.find((c) => c.name === 'staff_session')?.value).toBe('')
    problem(await list(PALERMO, cookies), 401)
  })
})

describe('authorization of console calls', () => {
  it('refuses without a session (401) and with a tampered cookie (401)', async () => {
    const order = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    problem(await list(PALERMO), 401)
    problem(await act(PALERMO, order.id, { action: 'accept', etaMinutes: 10 }), 401)
    const cookies = await staffOf(PALERMO, 'palermo1234')
    const forged = { staff_session: `${cookies.staff_session?.slice(0, -2)}xx` }
    problem(await list(PALERMO, forged), 401)
    const [row] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, order.id))
    expect(row?.status).toBe('GENERATED')
  })

  it('refuses an expired session (401)', async () => {
    const cookies = await staffOf(PALERMO, 'palermo1234')
    ok(await list(PALERMO, cookies))
    const [staff] = await t.db.select().from(staffMember).where(eq(staffMember.branchContactId, ids.palermo))
    await t.db
      .update(staffSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSession.staffId, staff?.id ?? 0))
    problem(await list(PALERMO, cookies), 401)
    problem(await t.app.inject({ method: 'GET', url: `/api/console/${PALERMO}/session`, cookies }), 401)
  })

  it('shows another local nothing: its orders and transitions are 404, its session reads as none', async () => {
    const order = await place({ mode: 'DELIVERY', lines: [muzza] })
    const belgrano = await staffOf(BELGRANO, 'belgrano1234')
    problem(await list(PALERMO, belgrano), 404)
    problem(await act(PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, belgrano), 404)
    // Through its own alias, the other local's order does not exist either.
    problem(await act(BELGRANO, order.id, { action: 'accept', etaMinutes: 10 }, belgrano), 404)
    problem(
      await t.app.inject({ method: 'GET', url: `/api/console/${PALERMO}/session`, cookies: belgrano }),
      401,
    )
    const listed = ok<Schemas['ConsoleOrder'][]>(await list(BELGRANO, belgrano))
    expect(listed.map((o) => o.id)).not.toContain(order.id)
    const [row] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, order.id))
    expect(row?.status).toBe('GENERATED')
  })

  it('shows another tenant nothing (404)', async () => {
    const otherTenant = await insertOtherTenant(t.db)
    await t.db.insert(staffMember).values({
      branchContactId: otherTenant.localId,
      name: 'encargado',
      passwordHash: await hashSecret('otra1234'),
    })
    const other = await staffOf('otra-marca-local', 'otra1234')
    expect(ok<Schemas['ConsoleOrder'][]>(await list('otra-marca-local', other))).toEqual([])
    const order = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    problem(await list(PALERMO, other), 404)
    problem(await act(PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, other), 404)
    problem(await act('otra-marca-local', order.id, { action: 'accept', etaMinutes: 10 }, other), 404)
  })

  it('answers 404 for a local that does not exist', async () => {
    problem(await signIn('no-existe', 'encargado', 'x'), 404)
  })
})

describe("today's board and transitions", () => {
  it('lists a new delivery order with what the card shows and the actions it allows', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const order = await place({
      mode: 'DELIVERY',
      lines: [{ plate: 'Hamburguesa Completa', garnishes: { Extras: { Cheddar: 1 } }, notes: 'Sin sal' }],
      phone: '1123456789',
    })
    const board = ok<Schemas['ConsoleOrder'][]>(await list(PALERMO, staff))
    const card = board.find((o) => o.id === order.id)
    expect(card).toMatchObject({
      code: order.code,
      type: 'DELIVERY',
      column: 'new',
      actions: ['accept', 'reject'],
      total: order.total,
      paymentMethod: 'CASH',
      paymentStatus: 'PENDING',
      address: 'Av. Santa Fe 3500',
      items: [
        {
          name: 'Hamburguesa Completa',
          quantity: 1,
          notes: 'Sin sal',
          extras: [{ groupName: 'Extras', name: 'Cheddar', quantity: 1, price: 1000 }],
        },
      ],
    })
    expect(card?.phone).toBeTruthy()
    // no menu discount on it: the unit price is the plate's with its extra, nothing taken off
    expect(card?.items[0]).toMatchObject({ discount: 0, accPrice: card?.items[0]?.unitPrice })
  })

  it('lists a menu-discounted line with its unit price and the discount the order was priced with', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const order = await place({ mode: 'TAKE_AWAY', lines: [{ plate: 'Fugazzeta', quantity: 2 }] })
    const card = ok<Schemas['ConsoleOrder'][]>(await list(PALERMO, staff)).find((o) => o.id === order.id)
    // 20 % off the demo's $14.500 Fugazzeta, on each of the two
    expect(card?.items[0]).toMatchObject({ quantity: 2, unitPrice: 14500, discount: 5800, accPrice: 23200 })
  })

  it('takes a delivery order through accept (ETA) → ready → dispatch (a shipment LOOKING_FOR_DRIVER); the follow-up moves with it', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const order = await place({ mode: 'DELIVERY', lines: [muzza] })
    expect(await followUp(order.code)).toBe('GENERATED')

    const noEta = problem(await act(PALERMO, order.id, { action: 'accept' }, staff), 400)
    expect(noEta.errors?.[0]?.field).toBe('etaMinutes')
    const accepted = ok<Schemas['ConsoleOrder']>(
      await act(PALERMO, order.id, { action: 'accept', etaMinutes: 25 }, staff),
      'ConsoleOrder',
    )
    expect(accepted).toMatchObject({ status: 'ACCEPTED', column: 'accepted', etaMinutes: 25 })
    // the card's lateness is measured from the acceptance
    expect(Date.now() - Date.parse(accepted.acceptedAt ?? '')).toBeLessThan(60_000)
    expect(accepted.actions).toEqual(['ready', 'cancel'])
    expect(await followUp(order.code)).toBe('ACCEPTED')

    const again = problem(await act(PALERMO, order.id, { action: 'accept', etaMinutes: 5 }, staff), 409)
    expect(again.detail).toBe('Ese cambio no es posible: el pedido está en «Aceptados».')

    const ready = ok<Schemas['ConsoleOrder']>(await act(PALERMO, order.id, { action: 'ready' }, staff))
    expect(ready).toMatchObject({ status: 'READY', column: 'ready', actions: ['dispatch', 'cancel'] })
    expect(await followUp(order.code)).toBe('READY')
    problem(await act(PALERMO, order.id, { action: 'handOver' }, staff), 409)

    const dispatched = ok<Schemas['ConsoleOrder']>(
      await act(PALERMO, order.id, { action: 'dispatch' }, staff),
      'ConsoleOrder',
    )
    expect(dispatched).toMatchObject({
      status: 'READY',
      column: 'dispatched',
      actions: ['deliver', 'cancel'],
    })
    const [logistics] = await t.db
      .select()
      .from(logisticsOrder)
      .where(eq(logisticsOrder.orderCode, order.code))
    expect(logistics).toMatchObject({
      branchContactId: ids.palermo,
      orderId: order.id,
      destinationAddress: 'Av. Santa Fe 3500',
    })
    const shipments = await t.db
      .select()
      .from(shipment)
      .where(eq(shipment.logisticsOrderId, logistics?.id ?? 0))
    expect(shipments).toHaveLength(1)
    expect(shipments[0]).toMatchObject({
      status: 'LOOKING_FOR_DRIVER',
      providerName: 'OWN_FLEET',
      branchContactId: ids.palermo,
      riderId: null,
    })
    expect(shipments[0]?.securityCode).toMatch(/^\d{4}$/)
    // A second dispatch finds the order already handed to the fleet: no second shipment.
    problem(await act(PALERMO, order.id, { action: 'dispatch' }, staff), 409)
    expect(
      await t.db
        .select()
        .from(shipment)
        .where(eq(shipment.logisticsOrderId, logistics?.id ?? 0)),
    ).toHaveLength(1)
  })

  it('hands a take-away order to the customer (DELIVERED) and rejects another with a reason', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const pickUp = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    ok(await act(PALERMO, pickUp.id, { action: 'accept', etaMinutes: 15 }, staff))
    ok(await act(PALERMO, pickUp.id, { action: 'ready' }, staff))
    const handed = ok<Schemas['ConsoleOrder']>(await act(PALERMO, pickUp.id, { action: 'handOver' }, staff))
    expect(handed).toMatchObject({ status: 'DELIVERED', column: 'delivered', actions: [] })
    expect(await followUp(pickUp.code)).toBe('DELIVERED')

    const turnedDown = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    const noReason = problem(
      await act(PALERMO, turnedDown.id, { action: 'reject', reason: '  ' }, staff),
      400,
    )
    expect(noReason.errors?.[0]?.field).toBe('reason')
    const rejected = ok<Schemas['ConsoleOrder']>(
      await act(PALERMO, turnedDown.id, { action: 'reject', reason: 'Sin muzzarella' }, staff),
    )
    expect(rejected).toMatchObject({ status: 'CANCELED', column: 'canceled', reason: 'Sin muzzarella' })
    expect(await followUp(turnedDown.code)).toBe('CANCELED')
  })

  it('lets one of two staff accepting at once win; the other gets 409 and the order is accepted once', async () => {
    const first = await staffOf(PALERMO, 'palermo1234')
    const second = await staffOf(PALERMO, 'palermo1234')
    const order = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    const answers = await Promise.all([
      act(PALERMO, order.id, { action: 'accept', etaMinutes: 10 }, first),
      act(PALERMO, order.id, { action: 'accept', etaMinutes: 40 }, second),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const winner = answers.find((a) => a.statusCode === 200)?.json() as Schemas['ConsoleOrder']
    const [row] = await t.db.select().from(dinerOrder).where(eq(dinerOrder.id, order.id))
    expect(row).toMatchObject({ status: 'ACCEPTED', etaMinutes: winner.etaMinutes })
  })

  it('lists only the local day’s orders (by scheduled time when scheduled)', async () => {
    const staff = await staffOf(PALERMO, 'palermo1234')
    const order = await place({ mode: 'TAKE_AWAY', lines: [muzza] })
    const yesterday = new Date(localDay('America/Argentina/Buenos_Aires').start.getTime() - 3_600_000)
    await t.db.update(dinerOrder).set({ orderedAt: yesterday }).where(eq(dinerOrder.id, order.id))
    const board = ok<Schemas['ConsoleOrder'][]>(await list(PALERMO, staff))
    expect(board.map((o) => o.id)).not.toContain(order.id)
    expect(board.length).toBeGreaterThan(0)
  })
})

describe('localDay', () => {
  it('is the calendar day of the local’s time zone, not UTC', () => {
    // 01:30 UTC on the 26th is 22:30 on the 25th in Buenos Aires (UTC−3).
    const { start, end } = localDay('America/Argentina/Buenos_Aires', new Date('2026-11-26T01:30:00Z'))
    expect(start.toISOString()).toBe('2026-11-25T03:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-26T03:00:00.000Z')
  })
})

describe('temporary closure', () => {
  const close = (local: string, closed: boolean, cookies?: Cookies) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/console/${local}/closure`,
      payload: { closed },
      ...(cookies ? { cookies } : {}),
    })
  const modesOf = async (local: string) =>
    ok<Schemas['BranchContact']>(
      await t.app.inject({ method: 'GET', url: `/api/diner/branchcontacts/${local}` }),
    ).deliveryConfig.orderModes.map((mode) => mode.manuallyClosed)

  it('closes every mode of the local by hand (orders refused) until staff reopen it', async () => {
    problem(await close(PALERMO, true), 401)
    problem(await close(PALERMO, true, await staffOf(BELGRANO, 'belgrano1234')), 404)
    const staff = await staffOf(PALERMO, 'palermo1234')
    try {
      expect(ok<Schemas['ConsoleClosure']>(await close(PALERMO, true, staff), 'ConsoleClosure')).toEqual({
        closed: true,
      })
      expect(new Set(await modesOf(PALERMO))).toEqual(new Set([true]))
      expect(new Set(await modesOf(BELGRANO))).toEqual(new Set([false]))
      const { payload } = await buildOrder(t, ids, { mode: 'TAKE_AWAY', lines: [muzza] })
      const refused = await t.app.inject({ method: 'POST', url: '/api/order', payload })
      expect(refused.statusCode).toBeGreaterThanOrEqual(400)
      expect(refused.statusCode).toBeLessThan(500)
      expect(refused.body).toContain('El local no está tomando pedidos en este momento')
    } finally {
      ok(await close(PALERMO, false, staff))
    }
    expect(new Set(await modesOf(PALERMO))).toEqual(new Set([false]))
    await place({ mode: 'TAKE_AWAY', lines: [muzza] })
  })
})
