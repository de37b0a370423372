import { assign, emit, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import {
  canReportError,
  type ErrorReportReason,
  isErrorReportReason,
  type OrderFacts,
} from '../domain/order-status'

export type ReportableOrder = Pick<OrderFacts, 'code' | 'status' | 'errorType' | 'orderedAt'>

export interface ErrorReportContext {
  order: ReportableOrder | null
  /** when the order was read: the 24 h window is measured against it */
  now: string | null
  reason: ErrorReportReason | null
}

export type ErrorReportEvent =
  | { type: 'errorReport.orderLoaded'; order: ReportableOrder; now: string }
  | { type: 'errorReport.opened' }
  | { type: 'errorReport.reasonSelected'; reason: string }
  | { type: 'errorReport.confirmed' }
  | { type: 'errorReport.cancelled' }

export type ErrorReportEmitted = { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }

/** POST /api/diner/order/details */
export interface OrderErrorReport {
  orderCode: string
  errorType: ErrorReportReason
}

/**
 * Reporting a problem with an order (2-checkout.md §4 "Error report"). Offered only for a delivered order
 * with no earlier report, ordered less than 24 hours ago; a reason must be chosen before confirming.
 * The follow-up sends every order it reads, so the offer follows the order as it changes.
 */
export const errorReportMachine = setup({
  types: {
    context: {} as ErrorReportContext,
    events: {} as ErrorReportEvent,
    emitted: {} as ErrorReportEmitted,
  },
  actors: {
    reportOrderError: fromPromise<void, OrderErrorReport>(async () => {
      throw new Error('provide reportOrderError at the edge')
    }),
  },
  guards: {
    canReport: ({ context }) =>
      context.order !== null && context.now !== null && canReportError(context.order, context.now),
    isKnownReason: ({ event }) =>
      event.type === 'errorReport.reasonSelected' && isErrorReportReason(event.reason),
    hasReason: ({ context }) => context.reason !== null,
  },
  actions: {
    setOrder: assign(({ event }) =>
      event.type === 'errorReport.orderLoaded' ? { order: event.order, now: event.now } : {},
    ),
    setReason: assign({
      reason: ({ context, event }) =>
        event.type === 'errorReport.reasonSelected' && isErrorReportReason(event.reason)
          ? event.reason
          : context.reason,
    }),
    clearReason: assign({ reason: null }),
    markReported: assign({
      order: ({ context }) => context.order && { ...context.order, errorType: context.reason },
    }),
    notifyReasonRequired: emit({
      type: 'notify',
      level: 'error',
      message: message('order.errorReasonRequired'),
    } as const),
    notifyReported: emit({
      type: 'notify',
      level: 'success',
      message: message('order.errorReported'),
    } as const),
    notifyUpdateFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('order.updateFailed'),
    } as const),
  },
}).createMachine({
  id: 'error-report',
  context: { order: null, now: null, reason: null },
  initial: 'waitingForOrder',
  states: {
    waitingForOrder: {
      on: { 'errorReport.orderLoaded': { target: 'checking', actions: 'setOrder' } },
    },
    checking: {
      always: [{ guard: 'canReport', target: 'available' }, { target: 'unavailable' }],
    },
    unavailable: {
      on: { 'errorReport.orderLoaded': { target: 'checking', actions: 'setOrder' } },
    },
    available: {
      tags: ['canReport'],
      on: {
        'errorReport.orderLoaded': { target: 'checking', actions: 'setOrder' },
        'errorReport.opened': 'choosing',
      },
    },
    choosing: {
      tags: ['canReport', 'dialogOpen'],
      on: {
        'errorReport.reasonSelected': { guard: 'isKnownReason', actions: 'setReason' },
        'errorReport.confirmed': [
          { guard: 'hasReason', target: 'sending' },
          { actions: 'notifyReasonRequired' },
        ],
        'errorReport.cancelled': { target: 'available', actions: 'clearReason' },
      },
    },
    sending: {
      tags: ['dialogOpen', 'busy'],
      invoke: {
        id: 'reportOrderError',
        src: 'reportOrderError',
        input: ({ context }) => ({
          orderCode: context.order?.code ?? '',
          errorType: context.reason as ErrorReportReason,
        }),
        onDone: { target: 'reported', actions: ['markReported', 'notifyReported'] },
        onError: { target: 'choosing', actions: 'notifyUpdateFailed' },
      },
    },
    reported: {
      tags: ['reported'],
    },
  },
})
