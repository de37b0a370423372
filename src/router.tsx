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
   * The server rendered the page (src/entry-prerender.tsx) and the app hydrates it. The diner may have
   * scrolled it before the app was ready: the app's first page keeps that place instead of restoring or
   * resetting the scroll.
   */
  rendered?: boolean
}

export function createAppRouter(
  queryClient: QueryClient,
  kioskShell: KioskShellComponent,
  { history, rendered = false }: AppRouterOptions = {},
) {
  let keepScroll = rendered
  const router = createRouter({
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
  // The router renders its matches on the server without the Suspense boundary it puts around them in a
  // browser app; a router that hydrates a rendered page must render the same tree, as TanStack's own
  // client entry (RouterClient) marks it. Our page carries its data as React Query's state, not the
  // router's, so nothing else of that entry applies (README, "Server rendering").
  if (rendered) router.ssr = { manifest: undefined }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
