import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `diner` tag in openapi.yaml (getDinerByAlias, getCompany, listCompanyBranches, getBranchContact, listBranchOrderModes).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function dinerHandlers(_deps: RouteDeps): Handlers {
  return {}
}
