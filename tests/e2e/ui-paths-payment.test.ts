import { abandonedCartModel } from '../../machines/abandoned-cart.model'
import { cardProviderModel } from '../../machines/card-provider.model'
import { abandonedCartMap } from '../ui-paths/maps/abandoned-cart'
import { cardProviderMap } from '../ui-paths/maps/card-provider'
import { replayMaps } from './ui-paths'

// The checkout's card provider (its fields loaded from the payment sandbox) and the abandoned cart (the
// page hidden and shown, the recovery link) replayed on the real screens (tests/ui-paths): one browser for
// this shard.
replayMaps('payment and engagement machines on the real UI', [
  [cardProviderModel, cardProviderMap],
  [abandonedCartModel, abandonedCartMap],
])
