import type {
  AbandonedCartCancel,
  AbandonedCartNotice,
  RecoveredCart,
} from '../../../../domain/abandoned-cart'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import { toWireItem } from '../lib/wire-cart'

/**
 * POST /api/abandoned/cart/. Sent as the page is hidden, when the browser may be about to drop it:
 * `keepalive` lets the request outlive the page.
 */
export async function reportAbandonedCart(notice: AbandonedCartNotice): Promise<void> {
  const { orderModeId } = notice
  if (orderModeId === null) throw new Error('no order mode to report the cart in')
  unwrap(
    await api.POST('/api/abandoned/cart/', {
      body: { ...notice, orderModeId, items: notice.items.map(toWireItem) },
      keepalive: true,
    }),
  )
}

/** PUT /api/abandoned/cart/cancel/ */
export async function cancelAbandonedCart(cancel: AbandonedCartCancel): Promise<void> {
  unwrap(await api.PUT('/api/abandoned/cart/cancel/', { body: cancel }))
}

/** GET /api/recovery/cart/{phone}/{branchContactId}; null when there is no cart (404). */
export async function fetchRecoveryCart(input: { phone: string; branchContactId: number }) {
  const result = await api.GET('/api/recovery/cart/{phone}/{branchContactId}', { params: { path: input } })
  if (result.response.status === 404) return null
  return unwrap(result)
}

export type WireRecoveredCart = NonNullable<Awaited<ReturnType<typeof fetchRecoveryCart>>>
export type { RecoveredCart }
