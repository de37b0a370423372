import booleanPointInPolygon from '@turf/boolean-point-in-polygon'
import type { Point } from '../../domain/distance'
import type { PolygonGeometry } from '../db/tables/delivery'

export type { Point } from '../../domain/distance'
export { distanceInMetres } from '../../domain/distance'

/** GeoJSON positions are [lng, lat]; a point on the boundary counts as inside. */
export function isInside(point: Point, polygon: PolygonGeometry): boolean {
  return booleanPointInPolygon([point.lng, point.lat], polygon)
}
