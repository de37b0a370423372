import type { InspectionEvent, Observer } from 'xstate'

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspect: Inspect | undefined

/**
 * Attaches the Stately inspector when the app runs in development with `?inspect` in the URL.
 * The import sits behind `import.meta.env.DEV`, so a production build drops it entirely
 * (tests/build/no-inspector.test.ts checks the bundle).
 */
export async function initInspector(search = window.location.search): Promise<void> {
  if (!import.meta.env.DEV) return
  if (!new URLSearchParams(search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspect = createBrowserInspector().inspect
}

/** Actor options to spread into every machine actor the app creates. */
export const inspectorOptions = (): { inspect?: Inspect } => (inspect ? { inspect } : {})
