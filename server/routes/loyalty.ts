import { createMessaging } from '../messaging/providers'
import { claimReward, loyaltyProgramView, pointsHistory } from '../services/loyalty'
import { confirmPhoneCode, requestPhoneCode } from '../services/phone-verification'
import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `loyalty` tag in openapi.yaml (getLoyaltyProgram, listLoyaltyPointsHistory,
 * claimLoyaltyReward, and the one-time code requestPhoneCode, confirmPhoneCode).
 */
export function loyaltyHandlers({ db, env }: RouteDeps): Handlers {
  return {
    async requestPhoneCode(request, reply) {
      const messaging = createMessaging(env, request.log)
      reply.code(201)
      return requestPhoneCode(db, messaging, request.params.branchId, request.body)
    },

    async confirmPhoneCode(request, reply) {
      return confirmPhoneCode(db, reply, request.params.branchId, request.body, request.ip)
    },

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
