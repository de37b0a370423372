/**
 * The geometry of the reports' charts (issue 37), as pure functions: the views only draw the SVG these
 * numbers describe, so a chart cannot show a figure its table does not have (both read the same rows).
 * Plain SVG instead of a chart library: four chart kinds, no animation, and no new dependency to keep.
 */

export type ChartUnit = 'count' | 'money' | 'minutes' | 'percent' | 'points' | 'rating' | 'text'
export type ChartCell = string | number | null

export interface ChartColumn {
  key: string
  label: string
  unit: ChartUnit
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `max`: an axis that ends on a round number (0 → 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max - power * 1e-9) return step * power
  return 10 * power
}

/** `count` + 1 evenly spaced round ticks from 0 to niceMax(max). */
export function ticks(max: number, count = 4): number[] {
  const top = niceMax(max)
  return Array.from({ length: count + 1 }, (_, i) => Math.round(((top * i) / count) * 1000) / 1000)
}

/** A value's position along an axis of `length` pixels whose top is `top` (values outside are clamped). */
export function scale(value: number, top: number, length: number): number {
  if (!(top > 0)) return 0
  return (Math.min(Math.max(value, 0), top) / top) * length
}

/** The numeric columns a chart draws: those sharing the first numeric column's unit; p90s are left to the table. */
export function drawnColumns(columns: readonly ChartColumn[]): number[] {
  const numeric = columns.flatMap((column, i) => (column.unit === 'text' || i === 0 ? [] : [i]))
  const first = numeric[0]
  if (first === undefined) return []
  const unit = columns[first]?.unit
  return numeric.filter((i) => columns[i]?.unit === unit && !/p90$/i.test(columns[i]?.key ?? ''))
}

export interface Series {
  column: number
  label: string
  /** one point per row, null where the row has no value */
  points: ({ x: number; y: number; value: number } | null)[]
}

export interface LineChart {
  width: number
  height: number
  ticks: number[]
  series: Series[]
}

/** A line per drawn column over the rows (one x step per row), y growing upwards from the bottom. */
export function lineChart(
  columns: readonly ChartColumn[],
  rows: readonly (readonly ChartCell[])[],
  width: number,
  height: number,
): LineChart {
  const drawn = drawnColumns(columns)
  const values = rows.flatMap((row) =>
    drawn.map((i) => row[i]).filter((v): v is number => typeof v === 'number'),
  )
  const axis = ticks(Math.max(0, ...values))
  const top = axis[axis.length - 1] as number
  const step = rows.length > 1 ? width / (rows.length - 1) : 0
  return {
    width,
    height,
    ticks: axis,
    series: drawn.map((column) => ({
      column,
      label: columns[column]?.label ?? '',
      points: rows.map((row, r) => {
        const value = row[column]
        if (typeof value !== 'number') return null
        return { x: rows.length > 1 ? r * step : width / 2, y: height - scale(value, top, height), value }
      }),
    })),
  }
}

/** The SVG path of a series: a new stroke after each gap (a day without the figure). */
export function linePath(points: Series['points']): string {
  let path = ''
  let pen = false
  for (const point of points) {
    if (!point) {
      pen = false
      continue
    }
    path += `${pen ? 'L' : 'M'}${round(point.x)} ${round(point.y)} `
    pen = true
  }
  return path.trim()
}

const round = (n: number) => Math.round(n * 10) / 10

export interface Bar {
  row: number
  column: number
  label: string
  value: number
  length: number
}

export interface BarChart {
  ticks: number[]
  /** per row its label and one bar per drawn column */
  groups: { label: string; bars: Bar[] }[]
}

/** Horizontal bars: per row, one bar per drawn column, lengths on a shared axis of `length` pixels. */
export function barChart(
  columns: readonly ChartColumn[],
  rows: readonly (readonly ChartCell[])[],
  length: number,
): BarChart {
  const drawn = drawnColumns(columns)
  const values = rows.flatMap((row) => drawn.map((i) => numberOf(row[i])))
  const axis = ticks(Math.max(0, ...values))
  const top = axis[axis.length - 1] as number
  return {
    ticks: axis,
    groups: rows.map((row, r) => ({
      label: String(row[0] ?? ''),
      bars: drawn.map((column) => ({
        row: r,
        column,
        label: columns[column]?.label ?? '',
        value: numberOf(row[column]),
        length: scale(numberOf(row[column]), top, length),
      })),
    })),
  }
}

const numberOf = (cell: ChartCell | undefined) => (typeof cell === 'number' ? cell : 0)

export interface HeatCell {
  row: number
  day: string
  hour: number
  value: number
  /** 0 (none) to 4 (the busiest cell's quarter) */
  level: number
}

/** The heat map's cells from rows of [day, hour, value], each with its level of the busiest cell. */
export function heatCells(rows: readonly (readonly ChartCell[])[]): { days: string[]; cells: HeatCell[] } {
  const values = rows.map((row) => numberOf(row[2]))
  const max = Math.max(0, ...values)
  const days: string[] = []
  const cells = rows.map((row, i) => {
    const day = String(row[0] ?? '')
    if (!days.includes(day)) days.push(day)
    const value = values[i] as number
    return { row: i, day, hour: numberOf(row[1]), value, level: heatLevel(value, max) }
  })
  return { days, cells }
}

export function heatLevel(value: number, max: number): number {
  if (!(value > 0) || !(max > 0)) return 0
  return Math.min(4, Math.ceil((value / max) * 4))
}

export interface FunnelStep {
  column: number
  label: string
  value: number
  /** share of the first step, 0–100 */
  share: number
}

/** Per row (campaign) its steps, from the first count column to the last, each as a share of the first. */
export function funnelSteps(
  columns: readonly ChartColumn[],
  rows: readonly (readonly ChartCell[])[],
): { label: string; steps: FunnelStep[] }[] {
  const steps = columns.flatMap((column, i) => (column.unit === 'count' ? [i] : []))
  return rows.map((row) => {
    const first = numberOf(row[steps[0] ?? 0])
    return {
      label: String(row[0] ?? ''),
      steps: steps.map((column) => {
        const value = numberOf(row[column])
        return {
          column,
          label: columns[column]?.label ?? '',
          value,
          share: first > 0 ? Math.round((value / first) * 1000) / 10 : 0,
        }
      }),
    }
  })
}

/** The change from `previous` to `value` in percent, one decimal; null when there is nothing to compare. */
export function change(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10
}

/**
 * A cell as the table writes it (Argentina's way by default): money with its symbol and thousands, counts
 * with thousands, minutes, ratings and shares with a decimal comma; '—' for no value.
 */
export function formatCell(
  cell: ChartCell | undefined,
  unit: ChartUnit,
  money: (amount: number) => string,
  count: (n: number) => string,
): string {
  if (cell === null || cell === undefined) return '—'
  if (typeof cell === 'string' || unit === 'text') return String(cell)
  switch (unit) {
    case 'money':
      return money(cell)
    case 'count':
    case 'points':
      return count(cell)
    case 'percent':
      return `${decimal(cell)} %`
    default:
      return decimal(cell)
  }
}

const decimal = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',')
