/**
 * The server's drawing of the page (server/plugins/prerender.ts) while the app's first render goes over
 * it (src/main.tsx): parts of the page can keep what is drawn and render their own a moment later.
 */
let drawing: ParentNode | null = null

export function beginRenderOverDrawing(root: ParentNode): void {
  drawing = root
}

export function endRenderOverDrawing(): void {
  drawing = null
}

/** The drawn HTML inside the element `selector` names, during the app's first render over a drawing. */
export function drawnHtml(selector: string): string | null {
  return drawing?.querySelector(selector)?.innerHTML ?? null
}
