/**
 * The server's renderer: the web app itself, bundled for Node by `vite build` (dist/prerender/), with which
 * the server renders a local's page with React (react-dom/static). The phone paints that HTML with the
 * stylesheet alone; the app's code then hydrates it (src/main.tsx). Nothing here runs in a browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { text } from 'node:stream/consumers'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { prerenderToNodeStream } from 'react-dom/static'
import { answerApiCallsWith } from './api/transport'
import { menuFirstPartOfAnswer } from './features/menu/api/menu'
import type { KioskShellComponent } from './lib/kiosk-mode'
import { pageStateElement } from './lib/page-state'
import { createAppRouter } from './router'

export type ApiTransport = (request: Request) => Promise<Response>

/** A rendered page: the app's HTML for #root and the element with the answers it was rendered from. */
export interface RenderedPage {
  html: string
  state: string
  /** 404 when the router found nothing here: the server sends the page as such and never keeps it */
  status?: number
}

// Pages are rendered concurrently in one process: each one's API calls reach the transport it was given.
const currentTransport = new AsyncLocalStorage<ApiTransport>()
answerApiCallsWith((request) => {
  const transport = currentTransport.getStore()
  return transport ? transport(request) : Promise.reject(new Error('an API call outside a render'))
})

// A local's storefront pages, a company's or branch's landing, and the root's own 404 (nothing matched).
const DRAWN_ROUTES = /^(?:__root__|\/\$alias|\/menu\/\$alias(?:\/.*)?)$/

// Kiosk and table links are never rendered on the server (server/plugins/prerender.ts).
const noKioskShell: KioskShellComponent = () => null

/** The app at this URL (path and query) rendered to HTML, every API call answered by `transport`. */
export function prerender(
  url: string,
  transport: ApiTransport,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RenderedPage> {
  return currentTransport.run(transport, async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    })
    const router = createAppRouter(queryClient, noKioskShell, {
      history: createMemoryHistory({ initialEntries: [url] }),
    })
    await router.load()
    // A redirect (a segment read as a category, say) is the browser app's to follow: no page is drawn here,
    // and none is kept under a made-up path.
    const loaded = (router as { _serverResult?: { type: string; status?: number } })._serverResult
    if (loaded?.type === 'redirect') throw new Error(`${url} redirects: it is not rendered on the server`)
    // Only a storefront page or an alias landing is drawn (server/plugins/prerender.ts picks their paths):
    // any other page the router matched (staff's, say, under another spelling) is the browser app's.
    const leafRoute = router.state.matches.at(-1)?.routeId ?? ''
    if (!DRAWN_ROUTES.test(leafRoute)) throw new Error(`${url} is ${leafRoute}: not a page the server draws`)
    // A page whose data could not be read is not rendered: the browser's app loads it as it would without.
    const failed = router.state.matches.find((match) => match.status === 'error')
    if (failed)
      throw new Error(`the prerender of ${url} failed in ${failed.routeId}`, { cause: failed.error })
    // prerender, not renderToString: it waits for every Suspense boundary (a lazy part, a query a component
    // reads) instead of leaving its fallback for the browser to replace. Every boundary stays in place
    // (no chunk size to outline it after): outlined content is revealed by an inline script, which the CSP
    // refuses and a phone without the app's script would never run.
    const { prelude } = await prerenderToNodeStream(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      // The server gives a render up at its deadline (server/plugins/prerender.ts): React stops with it.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
    )
    const html = await text(prelude)
    // A menu page draws a long menu's first plates only, and carries only those (menu-first-part.ts).
    const carry = leafRoute === '/menu/$alias/$mode/' ? menuFirstPartOfAnswer : undefined
    // A notFound() caught by the root's boundary leaves the root 'success', marked by the router's own flag.
    const found =
      loaded?.status !== 404 &&
      !router.state.matches.some(
        (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
      )
    return { html, state: pageStateElement(queryClient, carry), ...(found ? {} : { status: 404 }) }
  })
}
