import type { DiscountCodeView } from '../../../../machines/discount-code.connect'
import { useMoney, useT } from '../../../lib/use-t'
import { CheckoutDialog } from './checkout-dialog'
import '../../../../i18n/areas/ordering'

/** The discount-code modal: one field and one button (Aplicar, Aplicando, Continuar by state). */
export function DiscountCodeDialog({
  open,
  onClose,
  view,
  press,
}: {
  open: boolean
  onClose: () => void
  view: DiscountCodeView
  /** the button carries the checkout's payment and phone */
  press: () => void
}) {
  const t = useT()
  const money = useMoney()
  return (
    <CheckoutDialog open={open} onClose={onClose} title={t('checkout.discountCodeTitle')}>
      <label className="block text-sm font-medium" htmlFor="discount-code">
        {t('checkout.discountCodeLabel')}
      </label>
      <input
        id="discount-code"
        className="mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base uppercase"
        value={view.code}
        readOnly={view.readOnly}
        onChange={(e) => view.changeCode(e.target.value)}
      />
      {view.notice ? <p className="mt-2 text-sm text-red-700">{t(view.notice)}</p> : null}
      {view.applied ? (
        <p className="mt-2 text-sm font-semibold">
          {view.applied.counts
            ? `${t('discount.applied')} (-${money(view.applied.amount)})`
            : t('discount.notApplied')}
        </p>
      ) : null}
      {view.terms.map((term) => (
        <p key={term.key} className="mt-1 text-sm text-muted">
          {t(term)}
        </p>
      ))}
      <button
        type="button"
        className="mt-4 w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast disabled:opacity-50"
        disabled={view.buttonDisabled}
        onClick={press}
      >
        {t(view.buttonLabel)}
      </button>
    </CheckoutDialog>
  )
}
