import { afterAll, inject } from 'vitest'
import { consoleBoardModel } from '../../machines/console-board.model'
import { consoleStackModel } from '../../machines/console-stack.model'
import { orderConsoleModel } from '../../machines/order-console.model'
import { BOARD_FIRST, BOARD_SECOND, consoleBoardMap } from '../ui-paths/maps/console-board'
import { consoleStackMap, STACK_FIRST, STACK_SECOND } from '../ui-paths/maps/console-stack'
import { CONSOLE_CUSTOMER, orderConsoleMap } from '../ui-paths/maps/order-console'
import type { chromiumPerFile } from './browser'
import { ALIAS, placeDeliveryOrder, readyDeliveryOrder } from './console-fixtures'
import { replayMaps } from './ui-paths'

// The console board, its cards and its stacking panel replayed on the real console (tests/ui-paths): one
// browser for this shard. Each path has an order of its own ('Tablero Uno', 'Consola Uno'), or two ready
// ones to stack ('Pila Uno', 'Pila Dos'), placed here; the orders an earlier path left open under the same
// names are closed first, so only this path's cards carry them. The ready orders are closed once the file
// is done too, so other files' stacking panels and riders' offers never hold them.
const api = { baseUrl: inject('baseUrl') } as ReturnType<typeof chromiumPerFile>

async function staffCookie() {
  const response = await fetch(new URL(`/api/console/${ALIAS}/session`, api.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'encargado', password: 'palermo1234' }),
  })
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Earlier paths' board orders leave the open columns (rejected while new, cancelled once accepted). */
async function closeEarlierOrders(names: readonly string[]) {
  const cookie = await staffCookie()
  const headers = { 'content-type': 'application/json', cookie }
  const orders = (await (
    await fetch(new URL(`/api/console/${ALIAS}/orders`, api.baseUrl), { headers })
  ).json()) as { id: number; customerName: string | null; actions: string[] }[]
  for (const order of orders) {
    if (!names.includes(order.customerName ?? '')) continue
    const action = ['reject', 'cancel'].find((a) => order.actions.includes(a))
    if (!action) continue
    const response = await fetch(
      new URL(`/api/console/${ALIAS}/orders/${order.id}/transition`, api.baseUrl),
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ action, reason: 'Fin del recorrido' }),
      },
    )
    if (!response.ok) throw new Error(`closing order ${order.id}: ${response.status}`)
  }
}

/** The stacking panel's two orders, ready; the second's code for the staff who dispatch it elsewhere. */
async function stackFixtures(): Promise<Record<string, string>> {
  await closeEarlierOrders([STACK_FIRST, STACK_SECOND])
  const first = await readyDeliveryOrder(api, STACK_FIRST)
  const second = await readyDeliveryOrder(api, STACK_SECOND)
  return {
    firstNumber: String(first.displayNumber),
    secondNumber: String(second.displayNumber),
    orderCode: second.code,
  }
}

afterAll(() => closeEarlierOrders([STACK_FIRST, STACK_SECOND]))

// per machine: the names its earlier paths used, and the name of the order it follows
const NAMES: Record<string, { close: string[]; place: string }> = {
  'console-board': { close: [BOARD_FIRST, BOARD_SECOND], place: BOARD_FIRST },
  'order-console': { close: [CONSOLE_CUSTOMER], place: CONSOLE_CUSTOMER },
}

replayMaps(
  'console board and cards on the real UI',
  [
    [consoleBoardModel, consoleBoardMap],
    [orderConsoleModel, orderConsoleMap],
    [consoleStackModel, consoleStackMap],
  ],
  {
    fixturesOf: async (machine): Promise<Record<string, string>> => {
      if (machine === 'console-stack') return stackFixtures()
      const names = NAMES[machine]
      if (!names) return {}
      await closeEarlierOrders(names.close)
      return { orderCode: (await placeDeliveryOrder(api, names.place)).code }
    },
  },
)
