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

/** The hidden gesture that opens the staff set-up: this many taps in the screen's top-left corner… */
export const KIOSK_SETUP_TAPS = 5
/** …each within this long of the one before… */
export const KIOSK_SETUP_TAP_WINDOW_MS = 1500
/** …inside this square (px) at the top-left corner, where no control of the kiosk sits. */
export const KIOSK_SETUP_CORNER_PX = 64

/** A table number staff may set: 1 to 4 characters, digits or letters (a terrace 'T3'). */
export const isTableNumber = (value: string) => /^[0-9A-Za-z]{1,4}$/.test(value.trim())
