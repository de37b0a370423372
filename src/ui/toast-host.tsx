import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onToasterWanted, toasterWanted } from './toast'

// sonner and its stylesheet load with the first toast, not with the page.
const Toaster = lazy(() => import('./toaster'))

/** Where the toaster mounts, once the first toast is asked for (src/ui/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false)
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
