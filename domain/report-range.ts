import { TZDate } from '@date-fns/tz'
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns'
import type { ReportPreset } from './report-names'

/**
 * The date ranges of the venue's reports (issue 37): whole local days, 'YYYY-MM-DD' to 'YYYY-MM-DD'
 * inclusive, in the venue's time zone; the comparison is the same number of days just before.
 */

export interface DateRange {
  from: string
  to: string
}

/** The longest range a report answers (a little more than a year, so a year against the one before fits). */
export const MAX_REPORT_DAYS = 400

const day = (date: Date) => format(date, 'yyyy-MM-dd')

/** Today's date at the venue. */
export function localToday(nowMs: number, timeZone: string): string {
  return day(new TZDate(nowMs, timeZone))
}

/** The range a preset names, seen from `today` (a local date). */
export function presetRange(preset: ReportPreset, today: string): DateRange {
  const date = parseISO(today)
  switch (preset) {
    case 'hoy':
      return { from: today, to: today }
    case 'ayer': {
      const yesterday = day(addDays(date, -1))
      return { from: yesterday, to: yesterday }
    }
    case '7-dias':
      return { from: day(addDays(date, -6)), to: today }
    case '30-dias':
      return { from: day(addDays(date, -29)), to: today }
    case 'este-mes':
      return { from: `${today.slice(0, 8)}01`, to: today }
  }
}

export const rangeDays = (range: DateRange) =>
  differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1

/** The same number of days ending the day before `range` starts. */
export function previousRange(range: DateRange): DateRange {
  const days = rangeDays(range)
  const to = addDays(parseISO(range.from), -1)
  return { from: day(addDays(to, -(days - 1))), to: day(to) }
}

/** Every local date of the range, in order (charts show days without orders as zeros). */
export function rangeDates(range: DateRange): string[] {
  const start = parseISO(range.from)
  return Array.from({ length: rangeDays(range) }, (_, i) => day(addDays(start, i)))
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Why a range cannot be reported on, or null when it can. */
export function rangeProblem(range: DateRange): 'format' | 'order' | 'length' | null {
  if (!ISO_DATE.test(range.from) || !ISO_DATE.test(range.to)) return 'format'
  if (Number.isNaN(parseISO(range.from).getTime()) || Number.isNaN(parseISO(range.to).getTime()))
    return 'format'
  if (day(parseISO(range.from)) !== range.from || day(parseISO(range.to)) !== range.to) return 'format'
  const days = rangeDays(range)
  if (days < 1) return 'order'
  return days > MAX_REPORT_DAYS ? 'length' : null
}

/** The instants a range covers in a zone: [start, end) from the first day's midnight to the day after the last. */
export function rangeInstants(range: DateRange, timeZone: string): { start: Date; end: Date } {
  const [fy, fm, fd] = range.from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = range.to.split('-').map(Number) as [number, number, number]
  return {
    start: new Date(new TZDate(fy, fm - 1, fd, 0, 0, 0, timeZone).getTime()),
    end: new Date(new TZDate(ty, tm - 1, td + 1, 0, 0, 0, timeZone).getTime()),
  }
}
