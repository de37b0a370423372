import { useEffect, useState } from 'react'
import { isOrderInProgress, normaliseOrderStatus, type OrderFacts } from '../../domain/order-status'

/**
 * The diner's latest order per local, kept when its follow-up is read, so the branch header can offer the
 * order while it is in progress (2-checkout.md §2). Storage is user-editable: read defensively.
 */
const KEY = 'lastOrders'

type Stored = Pick<OrderFacts, 'code' | 'status' | 'orderedAt' | 'scheduled' | 'scheduledAt'>

function readAll(): Record<string, Stored> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, Stored>)
      : {}
  } catch {
    return {}
  }
}

export function rememberOrder(alias: string, order: Stored): void {
  const { code, status, orderedAt, scheduled, scheduledAt } = order
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...readAll(), [alias]: { code, status, orderedAt, scheduled, scheduledAt } }),
    )
  } catch {
    // storage refused: the header simply offers no order
  }
}

/** The code of this local's order still in progress, or null. */
export function useInProgressOrder(alias: string): string | null {
  const [code, setCode] = useState<string | null>(null)
  useEffect(() => {
    const stored = readAll()[alias]
    if (!stored || typeof stored.code !== 'string' || typeof stored.orderedAt !== 'string') return
    const status = normaliseOrderStatus(String(stored.status))
    if (!status) return
    const facts = {
      status,
      orderedAt: stored.orderedAt,
      scheduled: stored.scheduled === true,
      scheduledAt: typeof stored.scheduledAt === 'string' ? stored.scheduledAt : null,
    }
    setCode(isOrderInProgress(facts, new Date().toISOString()) ? stored.code : null)
  }, [alias])
  return code
}
