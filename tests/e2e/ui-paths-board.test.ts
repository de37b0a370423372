import { afterAll } from 'vitest'
import { consoleBoardModel } from '../../machines/console-board.model'
import { consoleStackModel } from '../../machines/console-stack.model'
import { orderConsoleModel } from '../../machines/order-console.model'
import { BOARD_FIRST, BOARD_SECOND, consoleBoardMap } from '../ui-paths/maps/console-board'
import { consoleStackMap, STACK_FIRST, STACK_SECOND } from '../ui-paths/maps/console-stack'
import { CONSOLE_CUSTOMER, orderConsoleMap } from '../ui-paths/maps/order-console'
import type { chromiumPerFile } from './browser'
import { closeOpenOrders, placeDeliveryOrder, readyDeliveryOrder } from './console-fixtures'
import { e2eServer } from './e2e-server'
import { replayMaps } from './ui-paths'

// The console board, its cards and its stacking panel replayed on the real console (tests/ui-paths): one
// browser for this shard. Each path has an order of its own ('Tablero Uno', 'Consola Uno'), or two ready
// ones to stack ('Pila Uno', 'Pila Dos'), placed here; the orders an earlier path left open under the same
// names are closed first, so only this path's cards carry them. The ready orders are closed once the file
// is done too, so other files' stacking panels and riders' offers never hold them.
const api = { baseUrl: e2eServer().baseUrl } as ReturnType<typeof chromiumPerFile>

/** Earlier paths' board orders leave the open columns (rejected while new, cancelled once accepted). */
const closeEarlierOrders = (names: readonly string[]) =>
  closeOpenOrders(api, (order) => names.includes(order.customerName ?? ''))

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
