import { errorReportMachine, type ReportableOrder } from './error-report.machine'
import { defineModel } from './graph/model'

const ORDERED_AT = '2025-05-10T20:00:00.000Z'
export const deliveredOrder: ReportableOrder = {
  code: 'PD-1001',
  status: 'DELIVERED',
  errorType: null,
  orderedAt: ORDERED_AT,
}
export const twoHoursLater = '2025-05-10T22:00:00.000Z'

export const errorReportModel = defineModel({
  name: 'error-report',
  description:
    'Report a problem with a delivered order (no earlier report, under 24 h): open, choose a reason, confirm; success or failure.',
  machine: errorReportMachine,
  events: [
    { type: 'errorReport.orderLoaded', order: deliveredOrder, now: twoHoursLater },
    { type: 'errorReport.orderLoaded', order: deliveredOrder, now: '2025-05-11T20:00:00.000Z' },
    { type: 'errorReport.reasonSelected', reason: 'LATE_DELIVERY' },
    { type: 'errorReport.reasonSelected', reason: 'NOT_A_REASON' },
    { type: 'xstate.error.actor.reportOrderError', error: { status: 500 } },
  ],
})
