import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { initInspector } from './dev/inspector'
import { isClientError } from './lib/api-status'
import { shareCspNonce } from './lib/csp-nonce'
import { replayKeptTaps } from './lib/kept-taps'
import { restorePageState } from './lib/page-state'
import { createAppRouter } from './router'

shareCspNonce()

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A 4xx will answer the same way again; only network and server hiccups are worth retrying.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
  },
})

// The composition root, the one file of src/ that names kiosk/ (src/layering.test.ts): the kiosk reuses the
// web app, never the other way. Loaded only when a table or kiosk link opens it.
const KioskShell = lazy(() => import('../kiosk/kiosk-shell').then((m) => ({ default: m.KioskShell })))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The server rendered this page (server/plugins/prerender.ts) with the answers it carries.
const rendered = root.firstElementChild !== null && restorePageState(queryClient)

const router = createAppRouter(queryClient, KioskShell, { rendered })

// Development-only and only with ?inspect; a production build drops it (tests/build/no-inspector.test.ts).
// Rendering waits for it so the first machine actors are inspected too; without ?inspect it resolves at once.
await initInspector()

/**
 * Says on the page's root that the app has taken it over (tests and styles can wait for it), and acts on
 * the taps the page kept until then (index.html).
 */
function AppReady() {
  useEffect(() => {
    root?.setAttribute('data-app', 'ready')
    void replayKeptTaps()
  }, [])
  return null
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
    <AppReady />
  </StrictMode>
)

if (rendered) {
  // The router loads the page first (from the answers above: no request), so the first render is the page
  // the server rendered, and React hydrates it: the same nodes, their listeners attached. As a transition,
  // hydration yields to the browser every few milliseconds (a tap on the page meanwhile is replayed once
  // its part is hydrated) instead of taking the main thread in one long task (Lighthouse TBT ~1.2 s).
  await router.load()
  startTransition(() => {
    hydrateRoot(root, app)
  })
} else {
  createRoot(root).render(app)
}
