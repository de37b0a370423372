import type { OrderModeType } from './order-mode'
import type { OrderStatus } from './order-status'

/**
 * The counter board (issue 35): which of a local's orders a customer-facing screen shows, in which
 * column, and what of each it may show (the short number and the first name the diner typed, never a
 * phone, an address or the lines). Server and screen read it from here.
 */
export const BOARD_MODES: readonly OrderModeType[] = ['TAKE_AWAY', 'SELF_SERVICE', 'TABLE']
export type CounterColumn = 'preparing' | 'ready'

/** A ready number stays this long unless picked up, when the local sets nothing (README). */
export const DEFAULT_BOARD_READY_MINUTES = 15
export const MIN_BOARD_READY_MINUTES = 1
export const MAX_BOARD_READY_MINUTES = 240
/** A first name longer than this is cut: the number is what the board is for. */
export const MAX_BOARD_NAME_LENGTH = 14

export interface CounterOrderFacts {
  type: OrderModeType
  status: OrderStatus
  /** handed to the own fleet (a delivery only, but the board checks it anyway) */
  dispatched: boolean
  /** ISO date-time the order was marked ready, if it was */
  readyAt: string | null
}

export const boardReadyMinutesOf = (configured: number | null | undefined) =>
  typeof configured === 'number' &&
  Number.isInteger(configured) &&
  configured >= MIN_BOARD_READY_MINUTES &&
  configured <= MAX_BOARD_READY_MINUTES
    ? configured
    : DEFAULT_BOARD_READY_MINUTES

/**
 * The column of an order on the board, or null when it is not on it: another mode, not accepted yet
 * (a new order may still be turned down), closed, or ready for longer than the local keeps numbers.
 */
export function counterColumnOf(
  order: CounterOrderFacts,
  readyMinutes: number,
  now: string,
): CounterColumn | null {
  if (!BOARD_MODES.includes(order.type) || order.dispatched) return null
  if (order.status === 'ACCEPTED') return 'preparing'
  if (order.status !== 'READY') return null
  if (order.readyAt === null) return 'ready'
  const shownUntil = Date.parse(order.readyAt) + readyMinutes * 60_000
  return Date.parse(now) < shownUntil ? 'ready' : null
}

/** The first word of the name the diner typed, cut short; null when they typed none. */
export function boardFirstName(customerName: string | null | undefined): string | null {
  const first = customerName?.trim().split(/\s+/)[0] ?? ''
  if (first === '') return null
  const letters = [...first]
  return letters.length > MAX_BOARD_NAME_LENGTH ? letters.slice(0, MAX_BOARD_NAME_LENGTH).join('') : first
}

export interface BoardEntry {
  number: number
  name: string | null
}

/** Numbers that are ready now and were not before: the ones the board chimes for. */
export function newlyReady(before: readonly BoardEntry[] | null, now: readonly BoardEntry[]): number[] {
  if (before === null) return []
  const known = new Set(before.map((entry) => entry.number))
  return now.filter((entry) => !known.has(entry.number)).map((entry) => entry.number)
}

/** A number a staff member typed at the counter: 1–999 (the kiosk's short numbers wrap there). */
export function parsePickupNumber(raw: string): number | null {
  const trimmed = raw.trim().replace(/^#/, '')
  if (!/^[0-9]{1,3}$/.test(trimmed)) return null
  const n = Number(trimmed)
  return n >= 1 && n <= 999 ? n : null
}

/** The live channel a board listens on; named by the local's id, which the feed hands out. */
export const boardChannel = (localId: number) => `board-${localId}`

/** The diner fetches it at the counter and follows it on their phone: take-away and kiosk orders. */
export const isCounterPickup = (type: OrderModeType) => type === 'TAKE_AWAY' || type === 'SELF_SERVICE'

/** The follow-up says 'Tu pedido está listo para retirar': a take-away or kiosk order marked ready. */
export const isReadyForPickup = (order: { type: OrderModeType; status: OrderStatus }) =>
  isCounterPickup(order.type) && order.status === 'READY'
