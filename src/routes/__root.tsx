import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useMemo } from 'react'
import { AfterIdle } from '../lib/after-idle'
// Imported eagerly: the browser's install event must not fire before anyone listens.
import '../lib/install-prompt'
import { useT } from '../lib/use-t'
import type { RouterContext } from '../router'
import { NotFoundPage } from '../ui/status-pages'
import { ToastHost } from '../ui/toast-host'
import { venueResolver } from './-lib/resolve-venue'

// Campaign tracking loads once the page is idle, off the first render's path.
const VisitTracker = lazy(() => import('../features/engagement/components/visit-tracker'))
// The manifest link, the service worker and the back arrow of the installed app, also once idle.
const InstallableApp = lazy(() => import('../features/engagement/components/installable-app'))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  const t = useT()
  const { queryClient } = Route.useRouteContext()
  const resolveVenue = useMemo(() => venueResolver(queryClient), [queryClient])
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-black focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <Outlet />
      <ToastHost />
      <AfterIdle>
        <Suspense fallback={null}>
          <VisitTracker resolveVenue={resolveVenue} />
          <InstallableApp />
        </Suspense>
      </AfterIdle>
    </>
  )
}
