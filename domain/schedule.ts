import { TZDate } from '@date-fns/tz'

/** Every demo local keeps Buenos Aires time (demo-tenant.md); a local of another zone passes its own. */
export const SCHEDULE_TIME_ZONE = 'America/Argentina/Buenos_Aires'

/**
 * A scheduled order needs this much notice: a slot is offered only when it starts at least this many
 * minutes after now. The spec does not give the value (2-checkout.md §9); 30 minutes is our choice.
 */
export const MIN_SCHEDULE_LEAD_MINUTES = 30

export const DAYS_OF_WEEK = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

/** GET /api/ordermode/schedule/{orderModeId} */
export interface ScheduleConfig {
  schedulerDaysInfo: { dayOfWeek: DayOfWeek; availableHours: string[] }[]
  /** the calendar dates the diner may choose from, 'YYYY-MM-DD' */
  datesBetween: string[]
}

/** A day the diner can pick, with the 'HH:MM' slots still open on it. */
export interface ScheduleDay {
  date: string
  dayOfWeek: DayOfWeek
  slots: string[]
}

export interface ScheduleSelection {
  date: string
  time: string
}

export interface ScheduleOptions {
  timeZone?: string
  leadMinutes?: number
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

const dayOfWeekOf = (date: string): DayOfWeek | undefined => {
  const m = DATE.exec(date)
  if (!m) return undefined
  const utc = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (utc.toISOString().slice(0, 10) !== date) return undefined
  return DAYS_OF_WEEK[utc.getUTCDay()]
}

/** The local's calendar date at an instant. */
export function localDate(nowMs: number, timeZone = SCHEDULE_TIME_ZONE): string {
  // Read from a TZDate rather than date-fns' format: format brings every token and the en-US locale into
  // the menu's first load, for a date the storefront shows on every visit.
  const local = new TZDate(nowMs, timeZone)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${String(local.getFullYear()).padStart(4, '0')}-${two(local.getMonth() + 1)}-${two(local.getDate())}`
}

/** The instant a slot starts, in epoch milliseconds. */
export function slotInstant(date: string, time: string, timeZone = SCHEDULE_TIME_ZONE): number {
  const d = DATE.exec(date)
  const t = TIME.exec(time)
  if (!d || !t) return Number.NaN
  return new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    timeZone,
  ).getTime()
}

/** scheduledAt as the order carries it: ISO 8601 with the local's offset (2025-03-03T12:30:00.000-03:00). */
export const scheduledAtOf = ({ date, time }: ScheduleSelection, timeZone = SCHEDULE_TIME_ZONE) =>
  new TZDate(slotInstant(date, time, timeZone), timeZone).toISOString()

/**
 * The days and slots offered (2-checkout.md §4 'Scheduling'): only dates whose weekday has configured hours,
 * never a past date, and only slots at least the lead time ahead of now; a day left without slots (today,
 * late in the evening) is not offered at all.
 */
export function scheduleDays(
  config: ScheduleConfig,
  nowMs: number,
  options: ScheduleOptions = {},
): ScheduleDay[] {
  const timeZone = options.timeZone ?? SCHEDULE_TIME_ZONE
  const earliest = nowMs + (options.leadMinutes ?? MIN_SCHEDULE_LEAD_MINUTES) * 60_000
  const today = localDate(nowMs, timeZone)
  const hours = new Map<DayOfWeek, string[]>()
  for (const info of config.schedulerDaysInfo)
    hours.set(info.dayOfWeek, [...(hours.get(info.dayOfWeek) ?? []), ...info.availableHours])
  const dates = [...new Set(config.datesBetween)].filter((d) => d >= today).sort()
  const days: ScheduleDay[] = []
  for (const date of dates) {
    const dayOfWeek = dayOfWeekOf(date)
    if (!dayOfWeek) continue
    const slots = [...new Set(hours.get(dayOfWeek) ?? [])]
      .filter((time) => TIME.test(time) && slotInstant(date, time, timeZone) >= earliest)
      .sort()
    if (slots.length > 0) days.push({ date, dayOfWeek, slots })
  }
  return days
}

/** What is preselected on load: the first slot of the first day offered. */
export function firstSlot(days: readonly ScheduleDay[]): ScheduleSelection | null {
  const day = days[0]
  const time = day?.slots[0]
  return day && time ? { date: day.date, time } : null
}

export const isOffered = (days: readonly ScheduleDay[], selection: ScheduleSelection | null) =>
  selection !== null && days.some((d) => d.date === selection.date && d.slots.includes(selection.time))

/** A chosen day preselects its first slot. */
export function selectDay(days: readonly ScheduleDay[], date: string): ScheduleSelection | null {
  const time = days.find((d) => d.date === date)?.slots[0]
  return time ? { date, time } : null
}

/** Keeps a selection that is still offered (time moves on), else falls back to the first slot. */
export const keepOrFirst = (days: readonly ScheduleDay[], selection: ScheduleSelection | null) =>
  isOffered(days, selection) ? selection : firstSlot(days)
