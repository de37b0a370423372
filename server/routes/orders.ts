import { orderFollowUp, reportError } from '../services/follow-up'
import { createOrder } from '../services/order-create'
import { phoneProven, spendPhoneProof } from '../services/phone-verification'
import type { Handlers, RouteDeps } from './deps'

/** Handlers of the `orders` tag in openapi.yaml (getOrderFollowUp, createOrder, reportOrderError). */
export function ordersHandlers({ db }: RouteDeps): Handlers {
  return {
    async getOrderFollowUp(request) {
      return orderFollowUp(db, request.params.aliasOrId, request.params.orderCode)
    },

    async createOrder(request, reply) {
      const header = request.headers['idempotency-key']
      const key = typeof header === 'string' ? header : undefined
      const result = await createOrder(db, request.body, {
        idempotencyKey: key,
        phoneProven: (branchId, phoneKey) => phoneProven(db, request, branchId, phoneKey),
      })
      if (result.status === 201 && (request.body.loyaltyInfo?.redeemedPoints ?? 0) > 0)
        await spendPhoneProof(db, request)
      return reply.code(result.status).send(result.body)
    },

    async reportOrderError(request) {
      return reportError(db, request.body)
    },
  }
}
