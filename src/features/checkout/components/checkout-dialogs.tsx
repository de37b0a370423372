import { useSelector } from '@xstate/react'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { useT } from '../../../lib/use-t'
import { CheckoutDialog } from './checkout-dialog'
import { DiscountCodeDialog } from './discount-code-dialog'
import { useCheckoutState } from './use-checkout-state'

/** The discount code's dialog and its 'Si cambias el medio de pago…' confirmation. */
export function CheckoutDialogs({ actor }: { actor: CheckoutActor }) {
  const t = useT()
  const state = useCheckoutState(actor)
  const discount = state.children.discount
  const snapshot = useSelector(discount, (s) => s)
  if (!discount || !snapshot) return null
  return (
    <>
      <DiscountCodeDialog
        open={state.hasTag('discountDialogOpen')}
        onClose={() => actor.send({ type: 'checkout.discountClosed' })}
        snapshot={snapshot}
        send={discount.send}
        press={() => actor.send({ type: 'checkout.discountPressed' })}
      />
      <CheckoutDialog
        open={snapshot.hasTag('confirmingPaymentChange')}
        onClose={() => discount.send({ type: 'discount.paymentChangeCancelled' })}
        title={t('checkout.myPayment')}
      >
        <p>{snapshot.context.confirmation ? t(snapshot.context.confirmation) : null}</p>
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            className="flex-1 rounded-full border border-ink/20 px-4 py-2"
            onClick={() => discount.send({ type: 'discount.paymentChangeCancelled' })}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="flex-1 rounded-full bg-brand px-4 py-2 font-semibold text-brand-contrast"
            onClick={() => discount.send({ type: 'discount.paymentChangeAccepted' })}
          >
            {t('checkout.confirm')}
          </button>
        </div>
      </CheckoutDialog>
    </>
  )
}
