import { cartModel } from '../../machines/cart.model'
import { cartMap } from '../ui-paths/maps/cart'
import { replayMaps } from './ui-paths'

// The storefront menu's machines replayed on the real screens (tests/ui-paths): one browser for this shard.
replayMaps('storefront menu machines on the real UI', [[cartModel, cartMap]])
