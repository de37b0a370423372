import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `orders` tag in openapi.yaml (getOrderFollowUp, createOrder, reportOrderError).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function ordersHandlers(_deps: RouteDeps): Handlers {
  return {}
}
