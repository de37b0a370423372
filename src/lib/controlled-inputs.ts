import { options, type VNode } from 'preact'

/** Preact's (mangled, stable since Preact 10; preact/debug reads it too) name for a vnode's DOM node. */
type RenderedVNode = VNode<Record<string, unknown>> & { __e?: Element | null }

const FIELDS = new Set(['input', 'textarea', 'select'])

/** Each controlled field's value as last rendered. */
const rendered = new WeakMap<EventTarget, string>()

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * React keeps a controlled field showing its `value` prop: an edit the app refuses (a dot in the document
 * number, a jump of the rider's slider, a note over its limit) is undone at once. Preact only writes the
 * value when it renders, and a refused edit changes no state, so nothing renders and the field keeps
 * what the browser put in it. This puts the rendered value back after each edit, once the edit's own
 * render (if any) is done.
 */
export function restoreControlledFields(): void {
  const diffed = options.diffed
  options.diffed = (vnode) => {
    const { type, props, __e: dom } = vnode as RenderedVNode
    if (typeof type === 'string' && FIELDS.has(type) && dom) {
      if (props.value == null) rendered.delete(dom)
      else rendered.set(dom, String(props.value))
    }
    diffed?.(vnode)
  }
  const restore = (event: Event) => {
    const field = event.target as Field | null
    if (!field || !rendered.has(field)) return
    // After the field's handlers (this listener is on the document, in the bubbling phase) and after the
    // render they queued (a microtask queued before this one).
    queueMicrotask(() => {
      const value = rendered.get(field)
      if (value !== undefined && field.value !== value) field.value = value
    })
  }
  document.addEventListener('input', restore)
  document.addEventListener('change', restore)
}
