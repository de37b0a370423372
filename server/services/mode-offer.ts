import { offeredModes } from '../../domain/order-modes'
import type { Schemas } from './api-types'
import type { ModeContext } from './mode-context'

/**
 * Whether the link the order came from offers its mode, by the checkout's own rule (domain/order-modes):
 * a request crafted past the page's 'Modos de pedido' gets no mode the link hides. A request that names
 * no link (no allowedOM, not a kiosk) is read as the plain storefront, which offers every active mode.
 * The local's modes are the order's mode context's (cachedModeContext): a narrowed order costs no query.
 */
export function linkOffersMode(
  localModes: ModeContext['localModes'],
  body: Pick<Schemas['OrderCreate'], 'orderModeId' | 'allowedOM' | 'kiosk' | 'tableUid'>,
): boolean {
  const narrowed = (body.allowedOM?.length ?? 0) > 0 || body.kiosk === true
  if (!narrowed) return true
  const offered = offeredModes(localModes, {
    ...(body.allowedOM ? { allowedOM: body.allowedOM } : {}),
    kiosk: body.kiosk === true,
    // a kiosk's kind is its table: a table tablet has one, a self-service totem none
    ...(body.kiosk && body.tableUid ? { tableNumber: body.tableUid } : {}),
  })
  return offered.some((mode) => mode.id === body.orderModeId)
}
