import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `schedule` tag in openapi.yaml (getOrderModeSchedule).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function scheduleHandlers(_deps: RouteDeps): Handlers {
  return {}
}
