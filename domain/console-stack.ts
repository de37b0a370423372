import { type Message, message } from './message'
import { type ConsoleOrderFacts, isActionAllowed } from './order-console'

/**
 * Stacking from the orders console (issue 8): staff group several ready delivery orders of their local
 * into one stack the own fleet's riders take at once (3-delivery.md §4.1), optionally with a return
 * trip to the venue. Each order must be one the console could dispatch on its own (isActionAllowed
 * 'dispatch': READY, delivery, not yet handed to the fleet), all of one local.
 */

/** A stack is several orders; more than this many drop-offs is no longer one trip. */
export const MIN_STACK_ORDERS = 2
export const MAX_STACK_ORDERS = 8

export interface StackCandidate extends ConsoleOrderFacts {
  id: number
  /** the number staff read on the card, named in the reason */
  displayNumber: number
  /** the local the order belongs to */
  localId: number
}

/** Where each order goes in the stack: the route's order, and the return trip on the last drop-off. */
export interface StackPlacement {
  orderId: number
  stackingOrder: number
  returnShipment: boolean
}

export type StackDecision = { ok: true; placements: StackPlacement[] } | { ok: false; reason: Message }

/** Why one order cannot go into a stack, or null when it can. */
export function stackRefusal(order: StackCandidate): Message | null {
  if (isActionAllowed(order, 'dispatch')) return null
  const number = order.displayNumber
  if (order.type !== 'DELIVERY') return message('consoleStack.notDelivery', { number })
  if (order.dispatched) return message('consoleStack.alreadyDispatched', { number })
  return message('consoleStack.notReady', { number })
}

export const isStackable = (order: StackCandidate) => stackRefusal(order) === null

/**
 * The stack the selection makes, in the order staff picked the orders (the route's order). With a
 * return trip the last drop-off carries it: once every order is delivered the rider brings it back and
 * the stack ends RETURNED (domain/stack settleReturns).
 */
export function decideStack(selection: readonly StackCandidate[], returnTrip: boolean): StackDecision {
  const ids = new Set(selection.map((order) => order.id))
  if (ids.size !== selection.length) return { ok: false, reason: message('consoleStack.duplicated') }
  if (selection.length < MIN_STACK_ORDERS || selection.length > MAX_STACK_ORDERS)
    return {
      ok: false,
      reason: message('consoleStack.size', { min: MIN_STACK_ORDERS, max: MAX_STACK_ORDERS }),
    }
  const locals = new Set(selection.map((order) => order.localId))
  if (locals.size > 1) return { ok: false, reason: message('consoleStack.otherLocal') }
  for (const order of selection) {
    const refusal = stackRefusal(order)
    if (refusal) return { ok: false, reason: refusal }
  }
  const last = selection.length - 1
  return {
    ok: true,
    placements: selection.map((order, index) => ({
      orderId: order.id,
      stackingOrder: index,
      returnShipment: returnTrip && index === last,
    })),
  }
}
