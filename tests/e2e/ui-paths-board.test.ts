import { inject } from 'vitest'
import { consoleBoardModel } from '../../machines/console-board.model'
import { BOARD_FIRST, BOARD_SECOND, consoleBoardMap } from '../ui-paths/maps/console-board'
import type { chromiumPerFile } from './browser'
import { ALIAS, placeDeliveryOrder } from './console-fixtures'
import { replayMaps } from './ui-paths'

// The console board's cards replayed on the real console (tests/ui-paths): one browser for this shard.
// Each path reads a board with an order of its own ('Tablero Uno'), placed here; the orders an earlier path
// left open are closed first, so the board shows only this path's two cards under those names.
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
async function closeEarlierBoardOrders() {
  const cookie = await staffCookie()
  const headers = { 'content-type': 'application/json', cookie }
  const orders = (await (
    await fetch(new URL(`/api/console/${ALIAS}/orders`, api.baseUrl), { headers })
  ).json()) as { id: number; customerName: string | null; actions: string[] }[]
  for (const order of orders) {
    if (order.customerName !== BOARD_FIRST && order.customerName !== BOARD_SECOND) continue
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

replayMaps('console board on the real UI', [[consoleBoardModel, consoleBoardMap]], {
  fixturesOf: async () => {
    await closeEarlierBoardOrders()
    return { orderCode: (await placeDeliveryOrder(api, BOARD_FIRST)).code }
  },
})
