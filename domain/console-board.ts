import type { BoardColumn } from './order-console'

/** What the live board needs of an order to place it and to tell a new arrival. */
export interface BoardOrder {
  id: number
  column: BoardColumn
}

/**
 * The board after one pushed order: replaced in place when known, else appended. An order is an
 * arrival (it rings and counts on the badge) when the board did not have it and it sits in 'new'.
 */
export function applyPushedOrder<T extends BoardOrder>(
  orders: readonly T[],
  order: T,
): { orders: T[]; arrived: boolean } {
  const index = orders.findIndex((known) => known.id === order.id)
  if (index === -1) return { orders: [...orders, order], arrived: order.column === 'new' }
  const next = [...orders]
  next[index] = order
  return { orders: next, arrived: false }
}
