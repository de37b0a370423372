/** What the page's root says once the app has rendered into it (tests and styles can wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app'
const APP_READY_EVENT = 'tucan:app-ready'

/** The app has rendered into `root`: its elements now answer taps. */
export function announceAppReady(root: HTMLElement): void {
  root.setAttribute(APP_READY_ATTRIBUTE, 'ready')
  root.dispatchEvent(new Event(APP_READY_EVENT))
}

export function onAppReady(root: HTMLElement, run: () => void): void {
  root.addEventListener(APP_READY_EVENT, run, { once: true })
}
