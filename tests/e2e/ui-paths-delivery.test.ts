import type { ModelPath } from '../../machines/graph/paths'
import type { FetchedOrder } from '../../machines/order-follow-up.machine'
import { orderFollowUpModel } from '../../machines/order-follow-up.model'
import { surveyModel } from '../../machines/survey.model'
import { orderFollowUpMap } from '../ui-paths/maps/order-follow-up'
import { surveyMap } from '../ui-paths/maps/survey'
import type { chromiumPerFile } from './browser'
import { placeDeliveryOrder, placeOnlineOrder } from './console-fixtures'
import { e2eServer } from './e2e-server'
import { replayMaps } from './ui-paths'

// The diner's follow-up and survey replayed on the real pages (tests/ui-paths): one browser for this
// shard. Each path follows an order of its own, placed here, so staff moving it on or a survey answered
// for it leave the other files' orders alone.
const api = { baseUrl: e2eServer().baseUrl } as ReturnType<typeof chromiumPerFile>
const HOUR = 3_600_000

/**
 * The follow-up's order as the path's first read says: cash (placed), card or payment link unpaid
 * (placed), or the shared card orders past the pay window or with a payment under way (read only).
 */
async function orderFor(machine: string, path: ModelPath): Promise<string> {
  const read = path.steps.find((step) => step.event.type === 'xstate.done.actor.fetchOrder')?.event as
    | { output: FetchedOrder }
    | undefined
  const order = read?.output.order
  if (machine !== 'order-follow-up' || !order || order.paymentMethod === 'CASH')
    return (await placeDeliveryOrder(api, 'Cliente Recorridos')).code
  if (order.paymentStatus === 'PROCESSING') return e2eServer().processingCardOrderCode
  if (Date.parse(read.output.now) - Date.parse(order.orderedAt) > 48 * HOUR)
    return e2eServer().expiredCardOrderCode
  const method = order.paymentMethod === 'PAYMENT_LINK' ? 'PAYMENT_LINK' : 'ONLINE_CARD'
  return (await placeOnlineOrder(api, method, 'Cliente Recorridos')).code
}

replayMaps(
  'diner delivery machines on the real UI',
  [
    [orderFollowUpModel, orderFollowUpMap],
    [surveyModel, surveyMap],
  ],
  { fixturesOf: async (machine, path) => ({ orderCode: await orderFor(machine, path) }) },
)
