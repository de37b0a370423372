import { type ComponentProps, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { takeDrawnChildren } from '../lib/drawing'

/**
 * A section the server drew that the app renders a moment later: on the app's first render over the
 * drawing it keeps the drawn content as it is (the same nodes, not parsed again), and renders its own in a
 * task of its own, so a long menu does not take the phone's main thread in one piece. On a page the app
 * rendered itself it renders at once.
 */
export function SectionDrawnLater({
  selector,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'ref'> & {
  /** finds this section in the drawing; without one the section renders at once */
  selector?: string
}) {
  const section = useRef<HTMLElement>(null)
  // Taken out before the render reaches the section, put back before the browser paints.
  const [drawn] = useState(() => (selector ? takeDrawnChildren(selector) : null))
  const [own, setOwn] = useState(drawn === null)

  useLayoutEffect(() => {
    if (!drawn) return
    if (own) {
      // The section's own children are in (after the drawn ones): the drawing goes in the same task.
      for (const node of drawn) node.remove()
    } else {
      section.current?.append(...drawn)
    }
  }, [drawn, own])

  useEffect(() => {
    if (own) return
    const timer = setTimeout(() => setOwn(true), 0)
    return () => clearTimeout(timer)
  }, [own])

  return (
    <section ref={section} {...props}>
      {own ? children : null}
    </section>
  )
}
