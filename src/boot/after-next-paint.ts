// A paint waits for the stylesheet, which a slow link may take a while to bring; past this the app loads
// anyway. A hidden page never paints, so it does not wait at all.
const MAX_PAINT_WAIT_MS = 2000

/** Resolves once the browser has painted what the page holds now (or cannot paint it soon). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve()
      return
    }
    const fallback = setTimeout(resolve, MAX_PAINT_WAIT_MS)
    // A frame's callbacks run just before it is painted; a task queued from one runs after the paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
