import { KIOSK_MODE_TYPES, kioskModeOf } from './kiosk'
import type { OrderModeType } from './order-mode'

const DEFAULT_LABEL_KEYS = {
  DELIVERY: 'storefront.modeDelivery',
  TAKE_AWAY: 'storefront.modeTakeAway',
  TABLE: 'storefront.modeTable',
  SELF_SERVICE: 'storefront.modeSelfService',
} as const satisfies Record<OrderModeType, string>

/**
 * The catalogue key of the storefront's default name of each kind of mode, where the local left its
 * showName empty: one home for the menu's tabs, the checkout's 'Modos de pedido' and the follow-up.
 */
export const defaultModeLabel = <T extends OrderModeType>(type: T): (typeof DEFAULT_LABEL_KEYS)[T] =>
  DEFAULT_LABEL_KEYS[type]

/** A mode as the rule reads it: any shape (the menu's, the checkout's, the server's) with these fields. */
export interface OfferableMode {
  id: number
  name: string
  type: OrderModeType
  active: boolean
}

/** What of the visit's link narrows the modes: allowedOM, and whether it is a kiosk (or a table link). */
export interface ModeVisit {
  allowedOM?: readonly string[]
  kiosk?: boolean
  tableNumber?: string
}

/**
 * The modes this visit may offer: active ones, narrowed by allowedOM when the link carries it. allowedOM
 * entries may name a mode by path name, type or id, in any case. A kiosk link without allowedOM offers
 * only its own kind (a table tablet: dine-in; a totem: self-service), so no tab turns it into another.
 */
export function offeredModes<M extends OfferableMode>(modes: readonly M[], visit: ModeVisit): M[] {
  const active = modes.filter((mode) => mode.active)
  const { allowedOM } = visit
  if (!allowedOM || allowedOM.length === 0) {
    const kioskVisit = visit.kiosk ?? visit.tableNumber !== undefined
    if (!kioskVisit) return active
    const kinds = KIOSK_MODE_TYPES[kioskModeOf(visit.tableNumber)]
    return active.filter((mode) => kinds.includes(mode.type))
  }
  const allowed = new Set(allowedOM.map((entry) => entry.toLowerCase()))
  return active.filter(
    (mode) =>
      allowed.has(mode.name.toLowerCase()) ||
      allowed.has(mode.type.toLowerCase()) ||
      allowed.has(String(mode.id)),
  )
}
