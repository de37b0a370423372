import type { ChartCell, ChartColumn } from './report-chart'

/**
 * A report table as CSV (RFC 4180): the column labels, then the rows with the very numbers the API sent
 * (money in whole units, minutes with a '.' decimal, an empty field for no value), so a spreadsheet reads
 * what the table and the chart show. A field with a comma, a quote or a line break is quoted.
 */
export function reportCsv(columns: readonly ChartColumn[], rows: readonly (readonly ChartCell[])[]): string {
  const line = (cells: readonly ChartCell[]) => cells.map(field).join(',')
  return `${[line(columns.map((c) => c.label)), ...rows.map(line)].join('\r\n')}\r\n`
}

function field(cell: ChartCell | undefined): string {
  if (cell === null || cell === undefined) return ''
  const text = String(cell)
  // A leading =, +, - or @ makes a spreadsheet run the field as a formula: a plate named "=HYPERLINK(…)"
  // must stay text. Numbers are written as they are (a negative amount is a number, not a formula).
  const safe = typeof cell === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The file a table downloads as: report, table and range, e.g. ventas-perDay-2026-11-01-2026-11-29.csv. */
export const csvFileName = (report: string, table: string, range: { from: string; to: string }) =>
  `${report}-${table}-${range.from}-${range.to}.csv`
