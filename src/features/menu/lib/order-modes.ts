import { modePathOf, modeTypeOfPath } from '../../../../domain/order-mode'
import type { OrderMode } from '../api/branch-contact'

/** The URL name of a mode: the local's own path name, else the default for its type. */
export function modePath(mode: Pick<OrderMode, 'name' | 'type'>): string {
  return mode.name || modePathOf(mode.type)
}

/** The mode a path segment names, by the local's path name or, failing that, by the default name of a type. */
export function findModeByPath(modes: readonly OrderMode[], segment: string): OrderMode | undefined {
  const wanted = segment.trim().toLowerCase()
  const byName = modes.find((mode) => mode.name.toLowerCase() === wanted)
  if (byName) return byName
  const type = modeTypeOfPath(wanted)
  return type ? modes.find((mode) => mode.type === type) : undefined
}

/** True when the segment could only be a mode name: /menu/{alias}/{segment} is then not a category. */
export function looksLikeModePath(modes: readonly OrderMode[], segment: string): boolean {
  return findModeByPath(modes, segment) !== undefined || modeTypeOfPath(segment) !== null
}
