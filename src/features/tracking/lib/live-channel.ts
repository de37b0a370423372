import { fromCallback } from 'xstate'
import type { TrackingInfo } from '../../../../domain/tracking'
import type { TrackingEvent } from '../../../../machines/tracking.machine'
import '../../../../i18n/areas/delivery'

/** What the server says on /api/live (subscribeLive in openapi.yaml). */
type LiveMessage = { type: 'subscribed' | 'changed'; channel: string }

/** Reconnect after 1 s, 2 s, 4 s…; after this many failed attempts in a row the page stops trying. */
export const LIVE_MAX_RECONNECTS = 5
const RECONNECT_BASE_MS = 1000

export function liveUrl(channel: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}/api/live?channel=${encodeURIComponent(channel)}`
}

/**
 * The tracking machine's live subscription: a websocket to the channel. A "changed" notice carries no
 * data, so the page fetches the tracking again (REST) and hands the answer to the machine as the
 * update's payload. A dropped connection reconnects with back-off and fetches again once it is back,
 * since notices sent meanwhile are lost; only when it keeps failing does the machine hear it is
 * disconnected (and turns the websocket flag off). Closing the actor closes the socket.
 */
export function liveTrackingActor(fetchLatest: () => Promise<TrackingInfo>) {
  return fromCallback<TrackingEvent, { channel: string }>(({ input, sendBack }) => {
    let socket: WebSocket | undefined
    let stopped = false
    let failures = 0
    let retry: ReturnType<typeof setTimeout> | undefined
    let everSubscribed = false

    const resync = () => {
      fetchLatest().then(
        (data) => {
          if (!stopped) sendBack({ type: 'tracking.updated', data })
        },
        // a failed resync leaves the last data on screen; the next notice tries again
        () => undefined,
      )
    }

    const connect = () => {
      socket = new WebSocket(liveUrl(input.channel))
      socket.onmessage = (event) => {
        let message: LiveMessage
        try {
          message = JSON.parse(String(event.data)) as LiveMessage
        } catch {
          return
        }
        if (message.type === 'subscribed') {
          failures = 0
          // after a reconnect, whatever changed while away is fetched now
          if (everSubscribed) resync()
          everSubscribed = true
        } else if (message.type === 'changed') resync()
      }
      socket.onclose = () => {
        if (stopped) return
        failures += 1
        if (failures > LIVE_MAX_RECONNECTS) {
          sendBack({ type: 'tracking.disconnected', error: new Error('live channel unavailable') })
          return
        }
        retry = setTimeout(connect, RECONNECT_BASE_MS * 2 ** (failures - 1))
      }
    }

    connect()
    return () => {
      stopped = true
      if (retry) clearTimeout(retry)
      socket?.close()
    }
  })
}
