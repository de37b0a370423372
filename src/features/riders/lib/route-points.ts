import type { components } from '../../../../contract/schema'
import { routePointLetter } from '../../../../domain/stack'

type Point = components['schemas']['ShipmentPoint']
type LogisticsOrder = components['schemas']['LogisticsOrder']

export interface RoutePoint {
  letter: string
  kind: 'pickUp' | 'dropOff'
  point: Point
  orderCode: string
  customerName: string | null
  customerPhone: string | null
  shipmentId: number
  status: string
}

interface ShipmentLike {
  id: number | string
  status: string
  logisticsOrder?: LogisticsOrder | null
}

/**
 * The route of a shipment or a stack, lettered A, B, C…: the pick-up at the local first, then each
 * drop-off in the order given (a stack's shipments arrive sorted by domain/stack's route order).
 */
export function routePoints(shipments: readonly ShipmentLike[]): RoutePoint[] {
  const first = shipments[0]?.logisticsOrder
  const points: Omit<RoutePoint, 'letter'>[] = []
  if (first?.pickUp)
    points.push({
      kind: 'pickUp',
      point: first.pickUp,
      orderCode: first.orderCode,
      customerName: null,
      customerPhone: null,
      shipmentId: Number(shipments[0]?.id),
      status: String(shipments[0]?.status),
    })
  for (const s of shipments) {
    const order = s.logisticsOrder
    if (!order?.dropOff) continue
    points.push({
      kind: 'dropOff',
      point: order.dropOff,
      orderCode: order.orderCode,
      customerName: order.customerName ?? null,
      customerPhone: order.customerPhone ?? null,
      shipmentId: Number(s.id),
      status: s.status,
    })
  }
  return points.map((p, i) => ({ ...p, letter: routePointLetter(i) }))
}

const coords = (p: Point) =>
  typeof p.lat === 'number' && typeof p.lng === 'number' && p.lat !== 0 && p.lng !== 0
    ? `${p.lat},${p.lng}`
    : null

const place = (p: Point) => coords(p) ?? p.fullAddress ?? ''

/** 'Ver en mapa': a maps directions link through every point of the route, the last one the destination. */
export function directionsUrl(points: readonly RoutePoint[]): string | null {
  const stops = points.map((p) => place(p.point)).filter((s) => s !== '')
  const destination = stops.at(-1)
  if (!destination) return null
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', destination)
  const waypoints = stops.slice(0, -1)
  if (waypoints.length > 0) url.searchParams.set('waypoints', waypoints.join('|'))
  url.searchParams.set('travelmode', 'driving')
  return url.toString()
}
