import type { Handlers, RouteDeps } from './deps'

/**
 * Handlers of the `logistics` tag in openapi.yaml (listOrderShipments, listShipments, getShipment, updateShipment, getRiderShipmentInProgress, listShipmentStacks, getShipmentStack, updateShipmentStack, getTrackingInfo).
 * An operation left out answers 501 problem+json until it is implemented.
 */
export function logisticsHandlers(_deps: RouteDeps): Handlers {
  return {}
}
