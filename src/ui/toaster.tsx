import { Toaster as Sonner } from 'sonner'

/** Toasts sit at the bottom centre, last 3 s, and at most 2 show at once (storefront spec §8–9). */
export const TOAST_DURATION_MS = 3000
export const VISIBLE_TOASTS = 2

export function Toaster() {
  return (
    <Sonner position="bottom-center" duration={TOAST_DURATION_MS} visibleToasts={VISIBLE_TOASTS} richColors />
  )
}
