import type { OrderStatus } from './order-status'

/**
 * When the diner can expect the order (issue 18), for the follow-up and the tracking page: from the
 * estimate staff gave when accepting ('Demora estimada 25 min' → accepted + 25 min), else the order
 * mode's window from the order's time (the scheduled time when scheduled), else 30–45 min. Nothing once
 * the order is delivered or cancelled.
 */
export const DEFAULT_DELAY_MINUTES = { min: 30, max: 45 } as const

export interface EtaFacts {
  status: OrderStatus
  orderedAt: string
  scheduledAt: string | null
  acceptedAt: string | null
  etaMinutes: number | null
  minDelayInMinutes: number | null
  maxDelayInMinutes: number | null
}

export interface Eta {
  from: string
  to: string
  /** from staff's estimate rather than the local's window */
  accepted: boolean
}

const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()

export function estimatedArrival(order: EtaFacts): Eta | null {
  if (order.status === 'DELIVERED' || order.status === 'CANCELED') return null
  if (order.acceptedAt !== null && order.etaMinutes !== null) {
    const at = plus(order.acceptedAt, order.etaMinutes)
    return { from: at, to: at, accepted: true }
  }
  const base = order.scheduledAt ?? order.orderedAt
  const min = order.minDelayInMinutes ?? DEFAULT_DELAY_MINUTES.min
  const max = Math.max(min, order.maxDelayInMinutes ?? DEFAULT_DELAY_MINUTES.max)
  return { from: plus(base, min), to: plus(base, max), accepted: false }
}

const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-AR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  )

/** '20:45 hs' or '20:30 - 20:45 hs' in the local's time zone. */
export function etaText(eta: Pick<Eta, 'from' | 'to'>, timeZone: string): string {
  const from = clock(eta.from, timeZone)
  const to = clock(eta.to, timeZone)
  return from === to ? `${from} hs` : `${from} - ${to} hs`
}
