import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { lazy, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initInspector } from './dev/inspector'
import { isClientError } from './lib/api-status'
import { restoreControlledFields } from './lib/controlled-inputs'
import { shareCspNonce } from './lib/csp-nonce'
import { runEffectsAfterYield } from './lib/effect-timing'
import { createAppRouter } from './router'
import './styles.css'

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

const router = createAppRouter(queryClient, KioskShell)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Development-only and only with ?inspect; a production build drops it (tests/build/no-inspector.test.ts).
// Rendering waits for it so the first machine actors are inspected too; without ?inspect it resolves at once.
await initInspector()

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
