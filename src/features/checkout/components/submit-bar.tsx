import { useSelector } from '@xstate/react'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { useMoney, useT } from '../../../lib/use-t'
import { KioskPaymentRejected } from './kiosk-payment-rejected'
import { useCheckoutState } from './use-checkout-state'

/**
 * 'Realizar pedido' with the total. It waits while a figure of the total is loading or failed, saying
 * which (a failed one offers 'Reintentar'); on a kiosk a rejected card offers a retry or the counter.
 */
export function SubmitBar({ actor, total }: { actor: CheckoutActor; total: number }) {
  const t = useT()
  const money = useMoney()
  const state = useCheckoutState(actor)
  const submission = useSelector(state.children.submission, (snapshot) => snapshot)
  const submitting =
    state.hasTag('checkingCart') ||
    (!!submission && (submission.hasTag('submitting') || submission.hasTag('submitted')))
  const reason = state.hasTag('figuresLoading')
    ? t('checkout.figuresLoading')
    : state.hasTag('figuresFailed')
      ? t('checkout.figuresFailed')
      : state.hasTag('feeQuoting')
        ? t('checkout.deliveryFeeComputing')
        : state.hasTag('feeFailed')
          ? t('checkout.deliveryFeeFailed')
          : null
  const retry = state.hasTag('figuresFailed')
    ? () => actor.send({ type: 'checkout.figuresRetried' })
    : state.hasTag('feeFailed')
      ? () => actor.send({ type: 'checkout.feeRetried' })
      : null
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-surface p-4 in-kiosk:bottom-(--kiosk-bar)">
      {/* a toast shows here, on the bar, rather than over the form's fields (src/ui/toast-offset.ts) */}
      <div data-toast-slot="" aria-hidden="true" className="h-(--toast-room,0px)" />
      {submission?.hasTag('paymentRejected') ? (
        <KioskPaymentRejected
          error={submission.context.paymentError}
          onRetry={() => actor.send({ type: 'checkout.paymentRetried' })}
          onPayAtCounter={() => actor.send({ type: 'checkout.payAtCounterChosen' })}
        />
      ) : (
        <div className="mx-auto flex max-w-2xl flex-col gap-2">
          {reason ? (
            <p className="flex items-center justify-center gap-3 text-center text-sm" role="status">
              {reason}
              {retry ? (
                <button
                  type="button"
                  className="rounded-full border border-ink/20 px-3 py-1 font-semibold"
                  onClick={retry}
                >
                  {t('common.retry')}
                </button>
              ) : null}
            </p>
          ) : null}
          <button
            type="button"
            className="block w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast disabled:opacity-60"
            disabled={submitting || reason !== null}
            aria-busy={submitting}
            onClick={() => actor.send({ type: 'checkout.submitPressed' })}
          >
            {submitting ? t('checkout.placingOrder') : `${t('checkout.placeOrder')} · ${money(total)}`}
          </button>
        </div>
      )}
    </div>
  )
}
