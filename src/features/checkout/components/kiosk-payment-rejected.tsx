import { useId } from 'react'
import type { Message } from '../../../../domain/message'
import { useT } from '../../../lib/use-t'
import '../../../../i18n/areas/ordering'

/**
 * A kiosk's card was rejected (checkout-submission in paymentRejected): the order exists, unpaid, and its
 * number waits. The diner tries again with the card in the fields, or pays at the counter.
 */
export function KioskPaymentRejected({
  error,
  onRetry,
  onPayAtCounter,
}: {
  error: Message | null
  onRetry: () => void
  onPayAtCounter: () => void
}) {
  const t = useT()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-testid="kiosk-payment-rejected"
      className="mx-auto flex w-full max-w-2xl flex-col gap-3"
    >
      <p
        id={titleId}
        role="alert"
        className="rounded-lg bg-red-50 p-3 text-center font-semibold text-red-800"
      >
        {error ? t(error) : t('checkout.cardPaymentFailed')}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="flex-1 rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
        >
          {t('kiosk.retryPayment')}
        </button>
        <button
          type="button"
          onClick={onPayAtCounter}
          className="flex-1 rounded-full border-2 border-ink/30 px-6 py-3 font-semibold"
        >
          {t('kiosk.payAtCounter')}
        </button>
      </div>
    </section>
  )
}
