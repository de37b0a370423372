/**
 * What other parties do through the real API while a replay watches a page: the page hears of it on its
 * real live channel, as it would in the shop. Named here so a map says `{ server: 'name' }` and stays data.
 */

import type { CartItem } from '../../domain/cart'
import { toWireItem } from '../../src/features/engagement/lib/wire-cart'
import { placeDeliveryOrder } from '../e2e/console-fixtures'
import { palermoModes, storedCartEntry } from '../e2e/stored-cart'
import { BOARD_SECOND } from './maps/console-board'

const ALIAS = 'pizzeria-demo-palermo'

type Params = Record<string, string>

async function call(baseUrl: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init
  const response = await fetch(new URL(path, baseUrl), {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
  })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response
}

/** The demo local's staff member, signed in: the session cookie. */
async function staffSession(baseUrl: string): Promise<string> {
  const response = await call(baseUrl, `/api/console/${ALIAS}/session`, {
    method: 'POST',
    body: JSON.stringify({ name: 'encargado', password: 'palermo1234' }),
  })
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0])
  return cookie.join('; ')
}

// the next step staff take on an order, in the console's own order (accept first, with an ETA)
const FORWARD = ['accept', 'ready', 'handOver', 'dispatch'] as const

/** Staff move the replay's order (params.orderCode) one step on, as the console's button would. */
async function staffAdvancesOrder(baseUrl: string, params: Params) {
  const cookie = await staffSession(baseUrl)
  const orders = (await (await call(baseUrl, `/api/console/${ALIAS}/orders`, { cookie })).json()) as {
    id: number
    code: string
    actions: string[]
  }[]
  const order = orders.find((o) => o.code === params.orderCode)
  if (!order) throw new Error(`the console does not list order ${params.orderCode}`)
  const action = FORWARD.find((a) => order.actions.includes(a))
  if (!action) throw new Error(`order ${order.code} has no step forward (${order.actions.join(', ')})`)
  await call(baseUrl, `/api/console/${ALIAS}/orders/${order.id}/transition`, {
    method: 'POST',
    cookie,
    body: JSON.stringify(action === 'accept' ? { action, etaMinutes: 30 } : { action }),
  })
}

/**
 * A delivery order of its own is placed and staff take it to 'dispatch' (accept, ready, dispatch): a real
 * own-fleet offer, so the local's riders hear the offers channel. Any number of times in a path.
 */
async function staffDispatchesNewOrder(baseUrl: string) {
  const { code } = await placeDeliveryOrder(
    { baseUrl } as Parameters<typeof placeDeliveryOrder>[0],
    'Cliente Ofertas',
  )
  for (const _ of FORWARD) {
    await staffAdvancesOrder(baseUrl, { orderCode: code })
    const cookie = await staffSession(baseUrl)
    const orders = (await (await call(baseUrl, `/api/console/${ALIAS}/orders`, { cookie })).json()) as {
      code: string
      actions: string[]
    }[]
    const order = orders.find((o) => o.code === code)
    if (!order || !FORWARD.some((a) => order.actions.includes(a))) return
  }
}

/**
 * A diner places the console board's second order (tests/ui-paths/maps/console-board.ts), once per path:
 * its code is kept in the path's params, so a second call leaves it as it is.
 */
async function placeSecondBoardOrder(baseUrl: string, params: Params) {
  if (params.secondOrderCode) return
  const browser = { baseUrl } as Parameters<typeof placeDeliveryOrder>[0]
  params.secondOrderCode = (await placeDeliveryOrder(browser, BOARD_SECOND)).code
}

/** Staff send one transition for the replay's order (params.orderCode) from the console. */
async function staffTransition(baseUrl: string, params: Params, body: Record<string, unknown>) {
  const cookie = await staffSession(baseUrl)
  const orders = (await (await call(baseUrl, `/api/console/${ALIAS}/orders`, { cookie })).json()) as {
    id: number
    code: string
  }[]
  const order = orders.find((o) => o.code === params.orderCode)
  if (!order) throw new Error(`the console does not list order ${params.orderCode}`)
  await call(baseUrl, `/api/console/${ALIAS}/orders/${order.id}/transition`, {
    method: 'POST',
    cookie,
    body: JSON.stringify(body),
  })
}

/** Staff close the replay's dispatched order by hand: 'Marcar entregado', with a reason. */
const staffDeliversOrder = (baseUrl: string, params: Params) =>
  staffTransition(baseUrl, params, { action: 'deliver', reason: 'El repartidor no tiene señal' })

/** Staff accept the replay's order with 20 minutes, as the order card's model says. */
const staffAcceptsOrder = (baseUrl: string, params: Params) =>
  staffTransition(baseUrl, params, { action: 'accept', etaMinutes: 20 })

/** The phone of the diner whose cart the abandoned-cart map's recovery link brings back. */
export const RECOVERY_PHONE = '1130000024'

/**
 * That diner left a one-line delivery cart at Palermo (a Pizza Muzzarella), as the page reports it when
 * hidden: the server holds it for the recovery link.
 */
async function dinerLeftCart(baseUrl: string) {
  const contact = (await (await call(baseUrl, `/api/diner/branchcontacts/${ALIAS}`)).json()) as {
    id: number
    branch: { id: number }
  }
  const mode = { id: (await palermoModes(baseUrl)).DELIVERY ?? 0, type: 'DELIVERY' }
  const [, stored] = await storedCartEntry(baseUrl, ALIAS, mode)
  const items = (JSON.parse(stored) as { cart: { items: CartItem[] } }).cart.items
  await call(baseUrl, '/api/abandoned/cart/', {
    method: 'POST',
    body: JSON.stringify({
      items: items.map(toWireItem),
      branchContactId: contact.id,
      branchId: contact.branch.id,
      phone: RECOVERY_PHONE,
      orderModeId: mode.id,
    }),
  })
}

/** Staff dispatch the replay's ready delivery order (params.orderCode) to the own fleet, from another console. */
const staffDispatchesOrder = (baseUrl: string, params: Params) =>
  staffTransition(baseUrl, params, { action: 'dispatch' })

/** The staff's answer the support-chat map reads (machines/support-chat.model.ts answeredChat). */
export const STAFF_SUPPORT_ANSWER = 'Hola, ya lo revisamos'

/** The replay's order's support conversation (params.orderCode), as the local's staff list it. */
async function supportConversationOf(baseUrl: string, params: Params, cookie: string) {
  const list = (await (await call(baseUrl, `/api/console/${ALIAS}/support`, { cookie })).json()) as {
    id: number
    orderCode: string
    unread: number
  }[]
  return list.find((c) => c.orderCode === params.orderCode)
}

/** Staff answer the replay's order's support chat from the console (the diner wrote first). */
async function staffAnswersSupport(baseUrl: string, params: Params) {
  const cookie = await staffSession(baseUrl)
  const conversation = await supportConversationOf(baseUrl, params, cookie)
  if (!conversation) throw new Error(`no support conversation for order ${params.orderCode}`)
  await call(baseUrl, `/api/console/${ALIAS}/support/${conversation.id}/messages`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ text: STAFF_SUPPORT_ANSWER }),
  })
}

/** What the support-inbox map's diner writes (machines/support-inbox.model.ts lastText). */
export const DINER_SUPPORT_MESSAGE = '¿Cuánto falta?'

/**
 * The diner of the replay's order writes to the local once more, unless a message of theirs is already
 * unread there (the inbox's model counts one new message).
 */
async function dinerWritesSupport(baseUrl: string, params: Params) {
  const conversation = await supportConversationOf(baseUrl, params, await staffSession(baseUrl))
  if (conversation && conversation.unread > 0) return
  await call(baseUrl, `/api/support/${params.orderCode}/messages`, {
    method: 'POST',
    body: JSON.stringify({ text: DINER_SUPPORT_MESSAGE }),
  })
}

const actions: Record<string, (baseUrl: string, params: Params) => Promise<void>> = {
  staffAnswersSupport,
  dinerWritesSupport,
  staffAdvancesOrder,
  staffDispatchesNewOrder,
  staffDeliversOrder,
  placeSecondBoardOrder,
  staffAcceptsOrder,
  dinerLeftCart,
  staffDispatchesOrder,
}

export async function serverAction(name: string, baseUrl: string, params: Params) {
  const action = actions[name]
  if (!action) throw new Error(`no server action named ${name} (tests/ui-paths/server-actions.ts)`)
  await action(baseUrl, params)
}
