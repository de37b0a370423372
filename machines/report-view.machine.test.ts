import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describeModel } from './graph/describe-model'
import {
  type AdminReport,
  connectReportView,
  type ReportRequest,
  reportViewMachine,
} from './report-view.machine'
import { reportViewModel } from './report-view.model'

describeModel(reportViewModel, {
  eachStep: ({ snapshot }) => {
    const view = connectReportView(snapshot, () => undefined)
    // busy exactly while reading; a failure is shown only once the reading is over
    expect(view.busy).toBe(snapshot.matches('loading'))
    if (view.failure) expect(view.report).toBeNull()
    expect(view.canRetry).toBe(view.failure === 'failed')
    if (snapshot.matches('loaded')) expect(view.report).not.toBeNull()
  },
})

const request: ReportRequest = {
  alias: 'pizzeria-demo-palermo',
  report: 'ventas',
  range: { from: '2026-11-01', to: '2026-11-30' },
}
const answer = (range: ReportRequest['range']) =>
  ({
    report: 'ventas',
    local: { alias: request.alias, name: 'Palermo', timeZone: 'America/Argentina/Buenos_Aires' },
    range,
    previous: range,
    summary: [],
    tables: [],
  }) satisfies AdminReport

describe('report view', () => {
  it('keeps the last report on screen while another range loads, and shows only the answer to the latest request', async () => {
    const asked: ReportRequest[] = []
    const pending: ((report: AdminReport) => void)[] = []
    const actor = createActor(
      reportViewMachine.provide({
        actors: {
          fetchReport: fromPromise<AdminReport, ReportRequest>(({ input }) => {
            asked.push(input)
            return new Promise((resolve) => pending.push(resolve))
          }),
        },
      }),
      { input: request },
    ).start()
    pending[0]?.(answer(request.range))
    await waitFor(actor, (s) => s.matches('loaded'))

    const today = { from: '2026-11-30', to: '2026-11-30' }
    const week = { from: '2026-11-24', to: '2026-11-30' }
    actor.send({ type: 'reportView.requested', request: { ...request, range: today } })
    const view = connectReportView(actor.getSnapshot(), actor.send)
    expect(view.busy).toBe(true)
    expect(view.report?.range).toEqual(request.range)
    actor.send({ type: 'reportView.requested', request: { ...request, range: week } })
    // the first range's late answer lands on a stopped invoke: the week's is the one shown
    pending[1]?.(answer(today))
    pending[2]?.(answer(week))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.report?.range).toEqual(week)
    expect(asked.map((r) => r.range)).toEqual([request.range, today, week])
    actor.stop()
  })

  it('asks again for the same report only after a failure, on retry', async () => {
    let calls = 0
    const actor = createActor(
      reportViewMachine.provide({
        actors: {
          fetchReport: fromPromise<AdminReport, ReportRequest>(async ({ input }) => {
            calls += 1
            if (calls === 1) throw { status: 503 }
            return answer(input.range)
          }),
        },
      }),
      { input: request },
    ).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(connectReportView(actor.getSnapshot(), actor.send).canRetry).toBe(true)
    actor.send({ type: 'reportView.requested', request })
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    connectReportView(actor.getSnapshot(), actor.send).retry()
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(calls).toBe(2)
    actor.stop()
  })
})
