import { type ReactNode, useEffect, useState } from 'react'

/** Runs `run` once the page has loaded and the main thread is idle: work that must not slow the first render. */
export function whenIdle(run: () => void): () => void {
  let cancelled = false
  let idleHandle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window)
      idleHandle = window.requestIdleCallback(() => !cancelled && run(), { timeout: 3000 })
    else timer = setTimeout(() => !cancelled && run(), 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * Its children, once the page has loaded and gone idle. The wait lives here, so becoming idle re-renders
 * only these children, not the page around them.
 */
export function AfterIdle({ children }: { children: ReactNode }): ReactNode {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle ? children : null
}
