import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from 'react'
import { onStoredChange, readStored, STORED_PHONE_KEY } from '../../../../lib/diner-storage'

const AbandonedCartWatcher = lazy(
  () => import('../../../../features/engagement/components/abandoned-cart-watcher'),
)

const subscribe = (callback: () => void) => onStoredChange(STORED_PHONE_KEY, callback)
const storedPhone = () => readStored(STORED_PHONE_KEY)

/**
 * The abandoned-cart watcher, and its machine, load once the device knows the diner's phone: a cart is
 * only reported with a stored phone (1-storefront.md §4), so a first visit never downloads them. A phone
 * stored later in the visit (signing in, ordering) brings them in then.
 */
export function AbandonedCartGate(props: ComponentProps<typeof AbandonedCartWatcher>) {
  const phone = useSyncExternalStore(subscribe, storedPhone, () => null)
  // Its own boundary: while its code loads, the parts beside it (the account button) stay as they are.
  return phone ? (
    <Suspense fallback={null}>
      <AbandonedCartWatcher {...props} />
    </Suspense>
  ) : null
}
