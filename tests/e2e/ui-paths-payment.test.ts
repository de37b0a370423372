import { cardProviderModel } from '../../machines/card-provider.model'
import { cardProviderMap } from '../ui-paths/maps/card-provider'
import { replayMaps } from './ui-paths'

// The checkout's card provider (its fields loaded from the payment sandbox) replayed on the real checkout
// (tests/ui-paths): one browser for this shard.
replayMaps('payment and engagement machines on the real UI', [[cardProviderModel, cardProviderMap]])
