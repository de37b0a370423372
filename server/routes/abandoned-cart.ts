import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `abandoned-cart` tag in openapi.yaml (notifyAbandonedCart, cancelAbandonedCart, recoverCart).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function abandonedCartHandlers(_deps: RouteDeps): Handlers {
  return {}
}
