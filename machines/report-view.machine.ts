import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { components } from '../contract/schema'
import type { ReportName } from '../domain/report-names'
import type { DateRange } from '../domain/report-range'

export type AdminReport = components['schemas']['AdminReport']

/** What one report screen asks for: a report of a local over a range of its days. */
export interface ReportRequest {
  alias: string
  report: ReportName
  range: DateRange
}

/** Why a report is not on screen: the API refused the account (403), the range (400) or failed. */
export type ReportFailure = 'forbidden' | 'badRange' | 'failed'

export interface ReportViewContext {
  request: ReportRequest
  /** the last report received; kept while another range loads, so the page does not blink */
  report: AdminReport | null
  failure: ReportFailure | null
}

export type ReportViewEvent =
  /** the URL names another report, local or range (a tab, a preset, the dates) */
  { type: 'reportView.requested'; request: ReportRequest } | { type: 'reportView.retry' }

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined

const sameRequest = (a: ReportRequest, b: ReportRequest) =>
  a.alias === b.alias && a.report === b.report && a.range.from === b.range.from && a.range.to === b.range.to

/**
 * One report screen (issue 37): load the report the URL names, show it, load again when the URL names
 * another (the previous figures stay, marked busy, until the new ones land) and retry after a failure.
 * An answer that arrives for a request the URL has left is dropped: the invoke is restarted.
 */
export const reportViewMachine = setup({
  types: {
    context: {} as ReportViewContext,
    events: {} as ReportViewEvent,
    input: {} as ReportRequest,
  },
  actors: {
    fetchReport: fromPromise<AdminReport, ReportRequest>(async () => {
      throw new Error('provide fetchReport (GET /api/admin/reports/{alias}/{report}) at the edge')
    }),
  },
  guards: {
    isNewRequest: ({ context, event }) =>
      event.type === 'reportView.requested' && !sameRequest(context.request, event.request),
    isForbidden: ({ event }) => statusOf((event as { error?: unknown }).error) === 403,
    isBadRange: ({ event }) => statusOf((event as { error?: unknown }).error) === 400,
  },
  actions: {
    keepRequest: assign({
      request: ({ context, event }) =>
        event.type === 'reportView.requested' ? event.request : context.request,
    }),
    keepReport: assign({
      report: ({ event }) => (event as unknown as { output: AdminReport }).output,
      failure: null,
    }),
    failForbidden: assign({ failure: 'forbidden' as const, report: null }),
    failBadRange: assign({ failure: 'badRange' as const, report: null }),
    fail: assign({ failure: 'failed' as const, report: null }),
  },
}).createMachine({
  id: 'reportView',
  context: ({ input }) => ({ request: input, report: null, failure: null }),
  initial: 'loading',
  on: {
    'reportView.requested': {
      guard: 'isNewRequest',
      target: '.loading',
      actions: 'keepRequest',
      reenter: true,
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'report',
        src: 'fetchReport',
        input: ({ context }) => context.request,
        onDone: { target: 'loaded', actions: 'keepReport' },
        onError: [
          { guard: 'isForbidden', target: 'failed', actions: 'failForbidden' },
          { guard: 'isBadRange', target: 'failed', actions: 'failBadRange' },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    loaded: {},
    failed: {
      on: { 'reportView.retry': 'loading' },
    },
  },
})

export type ReportViewSnapshot = SnapshotFrom<typeof reportViewMachine>
type Send = ActorRefFrom<typeof reportViewMachine>['send']

/** What the report screen draws from a snapshot: pure, so the view holds no flow of its own. */
export interface ReportView {
  /** a report is being read (the previous one, if any, stays on screen) */
  busy: boolean
  report: AdminReport | null
  failure: ReportFailure | null
  /** the failure can be retried (not a refusal) */
  canRetry: boolean
  retry: () => void
}

export function connectReportView(snapshot: ReportViewSnapshot, send: Send): ReportView {
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null
  return {
    busy: snapshot.hasTag('busy'),
    report: snapshot.context.report,
    failure,
    canRetry: failure === 'failed',
    retry: () => send({ type: 'reportView.retry' }),
  }
}
