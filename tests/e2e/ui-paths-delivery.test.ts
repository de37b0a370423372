import { inject } from 'vitest'
import { orderFollowUpModel } from '../../machines/order-follow-up.model'
import { surveyModel } from '../../machines/survey.model'
import { orderFollowUpMap } from '../ui-paths/maps/order-follow-up'
import { surveyMap } from '../ui-paths/maps/survey'
import type { chromiumPerFile } from './browser'
import { placeDeliveryOrder } from './console-fixtures'
import { replayMaps } from './ui-paths'

// The diner's follow-up and survey replayed on the real pages (tests/ui-paths): one browser for this
// shard. Each path follows an order of its own, placed here, so staff moving it on or a survey answered
// for it leave the other files' orders alone.
const api = { baseUrl: inject('baseUrl') } as ReturnType<typeof chromiumPerFile>

replayMaps(
  'diner delivery machines on the real UI',
  [
    [orderFollowUpModel, orderFollowUpMap],
    [surveyModel, surveyMap],
  ],
  { fixturesOf: async () => ({ orderCode: (await placeDeliveryOrder(api, 'Cliente Recorridos')).code }) },
)
