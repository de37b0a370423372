import { type CSSProperties, useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { t } from '../../i18n/app-catalogue'
import { toasterMounted } from './toast'

/** Toasts sit at the bottom centre, last 3 s, and at most 2 show at once (storefront spec §8–9). */
export const TOAST_DURATION_MS = 3000
export const VISIBLE_TOASTS = 2

/** Loaded with the first toast (src/ui/toast-host.tsx); sonner listens once mounted, then toasts show. */
export default function Toaster() {
  // runs after sonner's own effect, which subscribes to the toasts
  useEffect(() => toasterMounted(), [])
  return (
    <Sonner
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      // above the fixed 'Ver mi pedido' / add bars, so a toast never hides the button it talks about; a
      // phone's bars are taller (the cart's two buttons wrap to two lines at 390 px)
      offset={{ bottom: 96 }}
      mobileOffset={{ bottom: 120 }}
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
