import { Link } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { change, formatCell } from '../../../../domain/report-chart'
import { REPORT_NAMES, type ReportSearch } from '../../../../domain/report-names'
import { type DateRange, localToday, MAX_REPORT_DAYS, presetRange } from '../../../../domain/report-range'
import { reports as texts } from '../../../../i18n/es/reports'
import { fillTemplate } from '../../../../i18n/render'
import {
  type AdminReport,
  connectReportView,
  type ReportRequest,
  reportViewMachine,
} from '../../../../machines/report-view.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useCount, useMoney } from '../../../lib/use-t'
import { fetchReport } from '../api/reports-api'
import { RangePicker } from './range-picker'
import { ReportSection } from './report-section'

/** A local the account administers, as the back office lists them (GET /api/admin/locals). */
export interface ReportLocal {
  alias: string
  name: string
  timeZone: string
  branch: { name: string }
}

/**
 * /admin/reportes (issue 37), inside the back office's frame: a tab per report, the local (an owner's
 * choice among the company's, a manager's own), the period as a preset in the venue's days or two dates,
 * all in the URL's search.
 */
export function ReportsPage({
  locals,
  search,
  go,
}: {
  locals: { status: 'pending' | 'error' | 'success'; data: ReportLocal[] | undefined }
  search: ReportSearch
  go: (search: ReportSearch) => void
}) {
  if (locals.status === 'pending') return <p>{texts.loading}</p>
  if (locals.status === 'error' || !locals.data) return <p role="alert">{texts.loadFailed}</p>
  return <ReportsBody locals={locals.data} search={search} go={go} />
}

function ReportsBody({
  locals,
  search,
  go,
}: {
  locals: ReportLocal[]
  search: ReportSearch
  go: (search: ReportSearch) => void
}) {
  const local = locals.find((l) => l.alias === search.local) ?? locals[0]
  if (!local) return <p>{texts.noLocals}</p>
  const range: DateRange =
    search.desde && search.hasta
      ? { from: search.desde, to: search.hasta }
      : presetRange(search.periodo ?? '30-dias', localToday(Date.now(), local.timeZone))

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={texts.tabs}>
        <ul className="flex flex-wrap gap-2">
          {REPORT_NAMES.map((name) => (
            <li key={name}>
              <Link
                to="/admin/reportes"
                search={{ ...search, reporte: name }}
                aria-current={name === search.reporte ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg border-2 px-3 font-semibold ${
                  name === search.reporte
                    ? 'border-gray-900 bg-gray-900 text-white'
                    : 'border-gray-400 bg-white'
                }`}
              >
                {texts.names[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end gap-4">
        {locals.length > 1 && (
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{texts.local}</span>
            <select
              className="min-h-11 rounded border border-gray-500 bg-white px-2"
              value={local.alias}
              onChange={(e) => go({ ...search, local: e.target.value })}
            >
              {locals.map((l) => (
                <option key={l.alias} value={l.alias}>
                  {`${l.branch.name} · ${l.name}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <RangePicker search={search} range={range} go={go} />
      </div>
      <ReportView request={{ alias: local.alias, report: search.reporte, range }} />
    </div>
  )
}

function ReportView({ request }: { request: ReportRequest }) {
  const machine = useMemo(
    () =>
      reportViewMachine.provide({
        actors: {
          fetchReport: fromPromise<AdminReport, ReportRequest>(({ input, signal }) =>
            fetchReport(input, signal),
          ),
        },
      }),
    [],
  )
  const [snapshot, send] = useFlow(machine, { input: request })
  const view = connectReportView(snapshot, send)
  const { alias, report } = request
  const { from, to } = request.range
  // the URL is the source of the request: a tab, a preset or the dates send it here
  useEffect(() => {
    send({ type: 'reportView.requested', request: { alias, report, range: { from, to } } })
  }, [send, alias, report, from, to])

  if (view.failure)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-2 rounded-lg border border-red-700 bg-white p-4"
      >
        <p>
          {view.failure === 'forbidden'
            ? texts.forbidden
            : view.failure === 'badRange'
              ? fillTemplate(texts.badRange, { days: MAX_REPORT_DAYS })
              : texts.loadFailed}
        </p>
        {view.canRetry && (
          <button
            type="button"
            className="min-h-11 rounded-lg border-2 border-gray-700 px-3 font-semibold"
            onClick={view.retry}
          >
            {texts.retry}
          </button>
        )}
      </div>
    )
  if (!view.report) return <p aria-live="polite">{texts.loading}</p>
  return <ReportBody report={view.report} busy={view.busy} />
}

function ReportBody({ report, busy }: { report: AdminReport; busy: boolean }) {
  const money = useMoney()
  const count = useCount()
  return (
    <div
      className="flex flex-col gap-4"
      aria-busy={busy}
      data-report={report.report}
      data-range={`${report.range.from}/${report.range.to}`}
    >
      <h2 className="text-xl font-semibold">
        {`${(texts.names as Record<string, string>)[report.report] ?? report.report} · ${report.local.name}`}
      </h2>
      <p className="text-sm text-gray-700">
        {`${report.range.from} – ${report.range.to} · ${fillTemplate(texts.previousPeriod, report.previous)}`}
        {busy && <span aria-live="polite">{` · ${texts.updating}`}</span>}
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {report.summary.map((figure) => {
          const write = (v: number | null) => formatCell(v, figure.unit, money, count)
          const delta = change(figure.value, figure.previous)
          return (
            <li
              key={figure.key}
              className="rounded-lg border border-gray-300 bg-white p-3"
              data-figure={figure.key}
            >
              <p className="text-sm text-gray-700">{figure.label}</p>
              <p className="text-2xl font-semibold tabular-nums">{write(figure.value)}</p>
              <p className="text-sm text-gray-700">
                {fillTemplate(texts.previousValue, { value: write(figure.previous) })}
                {delta !== null &&
                  ` · ${fillTemplate(delta >= 0 ? texts.changeUp : texts.changeDown, { change: String(delta).replace('.', ',') })}`}
              </p>
            </li>
          )
        })}
      </ul>
      {report.tables.map((table) => (
        <ReportSection key={table.key} report={report.report} table={table} range={report.range} />
      ))}
    </div>
  )
}
