import { type ComponentProps, useEffect, useState } from 'react'
import { drawnHtml } from '../lib/drawing'

/**
 * A section the server drew that the app renders a moment later: on the app's first render over the
 * drawing it keeps the drawn content as it is, and renders its own in a task of its own, so a long menu
 * does not take the phone's main thread in one piece. On a page the app rendered itself it renders at once.
 */
export function SectionDrawnLater({
  selector,
  children,
  ...props
}: ComponentProps<'section'> & {
  /** finds this section in the drawing; without one the section renders at once */
  selector?: string
}) {
  const [drawn] = useState(() => (selector ? drawnHtml(selector) : null))
  const [own, setOwn] = useState(drawn === null)
  useEffect(() => {
    if (own) return
    const timer = setTimeout(() => setOwn(true), 0)
    return () => clearTimeout(timer)
  }, [own])
  if (own || drawn === null) return <section {...props}>{children}</section>
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own drawn content, read from it; being the same, it is not even written
    <section {...props} dangerouslySetInnerHTML={{ __html: drawn }} />
  )
}
