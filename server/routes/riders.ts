import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `riders` tag in openapi.yaml (whoAmI, getRiderByPhone, createRiderWithCode, updateRiderWithCode).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function ridersHandlers(_deps: RouteDeps): Handlers {
  return {}
}
