import { consoleLiveUrl } from './console-feed'

/**
 * The 'Mensajes' panel's own subscription to the local's console socket: each 'support' notice, and
 * each (re)subscription, says "read again". Its own socket keeps the board's feed untouched.
 */
export function openSupportFeed(alias: string, changed: () => void): () => void {
  let socket: WebSocket | undefined
  let stopped = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  const connect = () => {
    socket = new WebSocket(consoleLiveUrl(alias))
    socket.onmessage = (event) => {
      let type: unknown
      try {
        type = (JSON.parse(String(event.data)) as { type?: unknown }).type
      } catch {
        return
      }
      if (type === 'subscribed') failures = 0
      if (type === 'subscribed' || type === 'support' || type === 'resync') changed()
    }
    socket.onclose = () => {
      if (stopped) return
      failures += 1
      retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** (failures - 1)))
    }
  }
  connect()
  return () => {
    stopped = true
    if (retry) clearTimeout(retry)
    socket?.close()
  }
}
