import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `analytics` tag in openapi.yaml (trackAnalyticsEvent).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function analyticsHandlers(_deps: RouteDeps): Handlers {
  return {}
}
