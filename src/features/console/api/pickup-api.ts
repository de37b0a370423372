import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import type { ConsoleOrder } from './console-api'

/** pickUpConsoleOrder: the ready counter order with this number, closed as picked up. */
export async function pickUpByNumber(alias: string, displayNumber: number): Promise<ConsoleOrder> {
  return unwrap(
    await api.POST('/api/console/{alias}/pickups', { params: { path: { alias } }, body: { displayNumber } }),
  )
}
