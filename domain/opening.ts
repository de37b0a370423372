import { tz } from '@date-fns/tz'
import { addDays, format } from 'date-fns'
import { DAYS_OF_WEEK, type DayOfWeek, SCHEDULE_TIME_ZONE, type ScheduleConfig } from './schedule'

/**
 * When a mode takes orders, in the local's time zone: the hours in effect (the local's, the mode's own, or
 * the mode's within the local's), whether an instant falls inside them, and the schedule config a diner
 * picks a slot from (GET /api/ordermode/schedule/{id}). Times are 'HH:MM'; a range ends the same day.
 */

export interface HoursRange {
  startAt: string
  endAt: string
}

/** Ranges per day of the week; a day that is missing is closed. */
export type WeekHours = Partial<Record<DayOfWeek, readonly HoursRange[]>>

export const HOURS_POLICIES = ['BRANCH_HOURS', 'OWN_HOURS', 'WITHIN_BRANCH_HOURS'] as const
export type HoursPolicy = (typeof HOURS_POLICIES)[number]

export interface ModeOpening {
  /** false: always open ('Siempre abierto') */
  useSchedule: boolean
  hoursPolicy: HoursPolicy
  /** null when the owner keeps no hours */
  localHours: WeekHours | null
  modeHours: WeekHours | null
}

/** Every day, all day: what an always-open mode offers. */
export const ALWAYS: WeekHours = Object.fromEntries(
  DAYS_OF_WEEK.map((day) => [day, [{ startAt: '00:00', endAt: '23:59' }]]),
) as WeekHours

function intersect(a: readonly HoursRange[], b: readonly HoursRange[]): HoursRange[] {
  const out: HoursRange[] = []
  for (const x of a)
    for (const y of b) {
      const startAt = [x.startAt, y.startAt].sort()[1] as string
      const endAt = [x.endAt, y.endAt].sort()[0] as string
      if (startAt < endAt) out.push({ startAt, endAt })
    }
  return out.sort((p, q) => p.startAt.localeCompare(q.startAt))
}

/** The hours a mode takes orders in. A mode with a schedule but no hours written anywhere is always open. */
export function hoursInEffect(mode: ModeOpening): WeekHours {
  if (!mode.useSchedule) return ALWAYS
  const local = mode.localHours ?? ALWAYS
  const own = mode.modeHours ?? ALWAYS
  if (mode.hoursPolicy === 'BRANCH_HOURS') return local
  if (mode.hoursPolicy === 'OWN_HOURS') return own
  return Object.fromEntries(
    DAYS_OF_WEEK.map((day) => [day, intersect(local[day] ?? [], own[day] ?? [])]),
  ) as WeekHours
}

const dayAt = (instantMs: number, timeZone: string): DayOfWeek =>
  DAYS_OF_WEEK[Number(format(new Date(instantMs), 'i', { in: tz(timeZone) })) % 7] as DayOfWeek

/** Whether the instant falls inside the hours (start inclusive, end exclusive; 23:59 closes the day). */
export function isOpenAt(hours: WeekHours, instantMs: number, timeZone = SCHEDULE_TIME_ZONE): boolean {
  const day = dayAt(instantMs, timeZone)
  const time = format(new Date(instantMs), 'HH:mm', { in: tz(timeZone) })
  return (hours[day] ?? []).some((r) => r.startAt <= time && (time < r.endAt || r.endAt === '23:59'))
}

/** Minutes between scheduled slots. The spec does not give it; half an hour is our choice. */
export const SLOT_STEP_MINUTES = 30
/** How many days ahead a diner may schedule, today included. */
export const SCHEDULE_DAYS_AHEAD = 7

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The slot starts within ranges: every step from each start while the slot starts before the end. */
export function slotsOf(ranges: readonly HoursRange[], step = SLOT_STEP_MINUTES): string[] {
  const slots = new Set<string>()
  for (const r of ranges)
    for (let m = toMinutes(r.startAt); m < toMinutes(r.endAt); m += step) slots.add(toTime(m))
  return [...slots].sort()
}

/**
 * The schedule config: the slots of each open day of the week and the calendar dates from today (in the
 * local's zone) for SCHEDULE_DAYS_AHEAD days. domain/schedule.ts scheduleDays then drops what is past.
 */
export function scheduleConfigOf(
  hours: WeekHours,
  nowMs: number,
  timeZone = SCHEDULE_TIME_ZONE,
  daysAhead = SCHEDULE_DAYS_AHEAD,
): ScheduleConfig {
  const schedulerDaysInfo = DAYS_OF_WEEK.map((dayOfWeek) => ({
    dayOfWeek,
    availableHours: slotsOf(hours[dayOfWeek] ?? []),
  })).filter((d) => d.availableHours.length > 0)
  const today = new Date(nowMs)
  const datesBetween = Array.from({ length: daysAhead }, (_, i) =>
    format(addDays(today, i, { in: tz(timeZone) }), 'yyyy-MM-dd', { in: tz(timeZone) }),
  )
  return { schedulerDaysInfo, datesBetween }
}
