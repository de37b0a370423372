import { claimReward, loyaltyProgramView, pointsHistory } from '../services/loyalty'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `loyalty` tag in openapi.yaml (getLoyaltyProgram, listLoyaltyPointsHistory,
 * claimLoyaltyReward).
 */
export function loyaltyHandlers({ db }: RouteDeps): Handlers {
  return {
    async getLoyaltyProgram(request) {
      return loyaltyProgramView(db, request.params.branchId)
    },

    async listLoyaltyPointsHistory(request) {
      const { branchId, customerPhone } = request.params
      const { offset = 0, limit = 20 } = request.query
      return pointsHistory(db, branchId, customerPhone, offset, limit)
    },

    async claimLoyaltyReward(request) {
      return claimReward(db, {
        phone: request.params.phone,
        rewardId: request.params.rewardId,
        body: request.body,
      })
    },
  }
}
