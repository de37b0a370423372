import { cartModel } from '../../machines/cart.model'
import { orderModeChangeModel } from '../../machines/order-mode-change.model'
import { plateSelectionModel } from '../../machines/plate-selection.model'
import { cartMap } from '../ui-paths/maps/cart'
import { orderModeChangeMap } from '../ui-paths/maps/order-mode-change'
import { plateSelectionMap } from '../ui-paths/maps/plate-selection'
import { replayMaps } from './ui-paths'

// The storefront menu's machines replayed on the real screens (tests/ui-paths): one browser for this shard.
replayMaps('storefront menu machines on the real UI', [
  [cartModel, cartMap],
  [plateSelectionModel, plateSelectionMap],
  [orderModeChangeModel, orderModeChangeMap],
])
