import { type Message, message } from './message'
import type { OrderModeType } from './order-mode'
import type { OrderStatus } from './order-status'

/**
 * The orders console's rule (issue 8): which transition staff may take from an order's state, and the
 * board column an order sits in. Machine, view and server read it from here.
 */
export const CONSOLE_ACTIONS = [
  'accept',
  'reject',
  'ready',
  'handOver',
  'dispatch',
  'deliver',
  'cancel',
] as const
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number]

export const BOARD_COLUMNS = ['new', 'accepted', 'ready', 'dispatched', 'delivered', 'canceled'] as const
export type BoardColumn = (typeof BOARD_COLUMNS)[number]

/** ETA bounds when accepting, in minutes. */
export const MIN_ETA_MINUTES = 1
export const MAX_ETA_MINUTES = 240
export const MAX_REASON_LENGTH = 200

export interface ConsoleOrderFacts {
  status: OrderStatus
  type: OrderModeType
  /** handed to the own fleet: a shipment exists */
  dispatched: boolean
}

export interface TransitionInput {
  etaMinutes?: number | null
  reason?: string | null
}

export type TransitionDecision =
  | { ok: true; to: OrderStatus; dispatched: boolean; etaMinutes: number | null; reason: string | null }
  | { ok: false; reason: Message }

const NEW: readonly OrderStatus[] = ['GENERATED', 'UNCONFIRMED']

export function boardColumnOf(order: ConsoleOrderFacts): BoardColumn {
  switch (order.status) {
    case 'ACCEPTED':
      return 'accepted'
    case 'READY':
      return order.dispatched ? 'dispatched' : 'ready'
    case 'DELIVERED':
      return 'delivered'
    case 'CANCELED':
      return 'canceled'
    default:
      return 'new'
  }
}

/** Whether the action is allowed from the order's state (inputs aside). */
export function isActionAllowed(order: ConsoleOrderFacts, action: ConsoleAction): boolean {
  const delivery = order.type === 'DELIVERY'
  switch (action) {
    case 'accept':
      return NEW.includes(order.status)
    // An order waiting for its online payment can only be turned down.
    case 'reject':
      return NEW.includes(order.status) || order.status === 'PAY_NEEDED'
    case 'ready':
      return order.status === 'ACCEPTED'
    case 'handOver':
      return order.status === 'READY' && !delivery
    case 'dispatch':
      return order.status === 'READY' && delivery && !order.dispatched
    // Staff close a dispatched order by hand when the rider cannot (no signal, the key locked).
    case 'deliver':
      return order.status === 'READY' && order.dispatched
    // A dispatched order can still be called off; its shipment is cancelled with it (needs a reason).
    case 'cancel':
      return order.status === 'ACCEPTED' || order.status === 'READY'
  }
}

export const allowedActions = (order: ConsoleOrderFacts): ConsoleAction[] =>
  CONSOLE_ACTIONS.filter((action) => isActionAllowed(order, action))

const validEta = (eta: number | null | undefined): eta is number =>
  typeof eta === 'number' && Number.isInteger(eta) && eta >= MIN_ETA_MINUTES && eta <= MAX_ETA_MINUTES

/** The status an action leads to, or the reason it cannot be taken now. */
export function decideTransition(
  order: ConsoleOrderFacts,
  action: ConsoleAction,
  input: TransitionInput = {},
): TransitionDecision {
  if (!isActionAllowed(order, action))
    return {
      ok: false,
      reason: message('orderConsole.notAllowed', { action, column: boardColumnOf(order) }),
    }
  const reason = input.reason?.trim() ?? ''
  switch (action) {
    case 'accept':
      if (!validEta(input.etaMinutes))
        return {
          ok: false,
          reason: message('orderConsole.etaRequired', { min: MIN_ETA_MINUTES, max: MAX_ETA_MINUTES }),
        }
      return { ok: true, to: 'ACCEPTED', dispatched: false, etaMinutes: input.etaMinutes, reason: null }
    case 'reject':
      if (reason === '' || reason.length > MAX_REASON_LENGTH)
        return { ok: false, reason: message('orderConsole.reasonRequired') }
      return { ok: true, to: 'CANCELED', dispatched: false, etaMinutes: null, reason }
    case 'ready':
      return { ok: true, to: 'READY', dispatched: false, etaMinutes: null, reason: null }
    case 'handOver':
      return { ok: true, to: 'DELIVERED', dispatched: false, etaMinutes: null, reason: null }
    case 'dispatch':
      return { ok: true, to: 'READY', dispatched: true, etaMinutes: null, reason: null }
    // Closing or cancelling what a rider holds is staff overriding the road: they say why.
    case 'deliver':
      if (reason === '' || reason.length > MAX_REASON_LENGTH)
        return { ok: false, reason: message('orderConsole.closeReasonRequired') }
      return { ok: true, to: 'DELIVERED', dispatched: true, etaMinutes: null, reason }
    case 'cancel':
      if (reason.length > MAX_REASON_LENGTH || (order.dispatched && reason === ''))
        return { ok: false, reason: message('orderConsole.closeReasonRequired') }
      return {
        ok: true,
        to: 'CANCELED',
        dispatched: order.dispatched,
        etaMinutes: null,
        reason: reason || null,
      }
  }
}

/**
 * Orders that arrived in the 'new' column since the board last read the list: the ones to announce with
 * a sound and a badge. The first read announces nothing (known is null), so opening the board is quiet.
 */
export function arrivedOrderIds(
  known: ReadonlySet<number> | null,
  orders: readonly { id: number; column: BoardColumn }[],
): number[] {
  if (known === null) return []
  return orders.filter((order) => order.column === 'new' && !known.has(order.id)).map((order) => order.id)
}
