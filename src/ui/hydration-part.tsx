import { type ReactNode, Suspense } from 'react'

/**
 * A part of a page the server rendered that React hydrates, and commits, on its own (a Suspense boundary):
 * hydration yields to the browser between parts instead of taking the main thread for the whole page in
 * one task, and a part the diner taps is hydrated first. It draws nothing of its own, on the server or after.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
