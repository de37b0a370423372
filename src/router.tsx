import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { KioskShellComponent } from './lib/kiosk-mode'
import { parseSearch, stringifySearch } from './lib/search-serialization'
import { routeTree } from './route-tree.gen'
import { LoadErrorPage, NotFoundPage, PendingPage } from './ui/status-pages'

export interface RouterContext {
  queryClient: QueryClient
  /** the table and self-service kiosk shell (kiosk/), given by the entry so src/ never imports kiosk/ */
  kioskShell: KioskShellComponent
}

export function createAppRouter(queryClient: QueryClient, kioskShell: KioskShellComponent) {
  return createRouter({
    routeTree,
    context: { queryClient, kioskShell },
    parseSearch,
    stringifySearch,
    // Loaders read through the QueryClient, which already caches; the router must not cache on top of it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultNotFoundComponent: NotFoundPage,
    // Retrying re-runs the loaders (router.invalidate), which is what a failed load needs.
    defaultErrorComponent: () => <LoadErrorPage />,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
