import { KIOSK_MODE_TYPES, kioskModeOf } from '../../../../domain/kiosk'
import { modePathOf, modeTypeOfPath, type OrderModeType } from '../../../../domain/order-mode'
import { isKioskVisit, type StorefrontSearch } from '../../../lib/storefront-search'
import type { MessageKey } from '../../../lib/use-t'
import type { OrderMode } from '../api/branch-contact'

const DEFAULT_LABEL: Record<OrderModeType, MessageKey> = {
  DELIVERY: 'storefront.modeDelivery',
  TAKE_AWAY: 'storefront.modeTakeAway',
  TABLE: 'storefront.modeTable',
  SELF_SERVICE: 'storefront.modeSelfService',
}

/** A mode is labelled with its showName, or a default per type when the local left it empty. */
export function modeLabel(
  mode: Pick<OrderMode, 'type' | 'showName'>,
  t: (key: MessageKey) => string,
): string {
  return mode.showName?.trim() || t(DEFAULT_LABEL[mode.type])
}

/** The URL name of a mode: the local's own path name, else the default for its type. */
export function modePath(mode: Pick<OrderMode, 'name' | 'type'>): string {
  return mode.name || modePathOf(mode.type)
}

/**
 * The modes this visit may offer: active ones, narrowed by allowedOM when the link carries it. allowedOM
 * entries may name a mode by path name, type or id, in any case. A kiosk link without allowedOM offers
 * only its own kind (a table tablet: dine-in; a totem: self-service), so no tab turns it into another.
 */
export function offeredModes(
  modes: readonly OrderMode[],
  search: Pick<StorefrontSearch, 'allowedOM' | 'kiosk' | 'tableNumber'>,
): OrderMode[] {
  const active = modes.filter((mode) => mode.active)
  const { allowedOM } = search
  if (!allowedOM || allowedOM.length === 0) {
    if (!isKioskVisit(search)) return active
    const kinds = KIOSK_MODE_TYPES[kioskModeOf(search.tableNumber)]
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

/** The mode a path segment names, by the local's path name or, failing that, by the default name of a type. */
export function findModeByPath(modes: readonly OrderMode[], segment: string): OrderMode | undefined {
  const wanted = segment.trim().toLowerCase()
  const byName = modes.find((mode) => mode.name.toLowerCase() === wanted)
  if (byName) return byName
  const type = modeTypeOfPath(wanted)
  return type ? modes.find((mode) => mode.type === type) : undefined
}

/** True when the segment could only be a mode name: /menu/{alias}/{segment} is then not a category. */
export function looksLikeModePath(modes: readonly OrderMode[], segment: string): boolean {
  return findModeByPath(modes, segment) !== undefined || modeTypeOfPath(segment) !== null
}
