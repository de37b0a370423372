import { discountCodeModel } from '../../machines/discount-code.model'
import { loyaltyRedemptionModel } from '../../machines/loyalty-redemption.model'
import { scheduleModel } from '../../machines/schedule.model'
import { discountCodeMap } from '../ui-paths/maps/discount-code'
import { loyaltyRedemptionMap } from '../ui-paths/maps/loyalty-redemption'
import { scheduleMap } from '../ui-paths/maps/schedule'
import { replayMaps } from './ui-paths'

// The checkout's discount code, loyalty points and schedule replayed on the real checkout (tests/ui-paths):
// one browser for this shard.
replayMaps('checkout discounts on the real UI', [
  [discountCodeModel, discountCodeMap],
  [loyaltyRedemptionModel, loyaltyRedemptionMap],
  [scheduleModel, scheduleMap],
])
