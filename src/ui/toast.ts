// Toasts without sonner on the first load: the first toast loads sonner and mounts its toaster
// (src/ui/toast-host.tsx), then shows. Every toast goes through here, so none is lost to an unmounted toaster.

import { placeToasts } from './toast-offset'

type Level = 'message' | 'success' | 'error' | 'warning' | 'info'

let mounted: Promise<void> | null = null
let markMounted: () => void = () => {}
const listeners = new Set<() => void>()

/** True once some code has asked for a toast: the host then mounts the toaster. */
export const toasterWanted = (): boolean => mounted !== null

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the toaster once it listens; toasts asked for before then are shown from here on. */
export function toasterMounted(): void {
  markMounted()
}

// Radix dialogs hide the rest of the page from screen readers (aria-hidden, aria-modal), sonner's live
// region included when it mounts after the dialog opened: an open dialog repeats each toast in a live
// region of its own (src/ui/dialog-announcer.tsx), fed from here.
const announcers = new Set<(text: string) => void>()

export function onToastShown(listener: (text: string) => void): () => void {
  announcers.add(listener)
  return () => announcers.delete(listener)
}

function show(level: Level, text: string): void {
  for (const announce of announcers) announce(text)
  placeToasts()
  if (!mounted) {
    mounted = new Promise((resolve) => {
      markMounted = resolve
    })
    for (const listener of listeners) listener()
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast: sonner }]) => {
    if (level === 'message') sonner(text)
    else sonner[level](text)
  })
}

/** The toasts of the app (sonner's API, the calls it uses). */
export const toast = Object.assign((text: string) => show('message', text), {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
})
