import { useSelector } from '@xstate/react'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { connectDiscountCode } from '../../../../machines/discount-code.connect'
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
  const view = connectDiscountCode(snapshot, discount.send)
  const { paymentChange } = view
  return (
    <>
      <DiscountCodeDialog
        open={state.hasTag('discountDialogOpen')}
        onClose={() => actor.send({ type: 'checkout.discountClosed' })}
        view={view}
        press={() => actor.send({ type: 'checkout.discountPressed' })}
      />
      <CheckoutDialog
        open={paymentChange.asking}
        onClose={paymentChange.cancel}
        title={t('checkout.myPayment')}
      >
        <p>{paymentChange.question ? t(paymentChange.question) : null}</p>
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            className="flex-1 rounded-full border border-ink/20 px-4 py-2"
            onClick={paymentChange.cancel}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="flex-1 rounded-full bg-brand px-4 py-2 font-semibold text-brand-contrast"
            onClick={paymentChange.accept}
          >
            {t('checkout.confirm')}
          </button>
        </div>
      </CheckoutDialog>
    </>
  )
}
