import { Dialog } from 'radix-ui'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { OrderFacts } from '../../../../domain/order-status'
import { connectErrorReport } from '../../../../machines/error-report.connect'
import { errorReportMachine, type OrderErrorReport } from '../../../../machines/error-report.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { DialogAnnouncer } from '../../../ui/dialog-announcer'
import { toast } from '../../../ui/toast'
import { reportOrderError } from '../api/order'

/**
 * 'Reportar un problema' on the follow-up (`error-report` machine): offered for a delivered order within
 * 24 h and only once; a reason must be chosen before it is sent.
 */
export function ErrorReport({ order, now }: { order: OrderFacts; now: string }) {
  const t = useT()
  const machine = useMemo(
    () =>
      errorReportMachine.provide({
        actors: {
          reportOrderError: fromPromise<void, OrderErrorReport>(({ input }) =>
            reportOrderError(input.orderCode, input.errorType),
          ),
        },
      }),
    [],
  )
  const [snapshot, send, actorRef] = useFlow(machine)
  useEffect(() => {
    send({ type: 'errorReport.orderLoaded', order, now })
  }, [send, order, now])
  useEffect(() => {
    const subscription = actorRef.on('notify', ({ level, message }) => {
      if (level === 'error') toast.error(t(message))
      else toast.success(t(message))
    })
    return () => subscription.unsubscribe()
  }, [actorRef, t])

  const view = connectErrorReport(snapshot, send)
  if (!view.offered) return null
  return (
    <Dialog.Root open={view.open} onOpenChange={view.setOpen}>
      <Dialog.Trigger className="mt-6 w-full rounded-full border-2 border-ink/15 px-4 py-2.5 font-semibold hover:border-brand">
        {t('order.reportError')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-surface p-6 text-ink shadow-xl">
          <Dialog.Title className="text-lg font-bold">{t('order.reportError')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted">{t('order.errorReasonPrompt')}</Dialog.Description>
          <fieldset className="mt-4 grid gap-2" disabled={view.busy}>
            <legend className="sr-only">{t('order.errorReasonPrompt')}</legend>
            {view.reasons.map(({ reason, label, checked, select }) => (
              <label key={reason} className="flex items-center gap-3 rounded-xl bg-ink/5 px-3 py-2">
                <input type="radio" name="errorType" checked={checked} onChange={select} />
                {t(label)}
              </label>
            ))}
          </fieldset>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              onClick={view.cancel}
              className="rounded-full border-2 border-ink/15 px-5 py-2 font-semibold"
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              disabled={view.busy}
              onClick={view.confirm}
              className="rounded-full border-2 border-brand bg-brand px-5 py-2 font-semibold text-brand-contrast disabled:opacity-60"
            >
              {t('common.continue')}
            </button>
          </div>
          <DialogAnnouncer />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
