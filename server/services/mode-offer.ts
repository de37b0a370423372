import { eq } from 'drizzle-orm'
import { offeredModes } from '../../domain/order-modes'
import type { Database } from '../db/client'
import { orderMode } from '../db/schema'
import type { Schemas } from './api-types'

/**
 * Whether the link the order came from offers its mode, by the checkout's own rule (domain/order-modes):
 * a request crafted past the page's 'Modos de pedido' gets no mode the link hides. A request that names
 * no link (no allowedOM, not a kiosk) is read as the plain storefront, which offers every active mode.
 */
export async function linkOffersMode(
  db: Database,
  branchContactId: number,
  body: Pick<Schemas['OrderCreate'], 'orderModeId' | 'allowedOM' | 'kiosk' | 'tableUid'>,
): Promise<boolean> {
  const narrowed = (body.allowedOM?.length ?? 0) > 0 || body.kiosk === true
  if (!narrowed) return true
  const modes = await db
    .select({ id: orderMode.id, name: orderMode.pathName, type: orderMode.type, active: orderMode.active })
    .from(orderMode)
    .where(eq(orderMode.branchContactId, branchContactId))
  const offered = offeredModes(modes, {
    ...(body.allowedOM ? { allowedOM: body.allowedOM } : {}),
    kiosk: body.kiosk === true,
    // a kiosk's kind is its table: a table tablet has one, a self-service totem none
    ...(body.kiosk && body.tableUid ? { tableNumber: body.tableUid } : {}),
  })
  return offered.some((mode) => mode.id === body.orderModeId)
}
