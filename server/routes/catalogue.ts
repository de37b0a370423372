import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `catalogue` tag in openapi.yaml (getCountry, getFileUrl, listMenuCustomizations, getDeliveryFee).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function catalogueHandlers(_deps: RouteDeps): Handlers {
  return {}
}
