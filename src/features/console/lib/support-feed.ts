import { listenConsoleLive } from './console-feed'

/**
 * The 'Mensajes' panel's live news, on the console's one socket beside the board's feed: each 'support'
 * notice, each 'resync' and each (re)subscription says "read again".
 */
export function openSupportFeed(alias: string, changed: () => void): () => void {
  return listenConsoleLive(alias, {
    message: ({ type }) => {
      if (type === 'subscribed' || type === 'support' || type === 'resync') changed()
    },
  })
}
