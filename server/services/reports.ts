import { type SQL, sql } from 'drizzle-orm'
import { type DateRange, previousRange, rangeInstants } from '../../domain/report-range'
import { reports as texts } from '../../i18n/es/reports'

export type ReportUnit = 'count' | 'money' | 'minutes' | 'percent' | 'points' | 'rating' | 'text'
export type ReportCell = string | number | null

export interface ReportFigure {
  key: string
  label: string
  unit: ReportUnit
  value: number | null
  previous: number | null
}

export interface ReportTable {
  key: string
  title: string
  /** how the UI draws it; every table is also shown as a table and exported as CSV */
  chart: 'line' | 'bar' | 'heatmap' | 'funnel' | 'none'
  columns: { key: string; label: string; unit: ReportUnit }[]
  rows: ReportCell[][]
}

export interface ReportBody {
  summary: ReportFigure[]
  tables: ReportTable[]
}

/** Where and when a report looks: one local, a range of its days and the period before it. */
export interface ReportScope {
  localId: number
  timeZone: string
  range: DateRange
  start: string
  end: string
  previous: { range: DateRange; start: string; end: string }
}

export function reportScope(localId: number, timeZone: string, range: DateRange): ReportScope {
  const instants = (r: DateRange) => {
    const { start, end } = rangeInstants(r, timeZone)
    return { start: start.toISOString(), end: end.toISOString() }
  }
  const before = previousRange(range)
  return { localId, timeZone, range, ...instants(range), previous: { range: before, ...instants(before) } }
}

/** The orders of the scope's local placed within [start, end): uses diner_order_contact_idx. */
export const ordersWithin = (scope: ReportScope, start: string, end: string, alias = 'o'): SQL =>
  sql`${sql.raw(alias)}.branch_contact_id = ${scope.localId} and ${sql.raw(alias)}.ordered_at >= ${start}::timestamptz and ${sql.raw(alias)}.ordered_at < ${end}::timestamptz`

/** A local date ('YYYY-MM-DD') of a timestamp column, in the venue's zone. */
export const localDay = (scope: ReportScope, column: string): SQL =>
  sql`to_char(${sql.raw(column)} at time zone ${scope.timeZone}, 'YYYY-MM-DD')`

/** PostgreSQL answers counts as bigint and sums as numeric, both as strings: read them as numbers. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)
/** Minutes with one decimal. */
export const minutes = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10
export const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0)

/** A table column named by its key, with its Spanish label (i18n/es/reports.ts columns). */
export const col = (key: keyof typeof texts.columns, unit: ReportUnit) => ({
  key,
  label: texts.columns[key],
  unit,
})
