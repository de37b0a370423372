import booleanPointInPolygon from '@turf/boolean-point-in-polygon'
import type { PolygonGeometry } from '../db/tables/delivery'

export interface Point {
  lat: number
  lng: number
}

const earthRadiusMetres = 6_371_008.8

/** Great-circle distance in metres (haversine). */
export function distanceInMetres(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** GeoJSON positions are [lng, lat]; a point on the boundary counts as inside. */
export function isInside(point: Point, polygon: PolygonGeometry): boolean {
  return booleanPointInPolygon([point.lng, point.lat], polygon)
}
