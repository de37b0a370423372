import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `menu` tag in openapi.yaml (getMenu, getMenuHashes, listBranchDiscounts, listIndicators, listEntityIndicators).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function menuHandlers(_deps: RouteDeps): Handlers {
  return {}
}
