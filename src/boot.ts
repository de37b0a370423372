/**
 * The page's first script. A storefront page comes rendered by the server (server/plugins/prerender.ts):
 * the browser paints it with the stylesheet alone, and only then does the app start loading, so on a slow
 * link the app's ~140 KB do not compete with the stylesheet and hold up that first paint. Any other page
 * starts the app at once.
 *
 * No top-level await here: the app imports what it shares with this module, which must finish first.
 */
import { afterFirstContentfulPaint } from './boot/after-first-paint'
// The stylesheet is the first script's, so the page links it from its head: a rendered page paints with it.
import './styles.css'

/** The id of the JSON list of the page's route chunks on a rendered page (server/plugins/spa.ts). */
const ROUTE_CHUNKS_ELEMENT_ID = 'page-preloads'

/** Fetches the page's route chunks beside the app, rather than once the app has matched the URL. */
function preloadRouteChunks(): void {
  let files: unknown
  try {
    files = JSON.parse(document.getElementById(ROUTE_CHUNKS_ELEMENT_ID)?.textContent ?? '[]')
  } catch {
    files = []
  }
  if (!Array.isArray(files)) return
  const links = document.createDocumentFragment()
  for (const file of files) {
    if (typeof file !== 'string') continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = `/${file}`
    links.append(link)
  }
  document.head.append(links)
}

const root = document.getElementById('root')
if (root?.firstElementChild) {
  void afterFirstContentfulPaint()
    .then(() => {
      preloadRouteChunks()
      return import('./main')
    })
    // Without its app the rendered page still works as a page of links.
    .catch(() => undefined)
} else {
  void import('./main')
}
