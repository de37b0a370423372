import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from 'react'
import { installPromptAvailable, onInstallPromptChange } from '../../../../lib/install-prompt'

const InstallPrompt = lazy(() => import('../../../../features/engagement/components/install-prompt'))

/**
 * The install offer. Its code loads only once the browser has offered to install the app, which most
 * visits never see (src/lib/install-prompt.ts captures the offer from the start).
 */
export function InstallOffer(props: ComponentProps<typeof InstallPrompt>) {
  const available = useSyncExternalStore(onInstallPromptChange, installPromptAvailable, () => false)
  // Its own boundary: while its code loads, the parts beside it (the account button) stay as they are.
  return available ? (
    <Suspense fallback={null}>
      <InstallPrompt {...props} />
    </Suspense>
  ) : null
}
