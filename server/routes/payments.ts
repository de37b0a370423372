import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `payments` tag in openapi.yaml (createPaymentUrl, payOrder, handleTransbankCallback).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function paymentsHandlers(_deps: RouteDeps): Handlers {
  return {}
}
