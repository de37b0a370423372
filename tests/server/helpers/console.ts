import { buildOrder, type DemoIds, type InjectResponse, type OrderSpec, ok, type Schemas } from './ordering'
import type { TestApp } from './test-app'

export type Cookies = Record<string, string>

let clients = 0

/** A staff session at the local, signed in from a client address of its own (no lock-out between tests). */
export async function staffOf(t: TestApp, local: string, password: string): Promise<Cookies> {
  clients += 1
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/session`,
    payload: { name: 'encargado', password },
    remoteAddress: `10.0.7.${clients}`,
  })
  ok(response, 'StaffMember')
  const cookie = response.cookies.find((c) => c.name === 'staff_session')
  if (!cookie) throw new Error(`no staff_session cookie: ${response.body}`)
  return { staff_session: cookie.value }
}

export const listBoard = (t: TestApp, local: string, cookies?: Cookies) =>
  t.app.inject({ method: 'GET', url: `/api/console/${local}/orders`, ...(cookies ? { cookies } : {}) })

export const transition = (t: TestApp, local: string, orderId: number, body: object, cookies?: Cookies) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/orders/${orderId}/transition`,
    payload: body,
    ...(cookies ? { cookies } : {}),
  })

export const stackOrders = (t: TestApp, local: string, body: object, cookies?: Cookies) =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/${local}/stacks`,
    payload: body,
    ...(cookies ? { cookies } : {}),
  })

export async function placeOrder(
  t: TestApp,
  ids: DemoIds,
  spec: OrderSpec,
): Promise<Schemas['OrderCreated']> {
  const { payload } = await buildOrder(t, ids, spec)
  return ok(await t.app.inject({ method: 'POST', url: '/api/order', payload }), 'OrderCreated', 201)
}

/** Accepted with an ETA and marked ready through the console. */
export async function readyOrder(t: TestApp, local: string, orderId: number, cookies: Cookies) {
  ok(await transition(t, local, orderId, { action: 'accept', etaMinutes: 20 }, cookies))
  return ok<Schemas['ConsoleOrder']>(await transition(t, local, orderId, { action: 'ready' }, cookies))
}

export const followUpOf = async (t: TestApp, local: string, code: string) =>
  ok<Schemas['Order']>(
    await t.app.inject({ method: 'GET', url: `/api/diner/${local}/order/${code}` }),
    'Order',
  )

export type { InjectResponse }
