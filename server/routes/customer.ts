import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `customer` tag in openapi.yaml (getOrderingCustomer, listCustomerOrders).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function customerHandlers(_deps: RouteDeps): Handlers {
  return {}
}
