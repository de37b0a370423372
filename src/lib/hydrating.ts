import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True while React hydrates the part of the page this component is in (its server snapshot), false in
 * every render after and in a page the app rendered itself. A part hydrated later (a Suspense boundary)
 * renders as the server did even when state the device holds has already come in elsewhere on the page.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
