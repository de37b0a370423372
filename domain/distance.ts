/** Distances between points on the Earth, shared by the server's geo queries, the guide and tracking. */
export interface Point {
  lat: number
  lng: number
}

const EARTH_RADIUS_METRES = 6_371_008.8

/** Great-circle distance in metres (haversine). */
export function distanceInMetres(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))
}
