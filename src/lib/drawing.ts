import { type ComponentChild, render } from 'preact'
import type { ReactNode } from 'react'

/**
 * The server's drawing of the page (server/plugins/prerender.ts) while the app's first render goes over
 * it (src/main.tsx): parts of the page can keep what is drawn and render their own a moment later.
 */
let drawing: ParentNode | null = null

/**
 * Takes the drawn children of the element `selector` names out of the page, during the app's first render
 * over the drawing, so that render finds the element empty and leaves what was drawn in it alone.
 */
export function takeDrawnChildren(selector: string): ChildNode[] | null {
  const element = drawing?.querySelector(selector)
  if (!element) return null
  const children = [...element.childNodes]
  element.replaceChildren()
  return children
}

/**
 * Renders the app over the server's drawing in `root`, reusing the drawn nodes that match and correcting
 * their attributes and text (what this device changes: the cart, an address). Preact's own `render`, not
 * `createRoot` from preact/compat: like React's, that one empties the root first, and the whole page would
 * be built again in one long task, losing the drawn nodes (and the place a tap was held on).
 */
export function renderOverDrawing(app: ReactNode, root: HTMLElement): void {
  drawing = root
  try {
    // The app is written against React's types; Preact serves that API (vite.config.ts).
    render(app as ComponentChild, root)
  } finally {
    drawing = null
  }
}
