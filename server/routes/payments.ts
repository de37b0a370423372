import { payment as texts } from '../../i18n/es/payment'
import { notFound, unprocessable } from '../errors'
import { orderPaymentsInDb } from '../payments/order-payments'
import { createPaymentsService } from '../payments/payments-service'
import { createPaymentProvider } from '../payments/providers'
import { changeOrderPaymentMethod } from '../services/counter-payment'
import type { Handlers, RouteDeps } from './deps'

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Handlers of the `payments` tag in openapi.yaml (createPaymentUrl, payOrder, changeOrderPaymentMethod,
 * handleTransbankCallback, createSandboxCardToken, getSandboxCardFields), over the provider PAYMENT_PROVIDER names.
 */
export function paymentsHandlers({ db, env }: RouteDeps): Handlers {
  const provider = createPaymentProvider({ db, env })
  const service = createPaymentsService({ db, env, provider, orders: orderPaymentsInDb })

  return {
    async createPaymentUrl(request) {
      return service.createPaymentUrl(request.body)
    },

    async payOrder(request) {
      return service.payOrder(request.body)
    },

    async changeOrderPaymentMethod(request) {
      return changeOrderPaymentMethod(db, request.params.orderCode, request.body)
    },

    async handleTransbankCallback(request) {
      return service.handleCallback({
        orderCode: request.params.orderCode,
        token: request.query.token_ws,
        headers: {
          eventId: headerOf(request.headers['webhook-id']),
          timestamp: headerOf(request.headers['webhook-timestamp']),
          signature: headerOf(request.headers['webhook-signature']),
        },
      })
    },

    // the card fields the page mounts when a card is chosen: the sandbox's own, while it is the provider
    async getSandboxCardFields() {
      if (!provider.createCardToken) throw notFound(texts.sandboxOnly)
      return { provider: 'sandbox' as const }
    },

    async createSandboxCardToken(request, reply) {
      if (!provider.createCardToken) throw notFound(texts.sandboxOnly)
      const result = await provider.createCardToken(request.body)
      if (!result.ok)
        throw unprocessable(texts.cardTokenFailed, [{ field: result.field, message: texts.cardTokenFailed }])
      reply.code(201)
      return {
        token: result.token,
        paymentMethodId: result.paymentMethodId,
        lastFourDigits: result.lastFourDigits,
        expiresAt: result.expiresAt.toISOString(),
      }
    },
  }
}
