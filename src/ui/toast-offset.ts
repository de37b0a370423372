// Toasts sit bottom-centre (storefront spec §8) but above the bars fixed or stuck at the bottom of the screen
// ('Ver mi pedido', the cart's 'Continuar', 'Realizar pedido', a plate's add bar): their height is measured
// rather than guessed per screen, so a toast never covers the primary action it talks about.

/** A bottom sheet or a full-screen overlay is not a bar: a toast goes over it (it is the screen's content). */
const BAR_MAX_SHARE = 0.4

/** How far from the screen's bottom edge the full-width bars at the bottom reach, in px (0 with none). */
export function bottomBarsHeight(): number {
  let edge = window.innerHeight
  // Tailwind's classes mark every fixed or sticky element (the app sets no position otherwise)
  for (const element of document.querySelectorAll<HTMLElement>('.fixed, .sticky')) {
    if (element.closest('[data-sonner-toaster]')) continue
    const { position, visibility } = getComputedStyle(element)
    if ((position !== 'fixed' && position !== 'sticky') || visibility === 'hidden') continue
    const box = element.getBoundingClientRect()
    if (box.height === 0 || box.width < window.innerWidth * 0.8) continue
    if (box.height > window.innerHeight * BAR_MAX_SHARE) continue
    if (box.bottom >= window.innerHeight - 1 && box.top > 0) edge = Math.min(edge, box.top)
  }
  return Math.max(0, Math.round(window.innerHeight - edge))
}

/** Between the toasts and the primary action under them, in px. */
const ROOM_GAP_PX = 24

/**
 * The height the showing toasts take, with a gap under them (0 with none): a bar that keeps a slot for them
 * (data-toast-slot, the checkout's 'Realizar pedido' bar) grows by it, so a toast sits on the bar, over no
 * field of the form behind it.
 */
export function toastRoom(): number {
  let top = Number.POSITIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  // the toasts beyond the visible ones wait hidden in the stack (data-visible="false"); a leaving one
  // (data-removed) slides away over the bar and needs no room
  const showing = '[data-sonner-toast]:not([data-visible="false"]):not([data-removed="true"])'
  for (const toast of document.querySelectorAll<HTMLElement>(showing)) {
    const box = toast.getBoundingClientRect()
    if (box.height === 0) continue
    top = Math.min(top, box.top)
    bottom = Math.max(bottom, box.bottom)
  }
  return bottom > top ? Math.ceil(bottom - top) + ROOM_GAP_PX : 0
}

/**
 * How far above the screen's bottom edge toasts stand: at the bottom of a bar's toast slot when the screen
 * has one (its bottom stays put as the slot grows, so the two measures do not chase each other), above the
 * bars at the bottom otherwise.
 */
function toastBottom(): number {
  const slot = document.querySelector<HTMLElement>('[data-toast-slot]')
  if (slot && slot.getClientRects().length > 0)
    return Math.max(0, Math.round(window.innerHeight - slot.getBoundingClientRect().bottom))
  return bottomBarsHeight()
}

/**
 * Writes where toasts stand into --toast-bottom, which the toaster's offset reads (src/ui/toaster.tsx), and
 * the room they take into --toast-room, which a bar's toast slot reads.
 */
export function placeToasts(): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement.style
  root.setProperty('--toast-room', `${toastRoom()}px`)
  root.setProperty('--toast-bottom', `${toastBottom()}px`)
}
