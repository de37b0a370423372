import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `logs` tag in openapi.yaml (postDinerLog).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function logsHandlers(_deps: RouteDeps): Handlers {
  return {}
}
