import { fromCallback } from 'xstate'
import { offersChannel } from '../../../../domain/tracking'
import type { ShipmentListEvent } from '../../../../machines/shipment-list.machine'
import { openLiveChannel } from '../../../lib/live-channel'

/** The shipment list's live actor: the local's offers channel, read again on each notice and reconnect. */
export const offerChanges = (localId: number) =>
  fromCallback<ShipmentListEvent>(({ sendBack }) =>
    openLiveChannel(offersChannel(localId), { changed: () => sendBack({ type: 'shipmentList.changed' }) }),
  )
