import { fromCallback } from 'xstate'
import { orderChannel } from '../../../../domain/tracking'
import type { OrderFollowUpEvent } from '../../../../machines/order-follow-up.machine'
import { openLiveChannel } from '../../../lib/live-channel'

/** The follow-up's live actor: the order's channel, read again on each notice and after a reconnect. */
export const orderChanges = fromCallback<OrderFollowUpEvent, { orderCode: string }>(({ input, sendBack }) =>
  openLiveChannel(orderChannel(input.orderCode), { changed: () => sendBack({ type: 'order.changed' }) }),
)
