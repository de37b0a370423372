import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ERROR_REPORT_REASONS } from '../domain/order-status'
import { errorReportMachine, type OrderErrorReport } from './error-report.machine'
import { deliveredOrder, errorReportModel, twoHoursLater } from './error-report.model'
import { describeModel } from './graph/describe-model'

const notices = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.key)

describeModel(errorReportModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const { context } = snapshot
    if (snapshot.hasTag('canReport')) expect(context.now).toBe(twoHoursLater)
    if (snapshot.matches('sending')) expect(ERROR_REPORT_REASONS).toContain(context.reason)
    const expected: Record<string, string[]> = {
      'xstate.done.actor.reportOrderError': ['order.errorReported'],
      'xstate.error.actor.reportOrderError': ['order.updateFailed'],
    }
    if (event.type === 'errorReport.confirmed' && !snapshot.matches('sending'))
      expect(notices(emitted)).toEqual(['order.errorReasonRequired'])
    else expect(notices(emitted)).toEqual(expected[event.type] ?? [])
    if (snapshot.matches('reported')) expect(context.order?.errorType).toBe('LATE_DELIVERY')
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('error report', () => {
  it('sends the order code and the chosen reason, after which the order is no longer reportable', async () => {
    const sent: OrderErrorReport[] = []
    const actor = createActor(
      errorReportMachine.provide({
        actors: { reportOrderError: fromPromise(async ({ input }) => void sent.push(input)) },
      }),
    ).start()
    actor.send({ type: 'errorReport.orderLoaded', order: deliveredOrder, now: twoHoursLater })
    actor.send({ type: 'errorReport.opened' })
    actor.send({ type: 'errorReport.reasonSelected', reason: 'COLD_FOOD' })
    actor.send({ type: 'errorReport.confirmed' })
    actor.send({ type: 'errorReport.confirmed' })
    await settle()
    expect(sent).toEqual([{ orderCode: 'PD-1001', errorType: 'COLD_FOOD' }])
    expect(actor.getSnapshot().hasTag('reported')).toBe(true)
  })

  it.each([
    ['a status other than delivered', { ...deliveredOrder, status: 'READY' as const }],
    ['an order with an earlier report', { ...deliveredOrder, errorType: 'OTHER' }],
  ])('is not offered for %s', (_, order) => {
    const actor = createActor(errorReportMachine).start()
    actor.send({ type: 'errorReport.orderLoaded', order, now: twoHoursLater })
    expect(actor.getSnapshot().matches('unavailable')).toBe(true)
    actor.send({ type: 'errorReport.opened' })
    expect(actor.getSnapshot().matches('unavailable')).toBe(true)
  })

  it('becomes available when a refreshed order is delivered', () => {
    const actor = createActor(errorReportMachine).start()
    actor.send({
      type: 'errorReport.orderLoaded',
      order: { ...deliveredOrder, status: 'READY' },
      now: twoHoursLater,
    })
    actor.send({ type: 'errorReport.orderLoaded', order: deliveredOrder, now: twoHoursLater })
    expect(actor.getSnapshot().hasTag('canReport')).toBe(true)
  })
})
