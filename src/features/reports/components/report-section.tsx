import { useId } from 'react'
import { type ChartCell, formatCell } from '../../../../domain/report-chart'
import { csvFileName, reportCsv } from '../../../../domain/report-csv'
import type { DateRange } from '../../../../domain/report-range'
import { reports as texts } from '../../../../i18n/es/reports'
import { fillTemplate } from '../../../../i18n/render'
import { useCount, useMoney } from '../../../lib/use-t'
import { type ChartTable, ReportChart } from './report-chart'

/** Hands the browser a file made here (no round trip: the CSV is the rows on screen). */
function download(name: string, text: string) {
  // the BOM makes a spreadsheet read the accents as UTF-8
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** One table of a report: its chart, the same rows as an accessible table, and their CSV. */
export function ReportSection({
  report,
  table,
  range,
}: {
  report: string
  table: ChartTable
  range: DateRange
}) {
  const money = useMoney()
  const count = useCount()
  const headingId = useId()
  const format = (cell: ChartCell, column: number) =>
    formatCell(cell, table.columns[column]?.unit ?? 'text', money, count)
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4"
      data-report-table={table.key}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {table.title}
        </h2>
        <button
          type="button"
          className="min-h-11 rounded-lg border-2 border-gray-700 px-3 font-semibold"
          onClick={() =>
            download(csvFileName(report, table.key, range), reportCsv(table.columns, table.rows))
          }
          aria-label={`${texts.downloadCsv}: ${table.title}`}
        >
          {texts.downloadCsv}
        </button>
      </div>
      {table.rows.length === 0 ? (
        <p className="text-gray-700">{texts.empty}</p>
      ) : (
        <>
          <ReportChart table={table} format={format} />
          <section
            className="max-h-80 overflow-auto rounded border border-gray-200"
            aria-label={fillTemplate(texts.tableOf, { title: table.title })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the keyboard's focus, or its rows cannot be scrolled to
            tabIndex={0}
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{table.title}</caption>
              <thead className="sticky top-0 bg-gray-100">
                <tr>
                  {table.columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={`px-2 py-1 font-semibold ${column.unit === 'text' ? 'text-left' : 'text-right'}`}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  // rows have no id of their own: a day, a plate or an hour is unique within its table
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={r} className="border-t border-gray-200">
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th
                          key={table.columns[c]?.key}
                          scope="row"
                          className="px-2 py-1 text-left font-normal"
                        >
                          {format(cell, c)}
                        </th>
                      ) : (
                        <td
                          key={table.columns[c]?.key}
                          className={`px-2 py-1 tabular-nums ${table.columns[c]?.unit === 'text' ? 'text-left' : 'text-right'}`}
                        >
                          {format(cell, c)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  )
}
