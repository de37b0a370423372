import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { menuChannel } from '../../../../domain/menu-channel'
import { whenIdle } from '../../../lib/after-idle'
import { openLiveChannel } from '../../../lib/live-channel'

/** The local's menus and their hashes are read again; the cart is checked against the new menu as ever. */
const readMenusAgain = (queryClient: QueryClient, alias: string) => {
  void queryClient.invalidateQueries({ queryKey: ['menu', alias] })
  void queryClient.invalidateQueries({ queryKey: ['menuHashes', alias] })
}

/**
 * An open menu follows the back office (issue 36): a price change or an 86 there reads the menu again
 * within a second. The channel opens once the page has loaded and gone idle, so the menu's first paint and
 * hydration wait for none of it. The live client is imported statically: it is in the shared `app` chunk
 * already, and a dynamic import only added a 52-byte facade chunk and a request to the first load. A
 * reconnect reads again (a notice may have been missed), the first subscription does not.
 */
export function useMenuNotices(alias: string, localId: number): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    let close: (() => void) | undefined
    let stopped = false
    const cancelIdle = whenIdle(() => {
      if (stopped) return
      let listened = false
      close = openLiveChannel(menuChannel(localId), {
        changed: () => readMenusAgain(queryClient, alias),
        subscribed: () => {
          if (listened) readMenusAgain(queryClient, alias)
          listened = true
        },
      })
    })
    return () => {
      stopped = true
      cancelIdle()
      close?.()
    }
  }, [alias, localId, queryClient])
}
