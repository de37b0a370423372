import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `guide` tag in openapi.yaml (searchNearbyVenues).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function guideHandlers(_deps: RouteDeps): Handlers {
  return {}
}
