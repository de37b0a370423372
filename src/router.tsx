import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { KioskShellComponent } from './lib/kiosk-mode'
import { parseSearch, stringifySearch } from './lib/search-serialization'
import { routeTree } from './route-tree.gen'
import { LoadErrorPage, NotFoundPage, PendingPage } from './ui/status-pages'

export interface RouterContext {
  queryClient: QueryClient
  /** the table and self-service kiosk shell (kiosk/), given by the entry so src/ never imports kiosk/ */
  kioskShell: KioskShellComponent
}

interface AppRouterOptions {
  /** The prerender (src/entry-prerender.tsx) gives the page's URL; the browser uses its own history. */
  history?: RouterHistory
  /**
   * The page came drawn by the server, and the diner may have scrolled it before the app was ready: the
   * app's first page keeps that place instead of restoring or resetting the scroll.
   */
  drawn?: boolean
}

export function createAppRouter(
  queryClient: QueryClient,
  kioskShell: KioskShellComponent,
  { history, drawn = false }: AppRouterOptions = {},
) {
  let keepScroll = drawn
  return createRouter({
    routeTree,
    history,
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
    // The prerender writes no restoration script (an inline script the CSP refuses).
    scrollRestoration:
      history === undefined &&
      (() => {
        const restore = !keepScroll
        keepScroll = false
        return restore
      }),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
