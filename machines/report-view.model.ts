import { defineModel } from './graph/model'
import { type AdminReport, reportViewMachine } from './report-view.machine'

const request = {
  alias: 'pizzeria-demo-palermo',
  report: 'ventas',
  range: { from: '2026-11-01', to: '2026-11-30' },
} as const
const report = {
  report: 'ventas',
  local: { alias: request.alias, name: 'Palermo', timeZone: 'America/Argentina/Buenos_Aires' },
  range: request.range,
  previous: { from: '2026-10-02', to: '2026-10-31' },
  summary: [{ key: 'orders', label: 'Pedidos', unit: 'count', value: 10, previous: 8 }],
  tables: [],
} satisfies AdminReport

export const reportViewModel = defineModel({
  name: 'report-view',
  description:
    'One back-office report: load it, show it, load again when the report, local or range changes, and a failure (refused, bad range, error) with retry.',
  machine: reportViewMachine,
  input: request,
  events: [
    { type: 'xstate.done.actor.report', output: report },
    { type: 'xstate.error.actor.report', error: { status: 500 } },
    { type: 'xstate.error.actor.report', error: { status: 403 } },
    { type: 'xstate.error.actor.report', error: { status: 400 } },
    { type: 'reportView.retry' },
    // the same request again (a re-render) changes nothing; another range loads
    { type: 'reportView.requested', request },
    {
      type: 'reportView.requested',
      request: { ...request, range: { from: '2026-11-29', to: '2026-11-29' } },
    },
  ],
})
