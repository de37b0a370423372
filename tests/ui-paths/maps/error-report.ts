import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const reportButton = { role: 'button', name: message('order.reportError') } as const
const dialog = { role: 'dialog', name: message('order.reportError') } as const

/** 'Reportar un problema' on the follow-up of the seeded delivered order (placed minutes before). */
export const errorReportMap: UiMap = {
  machine: 'error-report',
  where: 'Seguimiento de un pedido entregado hace minutos, sin reporte previo',
  url: '/menu/pizzeria-demo-palermo/order/{deliveredOrderCode}',
  // another e2e file reports this order for real; read here as it was before, and answered below without
  // touching the database, the replay neither depends on nor changes what the other files see
  rewrite: [
    {
      name: 'la lectura del pedido',
      method: 'GET',
      path: '^/api/diner/[^/]+/order/[^/]+$',
      json: { dinerOrderDetails: null },
    },
  ],
  // its toasts: the reason required, the report received, the update failed
  notices: true,
  held: { report: { name: 'el envío del reporte', method: 'POST', path: '^/api/diner/order/details$' } },
  events: [
    {
      event: 'errorReport.orderLoaded',
      match: { now: '2025-05-10T22:00:00.000Z' },
      unreachableWhen: [
        {
          in: 'error-report.available',
          reason: 'a re-read of the same order changes nothing on the screen, and the follow-up decides when',
        },
      ],
      cause: [{ happens: 'Espera a que la página lea el pedido' }],
    },
    {
      event: 'errorReport.orderLoaded',
      match: { now: '2025-05-11T20:00:00.000Z' },
      unreachable:
        'the seeded delivered order is minutes old when the replay opens it; past 24 h the button is simply absent (domain canReportError, unit-tested)',
    },
    { event: 'errorReport.opened', cause: [{ tap: reportButton }] },
    {
      event: 'errorReport.reasonSelected',
      match: { reason: 'LATE_DELIVERY' },
      cause: [{ tap: { role: 'radio', name: message('order.errorLateDelivery') } }],
    },
    {
      event: 'errorReport.reasonSelected',
      match: { reason: 'NOT_A_REASON' },
      unreachable: 'the dialog offers the known reasons only',
    },
    {
      event: 'errorReport.confirmed',
      cause: [{ tap: { role: 'button', name: message('common.continue') } }],
    },
    { event: 'errorReport.cancelled', cause: [{ tap: { role: 'button', name: message('common.cancel') } }] },
    {
      event: 'xstate.done.actor.reportOrderError',
      cause: [{ answer: 'report', status: 200, title: 'OK', json: {} }],
    },
    {
      event: 'xstate.error.actor.reportOrderError',
      cause: [{ answer: 'report', status: 500, title: 'Internal Server Error' }],
    },
  ],
  states: {
    'error-report': [],
    // the page reads the order as it opens: these pass before a person could look
    'error-report.waitingForOrder': [],
    'error-report.checking': [],
    'error-report.unavailable': {
      unreachable: 'the seeded delivered order is minutes old (see orderLoaded)',
    },
    'error-report.available': [{ see: reportButton }, { gone: dialog }],
    'error-report.choosing': [{ see: dialog }, { see: { text: message('order.errorReasonPrompt') } }],
    'error-report.sending': [{ see: dialog }],
    'error-report.reported': [{ gone: reportButton }, { gone: dialog }],
  },
}
