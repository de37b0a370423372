import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { placeOf } from '../../../../domain/analytics'
import { showsBackArrow } from '../../../../domain/installable-app'
import { isStandalone } from '../../../lib/install-prompt'
import { useT } from '../../../lib/use-t'

function setHeadLink(rel: string, href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)
  if (!href) {
    link?.remove()
    return
  }
  if (!link) {
    link = document.createElement('link')
    link.rel = rel
    document.head.append(link)
  }
  if (link.getAttribute('href') !== href) link.href = href
}

/** Registers the service worker that keeps the shell and the last menu for a flaky connection. */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // not available (private mode, an old browser): the storefront works as a plain page
  })
}

/**
 * The installable app (1-storefront.md §2, §4): links the manifest of the alias the page shows, registers
 * the service worker, and shows a back arrow where the browser has none (installed, or inside Instagram).
 * Mounted once the page is idle.
 */
export default function InstallableApp() {
  const t = useT()
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const place = placeOf(pathname)
  const alias = 'alias' in place ? place.alias : null

  useEffect(registerServiceWorker, [])
  useEffect(() => {
    setHeadLink('manifest', alias ? `/manifest/${encodeURIComponent(alias)}` : null)
  }, [alias])

  if (!showsBackArrow({ standalone: isStandalone(), userAgent: navigator.userAgent })) return null
  return (
    <button
      type="button"
      onClick={() => router.history.back()}
      aria-label={t('engagement.back')}
      className="fixed top-2 left-2 z-40 flex size-10 items-center justify-center rounded-full bg-white/90 text-black shadow"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
