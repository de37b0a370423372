import { useSelector } from '@xstate/react'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { useT } from '../../../lib/use-t'
import {
  SandboxCardFields,
  SandboxCardUnavailable,
  type SandboxCardValues,
} from '../../../ui/sandbox-card-fields'
import { DigitField, Field, inputClass, Section } from './checkout-fields'
import { useCheckoutState } from './use-checkout-state'

export interface PaymentOption {
  id: number
  paymentMethod: string
  showName?: string | null
}

/**
 * 'Mi pago': the mode's payment types (a change asks the discount child first), '¿Con cuánto abonas?' for
 * cash, the card provider's fields for a card (loading, or unavailable with 'Reintentar'), and the discount code with its state.
 */
export function PaymentSection({
  actor,
  options,
  paysAtCounter,
  keypad,
  cardValues,
}: {
  actor: CheckoutActor
  options: readonly PaymentOption[]
  /** at a table or a kiosk cash is paid at the counter: no 'paga con' */
  paysAtCounter: boolean
  keypad: boolean
  cardValues: { current: SandboxCardValues }
}) {
  const t = useT()
  const state = useCheckoutState(actor)
  const { card, discount, submission } = state.children
  const cardState = useSelector(card, (snapshot) => snapshot)
  const discountState = useSelector(discount, (snapshot) => snapshot)
  const rejected = useSelector(submission, (snapshot) => snapshot?.hasTag('paymentRejected') ?? false)
  const method = options.find((p) => p.id === state.context.paymentTypeId)?.paymentMethod ?? null
  const applied = discountState?.context.applied ?? null
  const holderError = (field: 'cardName' | 'cardDocument') => {
    const error = cardState?.context.errors[field]
    return error ? t(error) : undefined
  }
  const label = (option: PaymentOption) =>
    (paysAtCounter && option.paymentMethod === 'CASH' ? t('kiosk.payAtCounter') : null) ??
    option.showName ??
    (option.paymentMethod === 'CASH'
      ? t('checkout.paymentCash')
      : option.paymentMethod === 'ONLINE_CARD'
        ? t('checkout.paymentCard')
        : t('checkout.paymentLink'))
  return (
    <Section title={t('checkout.myPayment')}>
      <fieldset className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={option.id === state.context.paymentTypeId}
            // the order already exists with its card: after a rejection only the panel below changes it
            disabled={rejected}
            className="rounded-full disabled:opacity-60 border border-ink/20 px-4 py-2 aria-pressed:bg-brand aria-pressed:text-brand-contrast"
            onClick={() => actor.send({ type: 'checkout.paymentChosen', paymentId: option.id })}
          >
            {label(option)}
          </button>
        ))}
      </fieldset>
      {method === 'CASH' && !paysAtCounter ? (
        <div className="mt-3">
          <DigitField
            label={t('checkout.cashAmountPrompt')}
            keypad={keypad}
            className={inputClass}
            type={keypad ? 'text' : 'number'}
            min={0}
            value={state.context.form.paysWith}
            onValueChange={(value) => actor.send({ type: 'checkout.fieldChanged', field: 'paysWith', value })}
          />
        </div>
      ) : null}
      {method === 'ONLINE_CARD' && cardState?.hasTag('loading') ? (
        <p className="mt-3 text-sm text-muted" role="status">
          {t('checkout.cardFieldsLoading')}
        </p>
      ) : null}
      {method === 'ONLINE_CARD' && card && cardState?.hasTag('unavailable') ? (
        <SandboxCardUnavailable className="mt-3" onRetry={() => card.send({ type: 'card.retried' })} />
      ) : null}
      {method === 'ONLINE_CARD' && card && cardState?.hasTag('ready') ? (
        <div className="mt-3 space-y-3">
          <SandboxCardFields
            keypad={keypad}
            valuesRef={cardValues}
            onBinChanged={(bin) => card.send({ type: 'card.binChanged', bin })}
            onCompleteChanged={(complete) => card.send({ type: 'card.providerFieldsChanged', complete })}
          />
          <Field label={t('checkout.cardNameLabel')} error={holderError('cardName')}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                autoComplete="cc-name"
                value={cardState.context.cardName}
                onChange={(e) => card.send({ type: 'card.nameChanged', value: e.target.value })}
              />
            )}
          </Field>
          <DigitField
            label={t('checkout.cardDocumentLabel')}
            error={holderError('cardDocument')}
            keypad={keypad}
            className={inputClass}
            value={cardState.context.cardDocument}
            onValueChange={(text) => card.send({ type: 'card.documentChanged', value: text })}
          />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold"
          onClick={() => actor.send({ type: 'checkout.discountOpened' })}
        >
          {t('checkout.discountCodeButton')}
        </button>
        {applied && discountState ? (
          <span className="text-sm">
            {applied.code} ·{' '}
            {discountState.hasTag('counts') ? t('discount.applied') : t('discount.notApplied')}
            {discountState.context.notice && discountState.hasTag('notCounted') ? (
              <span className="block text-muted">{t(discountState.context.notice)}</span>
            ) : null}
          </span>
        ) : null}
        {applied && discountState?.can({ type: 'discount.deletePressed' }) ? (
          <button
            type="button"
            className="text-sm underline"
            onClick={() => discount?.send({ type: 'discount.deletePressed' })}
          >
            {t('checkout.discountCodeDelete')}
          </button>
        ) : null}
      </div>
    </Section>
  )
}
