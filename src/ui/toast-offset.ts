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

/** Writes the bars' height into --toast-bottom, which the toaster's offset reads (src/ui/toaster.tsx). */
export function placeToasts(): void {
  if (typeof document === 'undefined') return
  document.documentElement.style.setProperty('--toast-bottom', `${bottomBarsHeight()}px`)
}
