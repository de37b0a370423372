/**
 * The page's first script. A storefront page comes drawn by the server (server/plugins/prerender.ts):
 * the browser paints it with the stylesheet alone, and only then does the app start loading, so on a slow
 * link the app's code does not hold up that first paint. Any other page starts the app at once.
 *
 * No top-level await here: the app imports what it shares with this module, which must finish first.
 */
import { afterFirstContentfulPaint } from './boot/after-first-paint'
import { preloadAppFiles, readAppFiles, runStartInPieces } from './boot/app-files'
import { holdEarlyTaps } from './boot/early-taps'
// The stylesheet is the first script's, so the page links it from its head: a drawn page paints with it.
import './styles.css'

const root = document.getElementById('root')
if (root?.firstElementChild) {
  const giveUpHolding = holdEarlyTaps(root)
  const files = readAppFiles()
  void afterFirstContentfulPaint()
    .then(() => {
      preloadAppFiles(files)
      return runStartInPieces(files)
    })
    // A file that fails here fails again, and is reported, in the app's own import.
    .catch(() => undefined)
    .then(() => import('./main'))
    // Without its app the drawn page still works as a page of links.
    .catch(giveUpHolding)
} else {
  void import('./main')
}
