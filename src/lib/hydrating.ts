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

/**
 * The time a view reads, as the server read it while the view's part of a rendered page hydrates (the time
 * of the answer it was rendered from, `renderedAt`), the device's clock in every render after: a local
 * that opened or closed since the page was rendered changes right after hydration, not during it.
 */
export function useNow(renderedAt: number): number {
  return useHydrating() ? renderedAt : Date.now()
}
