import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `geocoding` tag in openapi.yaml (searchAddresses).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function geocodingHandlers(_deps: RouteDeps): Handlers {
  return {}
}
