// A paint waits for the stylesheet, which a slow link may take a while to bring; past this the app loads
// anyway. A hidden page never paints, so it does not wait at all.
const MAX_PAINT_WAIT_MS = 2000

/**
 * Resolves once the browser has painted the page's content (its first contentful paint), or cannot
 * paint it soon. A frame alone is not enough: the first frames after parsing may paint only the
 * background while the drawing is still being laid out.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve()
      return
    }
    let observer: PerformanceObserver | undefined
    const done = () => {
      clearTimeout(fallback)
      observer?.disconnect()
      // A task after the paint, not inside the callback that reports it.
      setTimeout(resolve, 0)
    }
    const fallback = setTimeout(done, MAX_PAINT_WAIT_MS)
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(done)
      return
    }
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}
