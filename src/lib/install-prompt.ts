/**
 * The browser's install event (beforeinstallprompt), captured as early as the app starts so it is not
 * missed, and kept until the storefront decides to offer it (1-storefront.md §4).
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let captured: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    captured = event as InstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    captured = null
    changed()
  })
}

export const installPromptAvailable = () => captured !== null

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = captured
  if (!event) return false
  captured = null
  changed()
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}

export const isStandalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true)
