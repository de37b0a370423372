import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `loyalty` tag in openapi.yaml (getLoyaltyProgram, listLoyaltyPointsHistory, claimLoyaltyReward).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function loyaltyHandlers(_deps: RouteDeps): Handlers {
  return {}
}
