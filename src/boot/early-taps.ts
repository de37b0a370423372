import { onAppReady } from './app-ready'

const TAPPABLE = 'a[href], button, summary, label, [role="button"], [role="tab"], [role="link"]'
/** Past this, an app that has not taken over is taken not to come: the drawing works on its own. */
const GIVE_UP_MS = 10_000

/** Where an element sits under `root`: the index of each ancestor among its parent's element children. */
function pathOf(element: Element, root: Element): number[] {
  const path: number[] = []
  for (let node: Element | null = element; node && node !== root; node = node.parentElement)
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0)
  return path
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node
}

/**
 * A drawn page shows its links and buttons before the app that answers them has loaded. A tap in that
 * time is held, not lost: once the app has rendered, the same place on the page is tapped again, by then
 * the app's own element (the app renders over the drawing, so it is usually the very same node). If the
 * app fails to come, holding stops and a held link is followed as a plain link. Returns that give-up.
 */
export function holdEarlyTaps(root: HTMLElement): () => void {
  let held: { element: Element; path: number[] } | undefined
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null
    if (!target || !root.contains(target)) return
    event.preventDefault()
    event.stopPropagation()
    held = { element: target, path: pathOf(target, root) }
  }
  root.addEventListener('click', hold, true)
  const stopHolding = () => {
    clearTimeout(giveUpTimer)
    root.removeEventListener('click', hold, true)
  }
  const giveUp = () => {
    stopHolding()
    if (held?.element instanceof HTMLAnchorElement) location.assign(held.element.href)
    held = undefined
  }
  const giveUpTimer = setTimeout(giveUp, GIVE_UP_MS)
  onAppReady(root, () => {
    stopHolding()
    if (!held) return
    const { element, path } = held
    // After the app's effects have run, as a tap would come.
    setTimeout(() => {
      const again = element.isConnected ? element : elementAt(root, path)
      if (again instanceof HTMLElement) again.click()
    }, 0)
  })
  return giveUp
}
