import type { SnapshotFrom } from 'xstate'
import type { Message } from '../domain/message'
import { ERROR_REPORT_REASONS, type ErrorReportReason, errorReasonLabel } from '../domain/order-status'
import type { ErrorReportEvent, errorReportMachine } from './error-report.machine'

type Snapshot = SnapshotFrom<typeof errorReportMachine>
type Send = (event: ErrorReportEvent) => void

export interface ErrorReportView {
  /** 'Reportar un problema' is offered (a delivered order, within 24 h, not reported yet) */
  offered: boolean
  open: boolean
  /** the report is on its way: the reasons and 'Continuar' wait */
  busy: boolean
  reasons: readonly { reason: ErrorReportReason; label: Message; checked: boolean; select: () => void }[]
  /** the dialog opened or closed (its trigger, the overlay, Escape) */
  setOpen: (open: boolean) => void
  cancel: () => void
  confirm: () => void
}

/** The follow-up's 'Reportar un problema' (2-checkout.md §4 "Error report"): the dialog and its reasons. */
export function connectErrorReport(snapshot: Snapshot, send: Send): ErrorReportView {
  const open = snapshot.hasTag('dialogOpen')
  return {
    offered: snapshot.hasTag('canReport') || open,
    open,
    busy: snapshot.hasTag('busy'),
    reasons: ERROR_REPORT_REASONS.map((reason) => ({
      reason,
      label: errorReasonLabel(reason),
      checked: snapshot.context.reason === reason,
      select: () => send({ type: 'errorReport.reasonSelected', reason }),
    })),
    setOpen: (next) => send({ type: next ? 'errorReport.opened' : 'errorReport.cancelled' }),
    cancel: () => send({ type: 'errorReport.cancelled' }),
    confirm: () => send({ type: 'errorReport.confirmed' }),
  }
}
