import { fromCallback } from 'xstate'
import type { TrackingInfo } from '../../../../domain/tracking'
import type { TrackingEvent } from '../../../../machines/tracking.machine'
import { openLiveChannel } from '../../../lib/live-channel'
import '../../../../i18n/areas/delivery'

/**
 * The tracking machine's live subscription: a websocket to the channel. A "changed" notice carries no
 * data, so the page fetches the tracking again (REST) and hands the answer to the machine as the
 * update's payload, also after a reconnect; only when it keeps failing does the machine hear it is
 * disconnected (and turns the websocket flag off). Closing the actor closes the socket.
 */
export function liveTrackingActor(fetchLatest: () => Promise<TrackingInfo>) {
  return fromCallback<TrackingEvent, { channel: string }>(({ input, sendBack }) => {
    let stopped = false
    const close = openLiveChannel(input.channel, {
      changed: () => {
        fetchLatest().then(
          (data) => {
            if (!stopped) sendBack({ type: 'tracking.updated', data })
          },
          // a failed resync leaves the last data on screen; the next notice tries again
          () => undefined,
        )
      },
      gaveUp: () => sendBack({ type: 'tracking.disconnected', error: new Error('live channel unavailable') }),
    })
    return () => {
      stopped = true
      close()
    }
  })
}
