import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { announceAppReady } from './boot/app-ready'
import { initInspector } from './dev/inspector'
import { isClientError } from './lib/api-status'
import { restoreControlledFields } from './lib/controlled-inputs'
import { shareCspNonce } from './lib/csp-nonce'
import { renderOverDrawing } from './lib/drawing'
import { runEffectsAfterYield } from './lib/effect-timing'
import { nextTask } from './lib/next-task'
import { createAppRouter } from './router'

shareCspNonce()
runEffectsAfterYield()
restoreControlledFields()

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
// The page came drawn by the server (server/plugins/prerender.ts) and is on screen (src/boot.ts).
const drawn = root.firstElementChild !== null

const router = createAppRouter(queryClient, KioskShell, { drawn })

// Development-only and only with ?inspect; a production build drops it (tests/build/no-inspector.test.ts).
// Rendering waits for it so the first machine actors are inspected too; without ?inspect it resolves at once.
await initInspector()

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
)

if (drawn) {
  // The app loads its first page before rendering, so its first render is that page (not the router's
  // pending screen), and rendered over the drawing it keeps the nodes that match and corrects what this
  // device changes (the cart, the address).
  // Not awaited: the route chunks the load imports import this module, which must finish evaluating.
  // Loading and rendering each take a task of their own, not one long task with this module's evaluation.
  void nextTask()
    .then(() => router.load())
    .then(nextTask)
    .then(() => {
      renderOverDrawing(app, root)
      announceAppReady(root)
    })
} else {
  createRoot(root).render(app)
  announceAppReady(root)
}
