import type { SnapshotFrom } from 'xstate'
import type { DiscountCodeEvent, discountCodeMachine } from '../../../../machines/discount-code.machine'
import { useMoney, useT } from '../../../lib/use-t'
import { CheckoutDialog } from './checkout-dialog'
import '../../../../i18n/areas/ordering'

type Snapshot = SnapshotFrom<typeof discountCodeMachine>

/** The discount-code modal: one field and one button (Aplicar, Aplicando, Continuar by state). */
export function DiscountCodeDialog({
  open,
  onClose,
  snapshot,
  send,
  press,
}: {
  open: boolean
  onClose: () => void
  snapshot: Snapshot
  send: (event: DiscountCodeEvent) => void
  /** the button carries the checkout's payment and phone */
  press: () => void
}) {
  const t = useT()
  const money = useMoney()
  const label = snapshot.hasTag('labelApplying')
    ? t('discount.applying')
    : snapshot.hasTag('labelContinue')
      ? t('discount.continue')
      : t('discount.apply')
  const { context } = snapshot
  return (
    <CheckoutDialog open={open} onClose={onClose} title={t('checkout.discountCodeTitle')}>
      <label className="block text-sm font-medium" htmlFor="discount-code">
        {t('checkout.discountCodeLabel')}
      </label>
      <input
        id="discount-code"
        className="mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base uppercase"
        value={context.code}
        readOnly={snapshot.hasTag('busy')}
        onChange={(e) => send({ type: 'discount.codeChanged', code: e.target.value })}
      />
      {context.notice ? <p className="mt-2 text-sm text-red-700">{t(context.notice)}</p> : null}
      {snapshot.hasTag('applied') ? (
        <p className="mt-2 text-sm font-semibold">
          {snapshot.hasTag('counts')
            ? `${t('discount.applied')} (-${money(context.amount)})`
            : t('discount.notApplied')}
        </p>
      ) : null}
      {context.terms.map((term) => (
        <p key={term.key} className="mt-1 text-sm text-muted">
          {t(term)}
        </p>
      ))}
      <button
        type="button"
        className="mt-4 w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast disabled:opacity-50"
        disabled={snapshot.hasTag('buttonDisabled')}
        onClick={press}
      >
        {label}
      </button>
    </CheckoutDialog>
  )
}
