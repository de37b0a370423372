import { type CSSProperties, useEffect } from 'react'
import { Toaster as Sonner, useSonner } from 'sonner'
import { t } from '../../i18n/app-catalogue'
import { toasterMounted } from './toast'
import { placeToasts } from './toast-offset'

/** The gap between a toast and the bars under it (or the screen's edge). */
const TOAST_GAP = '16px'
/** While a toast shows, how often the bars under it are measured again (see below). */
const PLACE_EVERY_MS = 150
/** Toasts sit at the bottom centre, last 3 s, and at most 2 show at once (storefront spec §8–9). */
export const TOAST_DURATION_MS = 3000
export const VISIBLE_TOASTS = 2

/** Loaded with the first toast (src/ui/toast-host.tsx); sonner listens once mounted, then toasts show. */
export default function Toaster() {
  // runs after sonner's own effect, which subscribes to the toasts
  useEffect(() => toasterMounted(), [])
  // A toast outlives the screen that asked for it: 'Ítem agregado al pedido!' is asked for on a plate's page
  // (its add bar at the bottom) and shows on the menu, where 'Ver mi pedido' appears a moment later. While a
  // toast shows, the bars are measured again, so it keeps above whichever bar the screen has now; with none
  // showing nothing runs (the next toast measures once as it is asked for, src/ui/toast.ts).
  const showing = useSonner().toasts.length > 0
  useEffect(() => {
    if (!showing) return
    placeToasts()
    const timer = window.setInterval(placeToasts, PLACE_EVERY_MS)
    return () => {
      window.clearInterval(timer)
      // the last toast has gone: a bar's toast slot closes
      placeToasts()
    }
  }, [showing])
  return (
    <Sonner
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      // above the bars at the bottom, measured (src/ui/toast-offset.ts), so a toast never hides the button
      // it talks about
      offset={{ bottom: `calc(var(--toast-bottom, 0px) + ${TOAST_GAP})` }}
      mobileOffset={{ bottom: `calc(var(--toast-bottom, 0px) + ${TOAST_GAP})` }}
      richColors
      // sonner names its region 'Notifications alt+T' and its close button 'Close toast'
      containerAriaLabel={t('common.notifications')}
      customAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
      // sonner's rich colours read below 4.5:1 on their tints (axe color-contrast); darker text keeps them
      style={
        {
          '--success-text': 'hsl(140, 100%, 20%)',
          '--error-text': 'hsl(360, 100%, 32%)',
          '--warning-text': 'hsl(31, 92%, 28%)',
          '--info-text': 'hsl(216, 87%, 35%)',
        } as CSSProperties
      }
    />
  )
}
