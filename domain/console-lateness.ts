import type { OrderStatus } from './order-status'

/**
 * How late an order on the console is (issue 22): the card shows the minutes since it arrived, amber when
 * time is running out and red once it is overdue. Against the estimate staff accepted it with (due at
 * acceptance + ETA, or at the scheduled time when that is later): amber from AMBER_SHARE of the time from
 * arrival to due, red past due. An order nobody has accepted yet is measured against how long a kitchen
 * should take to answer. Delivered and cancelled orders have no clock; one waiting for its online payment
 * is not the kitchen's delay and never turns.
 */
export const AMBER_SHARE = 0.75
/** minutes an unanswered order may wait before it turns amber, and red */
export const UNANSWERED_AMBER_MINUTES = 5
export const UNANSWERED_RED_MINUTES = 10

export type Lateness = 'onTime' | 'soon' | 'late'

export interface TimingFacts {
  status: OrderStatus
  orderedAt: string
  scheduledAt: string | null
  acceptedAt: string | null
  etaMinutes: number | null
}

export interface OrderTiming {
  /** whole minutes since the order arrived (never negative) */
  elapsedMinutes: number
  lateness: Lateness
}

const MINUTE_MS = 60_000
const UNANSWERED: readonly OrderStatus[] = ['GENERATED', 'UNCONFIRMED']

export function orderTiming(order: TimingFacts, now: number): OrderTiming | null {
  if (order.status === 'DELIVERED' || order.status === 'CANCELED') return null
  const arrived = Date.parse(order.orderedAt)
  if (!Number.isFinite(arrived) || !Number.isFinite(now)) return null
  const elapsedMinutes = Math.max(0, Math.floor((now - arrived) / MINUTE_MS))
  const at = (lateness: Lateness): OrderTiming => ({ elapsedMinutes, lateness })

  if (UNANSWERED.includes(order.status)) {
    const waited = (now - arrived) / MINUTE_MS
    if (waited >= UNANSWERED_RED_MINUTES) return at('late')
    return at(waited >= UNANSWERED_AMBER_MINUTES ? 'soon' : 'onTime')
  }
  const accepted = order.acceptedAt === null ? Number.NaN : Date.parse(order.acceptedAt)
  if (!Number.isFinite(accepted) || order.etaMinutes === null) return at('onTime')
  const scheduled = order.scheduledAt === null ? Number.NaN : Date.parse(order.scheduledAt)
  const estimated = accepted + order.etaMinutes * MINUTE_MS
  const due = Number.isFinite(scheduled) ? Math.max(estimated, scheduled) : estimated
  if (now > due) return at('late')
  const amberFrom = arrived + AMBER_SHARE * (due - arrived)
  return at(now >= amberFrom ? 'soon' : 'onTime')
}
