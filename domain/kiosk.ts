/**
 * Table and self-service kiosk sessions: a tablet at a table or a self-service totem runs the storefront
 * fullscreen and must never hand one diner's cart or details to the next. The specs give no timings;
 * these are the product's choices (README, Decisions).
 */

import type { OrderModeType } from './order-mode'

/** Without a touch for this long, an ordering session is considered abandoned and the warning shows. */
export const KIOSK_IDLE_AFTER_MS = 60_000
/** The warning counts down this many seconds before the session resets. */
export const KIOSK_WARNING_SECONDS = 15
export const KIOSK_TICK_MS = 1000
/** After an order is placed its number stays on screen this long, then the kiosk resets for the next diner. */
export const KIOSK_ORDER_SHOWN_MS = 20_000

export type KioskMode = 'table' | 'selfService'

/** A kiosk opened with a tableNumber link serves that table; without one it is a self-service totem. */
export const kioskTableOf = (tableNumber: string | null | undefined): string | null => {
  const table = (tableNumber ?? '').trim()
  return table === '' ? null : table
}

export const kioskModeOf = (tableNumber: string | null | undefined): KioskMode =>
  kioskTableOf(tableNumber) === null ? 'selfService' : 'table'

/**
 * The order-mode types a kiosk offers when its link names none (allowedOM): a table tablet orders to its
 * table, a self-service totem for the counter. Delivery and take-away belong to the diner's own phone.
 */
export const KIOSK_MODE_TYPES: Record<KioskMode, readonly OrderModeType[]> = {
  table: ['TABLE'],
  selfService: ['SELF_SERVICE'],
}
