import { useState, useSyncExternalStore } from 'react'
import { type InstallPromptConfig, showsInstallPrompt } from '../../../../domain/installable-app'
import type { OrderModeType } from '../../../../domain/order-mode'
import {
  installPromptAvailable,
  isStandalone,
  onInstallPromptChange,
  promptInstall,
} from '../../../lib/install-prompt'
import { useT } from '../../../lib/use-t'

const DISMISSED_KEY = 'tucan_install_dismissed'

function dismissed() {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * The install offer on a local's menu: shown when the browser has captured its install event, the branch
 * allows it for this order mode, and the diner has not said 'Ahora no' in this visit.
 */
export default function InstallPrompt({
  name,
  config,
  modeType,
  kiosk,
}: {
  name: string
  config: InstallPromptConfig | null | undefined
  modeType: OrderModeType | null
  kiosk: boolean
}) {
  const t = useT()
  const available = useSyncExternalStore(onInstallPromptChange, installPromptAvailable, () => false)
  const [later, setLater] = useState(dismissed)
  if (later) return null
  if (
    !showsInstallPrompt({ config, modeType, kiosk, standalone: isStandalone(), promptAvailable: available })
  )
    return null
  return (
    <aside
      aria-label={t('engagement.installApp')}
      className="fixed inset-x-2 bottom-20 z-30 flex items-center gap-3 rounded-lg bg-white p-3 text-sm text-black shadow-lg"
    >
      <p className="flex-1">{t('engagement.installPrompt', { name })}</p>
      <button
        type="button"
        className="rounded-md px-2 py-1 underline"
        onClick={() => {
          try {
            sessionStorage.setItem(DISMISSED_KEY, '1')
          } catch {}
          setLater(true)
        }}
      >
        {t('engagement.installLater')}
      </button>
      <button
        type="button"
        className="rounded-md bg-[var(--color-main)] px-3 py-1 font-semibold text-[var(--color-main-contrast)]"
        onClick={() => void promptInstall().catch(() => false)}
      >
        {t('engagement.installApp')}
      </button>
    </aside>
  )
}
