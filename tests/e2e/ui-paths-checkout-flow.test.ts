import { checkoutModel } from '../../machines/checkout.model'
import { checkoutMap } from '../ui-paths/maps/checkout'
import { replayMaps } from './ui-paths'

// The checkout page's own statechart (figures, address and delivery fee, modes, the cart checked before it
// is sent, the code's dialog) replayed on the real checkout (tests/ui-paths): one browser for this shard.
replayMaps('the checkout page on the real UI', [[checkoutModel, checkoutMap]])
