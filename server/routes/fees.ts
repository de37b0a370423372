import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `fees` tag in openapi.yaml (listGeneralSurcharges, getOrderModeFees).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function feesHandlers(_deps: RouteDeps): Handlers {
  return {}
}
