import { type Message, message } from './message'
import type { HoursPolicy } from './opening'

/**
 * The working-hours modal 'Informacion' (1-storefront.md §2): the local's hours under 'Horarios del Local',
 * then one block per group of order modes, where modes with identical settings share a block whose name
 * joins theirs with ' & '. Day rows read 'De HH:MM a HH:MM'. Texts are the storefront catalogue's.
 */

export const DAYS_OF_WEEK = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

export interface WorkingHoursRange {
  /** 'HH:MM' */
  startAt: string
  /** 'HH:MM', '24:00' allowed */
  endAt: string
}

export interface WorkingDay {
  dayOfWeek: DayOfWeek
  workingHours: readonly WorkingHoursRange[]
}

export interface ModeSchedule {
  scheduleConfigs: readonly { workingDays: readonly WorkingDay[] }[]
}

/** How a mode's ordering hours relate to the local's (the contract's OrderMode.hoursPolicy). */

export interface HoursMode {
  id: number
  /** the name the diner reads (showName, or the default label of its type) */
  name: string
  active: boolean
  orderEnabled: boolean
  /** false: always open */
  useSchedule: boolean
  manuallyClosed?: boolean | null
  hoursPolicy?: HoursPolicy | null
  schedules: readonly ModeSchedule[]
}

export interface DayRow {
  dayOfWeek: DayOfWeek
  /** the day's name */
  day: Message
  /** one 'De HH:MM a HH:MM' per range, earliest first */
  ranges: Message[]
}

export interface HoursBlock {
  /** the modes sharing these settings, in the order the local lists them */
  modeIds: number[]
  /** their names joined with ' & ' */
  title: string
  /** read one after the other, e.g. 'Cerrado' 'Temporalmente' */
  status: Message[]
  days: DayRow[]
}

export const BLOCK_NAME_SEPARATOR = ' & '

export const dayMessage = (day: DayOfWeek) => message(`storefront.day${day}`)
export const rangeMessage = (range: WorkingHoursRange) =>
  message('storefront.hoursRange', { start: range.startAt, end: range.endAt })

/**
 * Day rows from any number of working days (a mode may spread them over several schedule configurations):
 * one row per day with hours, Monday first, ranges earliest first, the same range listed once.
 */
export function dayRows(workingDays: readonly WorkingDay[]): DayRow[] {
  return DAYS_OF_WEEK.flatMap((dayOfWeek) => {
    const ranges = workingDays
      .filter((day) => day.dayOfWeek === dayOfWeek)
      .flatMap((day) => day.workingHours)
      .filter(
        (range, index, all) =>
          all.findIndex((r) => r.startAt === range.startAt && r.endAt === range.endAt) === index,
      )
      .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.endAt.localeCompare(b.endAt))
    return ranges.length > 0
      ? [{ dayOfWeek, day: dayMessage(dayOfWeek), ranges: ranges.map(rangeMessage) }]
      : []
  })
}

const workingDaysOf = (mode: Pick<HoursMode, 'schedules'>) =>
  mode.schedules.flatMap((schedule) => schedule.scheduleConfigs.flatMap((config) => config.workingDays))

/** The local's own hours under 'Horarios del Local': its days, or 'Siempre abierto' when it has none. */
export function localHours(workingDays: readonly WorkingDay[]): { status: Message[]; days: DayRow[] } {
  const days = dayRows(workingDays)
  return days.length > 0 ? { status: [], days } : { status: [message('storefront.alwaysOpen')], days }
}

/**
 * What a mode's block says. A mode closed by hand reads 'Cerrado Temporalmente'; one that takes no orders
 * 'Pedidos deshabilitados, menú informativo'; one without a schedule 'Siempre abierto'. A scheduled mode
 * follows the local's hours, or lists its own ('en los siguientes horarios'), or narrows the local's
 * ('dentro de estos horarios'); a mode that keeps its own hours but has none configured is 'Cerrado'.
 */
function blockOf(mode: HoursMode): { status: Message[]; days: DayRow[] } {
  if (mode.manuallyClosed)
    return { status: [message('storefront.closed'), message('storefront.temporarily')], days: [] }
  if (!mode.orderEnabled) return { status: [message('storefront.ordersDisabledInformative')], days: [] }
  if (!mode.useSchedule) return { status: [message('storefront.alwaysOpen')], days: [] }
  const policy = mode.hoursPolicy ?? 'BRANCH_HOURS'
  if (policy === 'BRANCH_HOURS') return { status: [message('storefront.hoursBranch')], days: [] }
  const days = dayRows(workingDaysOf(mode))
  if (days.length === 0) return { status: [message('storefront.closed')], days }
  return {
    status: [message(policy === 'OWN_HOURS' ? 'storefront.hoursOwn' : 'storefront.hoursWithin')],
    days,
  }
}

/** The blocks of the modal for the local's modes; inactive modes are not shown. */
export function hoursBlocks(modes: readonly HoursMode[]): HoursBlock[] {
  const blocks = new Map<string, HoursBlock & { names: string[] }>()
  for (const mode of modes) {
    if (!mode.active) continue
    const { status, days } = blockOf(mode)
    const key = JSON.stringify([status, days])
    const block = blocks.get(key)
    if (block) {
      block.modeIds.push(mode.id)
      block.names.push(mode.name)
    } else {
      blocks.set(key, { modeIds: [mode.id], names: [mode.name], title: '', status, days })
    }
  }
  return [...blocks.values()].map(({ names, ...block }) => ({
    ...block,
    title: names.join(BLOCK_NAME_SEPARATOR),
  }))
}

/** The weekday and 'HH:MM' of an instant in a time zone (the branch's, not the diner's device). */
export function localClock(nowMs: number, timeZone: string): { day: DayOfWeek; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(nowMs))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    day: part('weekday').toUpperCase() as DayOfWeek,
    time: `${part('hour').padStart(2, '0')}:${part('minute').padStart(2, '0')}`,
  }
}

const openWithin = (days: readonly WorkingDay[], clock: { day: DayOfWeek; time: string }) =>
  days.some(
    (day) =>
      day.dayOfWeek === clock.day &&
      day.workingHours.some((range) => range.startAt <= clock.time && clock.time < range.endAt),
  )

/**
 * Whether the Closed tag shows for a mode now: closed by hand, or outside the hours that govern it (the
 * local's for BRANCH_HOURS, its own for OWN_HOURS, both for WITHIN_BRANCH_HOURS). No hours at all means
 * always open; a mode without a schedule is always open.
 */
export function isClosedNow(
  mode: Pick<HoursMode, 'manuallyClosed' | 'useSchedule' | 'hoursPolicy' | 'schedules'>,
  localDays: readonly WorkingDay[],
  nowMs: number,
  timeZone: string,
): boolean {
  if (mode.manuallyClosed) return true
  if (!mode.useSchedule) return false
  const clock = localClock(nowMs, timeZone)
  const localOpen = localDays.length === 0 || openWithin(localDays, clock)
  const policy = mode.hoursPolicy ?? 'BRANCH_HOURS'
  if (policy === 'BRANCH_HOURS') return !localOpen
  const ownOpen = openWithin(workingDaysOf(mode), clock)
  return policy === 'OWN_HOURS' ? !ownOpen : !(ownOpen && localOpen)
}
