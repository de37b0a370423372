import { invalidField } from '../errors'
import type { Point } from './geo'

/**
 * The diner's point from optional lat/lng query parameters: both or neither. One without the other is a
 * 400 naming the missing one (the contract validates the ranges).
 */
export function optionalPoint(query: {
  lat?: number | undefined
  lng?: number | undefined
}): Point | undefined {
  const { lat, lng } = query
  if (lat === undefined && lng === undefined) return undefined
  if (lat === undefined) throw invalidField('lat')
  if (lng === undefined) throw invalidField('lng')
  return { lat, lng }
}
