import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ERROR_REPORT_REASONS } from '../domain/order-status'
import { connectErrorReport } from './error-report.connect'
import { type ErrorReportEvent, errorReportMachine } from './error-report.machine'
import { deliveredOrder, twoHoursLater } from './error-report.model'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function viewed(fails = false) {
  const machine = errorReportMachine.provide({
    actors: {
      reportOrderError: fromPromise(async () => {
        if (fails) throw new Error('500')
      }),
    },
  })
  const actor = createActor(machine).start()
  const sent: ErrorReportEvent[] = []
  const send = (event: ErrorReportEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, view: () => connectErrorReport(actor.getSnapshot(), send) }
}

describe('connectErrorReport', () => {
  it('offers nothing before the order is read, nor a day after it was ordered', () => {
    const { actor, view } = viewed()
    expect(view().offered).toBe(false)
    actor.send({ type: 'errorReport.orderLoaded', order: deliveredOrder, now: '2025-05-11T20:00:00.000Z' })
    expect(view().offered).toBe(false)
  })

  it('offers the report for a delivered order, lists every reason unchecked, then checks the chosen one', () => {
    const { actor, view, sent } = viewed()
    actor.send({ type: 'errorReport.orderLoaded', order: deliveredOrder, now: twoHoursLater })
    expect(view()).toMatchObject({ offered: true, open: false, busy: false })
    view().setOpen(true)
    expect(view().open).toBe(true)
    expect(view().reasons.map((r) => r.reason)).toEqual([...ERROR_REPORT_REASONS])
    expect(view().reasons.every((r) => !r.checked && r.label.key.length > 0)).toBe(true)
    view()
      .reasons.find((r) => r.reason === 'LATE_DELIVERY')
      ?.select()
    expect(
      view()
        .reasons.filter((r) => r.checked)
        .map((r) => r.reason),
    ).toEqual(['LATE_DELIVERY'])
    expect(sent).toEqual([
      { type: 'errorReport.opened' },
      { type: 'errorReport.reasonSelected', reason: 'LATE_DELIVERY' },
    ])
  })

  it('sends the report busy, then offers it no more', async () => {
    const { actor, view } = viewed()
    actor.send({ type: 'errorReport.orderLoaded', order: deliveredOrder, now: twoHoursLater })
    view().setOpen(true)
    view().reasons[0]?.select()
    view().confirm()
    expect(view()).toMatchObject({ open: true, busy: true })
    await settle()
    expect(view()).toMatchObject({ offered: false, open: false })
  })

  it('a failed report goes back to the reasons; cancelling closes and forgets the reason', async () => {
    const { actor, view } = viewed(true)
    actor.send({ type: 'errorReport.orderLoaded', order: deliveredOrder, now: twoHoursLater })
    view().setOpen(true)
    view().reasons[1]?.select()
    view().confirm()
    await settle()
    expect(view()).toMatchObject({ open: true, busy: false })
    view().cancel()
    expect(view()).toMatchObject({ offered: true, open: false })
    expect(view().reasons.some((r) => r.checked)).toBe(false)
  })
})
