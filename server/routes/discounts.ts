import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `discounts` tag in openapi.yaml (validateDiscountCode, getExternalBenefits, listGeneralDiscounts).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function discountsHandlers(_deps: RouteDeps): Handlers {
  return {}
}
