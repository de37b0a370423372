import { TZDate } from '@date-fns/tz'
import { addDays, startOfDay } from 'date-fns'
import { localDate } from './schedule'

/**
 * The "86": staff mark a plate or a garnish of their local unavailable for the local's current day.
 * The mark names the local calendar day it was made on, so it stops holding at the local's midnight
 * without anyone undoing it; staff may also undo it by hand.
 */

export type AvailabilityEntity = 'PLATE' | 'GARNISH'

/** The local calendar day (YYYY-MM-DD) an 86 made at `nowMs` holds for. */
export const availabilityDay = (nowMs: number, timeZone: string): string => localDate(nowMs, timeZone)

/** Whether an 86 made for `day` still holds at `nowMs` (only on that same local day). */
export const holdsAt = (day: string, nowMs: number, timeZone: string): boolean =>
  day === availabilityDay(nowMs, timeZone)

/** The instant the local day of `nowMs` ends: every 86 of that day is over from then on. */
export function endOfLocalDay(nowMs: number, timeZone: string): number {
  return addDays(startOfDay(new TZDate(nowMs, timeZone)), 1).getTime()
}

/** What is 86'd at a local right now. */
export interface Unavailable {
  plates: ReadonlySet<number>
  garnishes: ReadonlySet<number>
}

export const nothingUnavailable: Unavailable = { plates: new Set(), garnishes: new Set() }

export const isNothingUnavailable = (unavailable: Unavailable) =>
  unavailable.plates.size === 0 && unavailable.garnishes.size === 0

interface GroupShape<G extends { id: number; visible: boolean }> {
  mandatory: boolean
  garnishes: G[]
}

interface PlateShape<G extends { id: number; visible: boolean }> {
  id: number
  garnishGroups: GroupShape<G>[]
}

/**
 * The plate as the menu offers it today: without its 86'd garnishes, or null when the plate itself is
 * 86'd or a mandatory group is left with no garnish to pick (the diner could not order it).
 */
export function offeredPlate<G extends { id: number; visible: boolean }, P extends PlateShape<G>>(
  plate: P,
  unavailable: Unavailable,
): P | null {
  if (unavailable.plates.has(plate.id)) return null
  if (unavailable.garnishes.size === 0) return plate
  const garnishGroups = plate.garnishGroups.map((group) => ({
    ...group,
    garnishes: group.garnishes.filter((garnish) => !unavailable.garnishes.has(garnish.id)),
  }))
  const stuck = garnishGroups.some((group) => group.mandatory && !group.garnishes.some((g) => g.visible))
  return stuck ? null : { ...plate, garnishGroups }
}
