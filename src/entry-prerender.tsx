/**
 * The prerender: the web app itself, bundled for Node by `vite build` (dist/prerender/), with which the
 * server draws a local's page as HTML. The phone shows that page as soon as the HTML and the stylesheet
 * arrive; the app's code then renders over it (src/boot.ts). Nothing here runs in a browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToStringAsync } from 'preact-render-to-string'
import { answerApiCallsWith } from './api/page-data'
import type { KioskShellComponent } from './lib/kiosk-mode'
import { createAppRouter } from './router'

export type ApiTransport = (request: Request) => Promise<Response>

// Pages are drawn concurrently in one process: each one's API calls reach the transport it was given.
const currentTransport = new AsyncLocalStorage<ApiTransport>()
answerApiCallsWith((request) => {
  const transport = currentTransport.getStore()
  return transport ? transport(request) : Promise.reject(new Error('an API call outside a prerender'))
})

// Kiosk and table links are never prerendered (server/plugins/prerender.ts).
const noKioskShell: KioskShellComponent = () => null

/** The HTML of the app at this URL (path and query), with every API call answered by `transport`. */
export function prerender(url: string, transport: ApiTransport): Promise<string> {
  return currentTransport.run(transport, async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    })
    const router = createAppRouter(queryClient, noKioskShell, {
      history: createMemoryHistory({ initialEntries: [url] }),
    })
    await router.load()
    // A page whose data could not be read is not drawn: the browser's app loads it as it would without one.
    const failed = router.state.matches.find((match) => match.status === 'error')
    if (failed)
      throw new Error(`the prerender of ${url} failed in ${failed.routeId}`, { cause: failed.error })
    return renderToStringAsync(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
  })
}
