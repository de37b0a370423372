import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { CardSubmission } from '../../../../domain/card'
import type { OrderFollowUpEvent, orderFollowUpMachine } from '../../../../machines/order-follow-up.machine'
import { useMoney, useT } from '../../../lib/use-t'
import {
  SandboxCardFields,
  SandboxCardUnavailable,
  type SandboxCardValues,
} from '../../../ui/sandbox-card-fields'
import '../../../../i18n/areas/ordering'

type FollowUpSnapshot = SnapshotFrom<typeof orderFollowUpMachine>

const OUTCOME_KEY = {
  approved: 'payment.payApproved',
  rejected: 'payment.payRejected',
  pending: 'payment.payConfirming',
} as const

const PROMPT_KEY = {
  pay: 'order.payPending',
  expired: 'order.payExpired',
  processing: 'payment.payProcessing',
} as const

const button = 'rounded-full px-5 py-2 font-semibold disabled:opacity-60'
const input =
  'mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base focus:border-brand focus:outline-none'

/**
 * What the follow-up says about paying (2-checkout.md §4): the outcome of a payment just made, the pay
 * prompt with 'Pagar pedido' (the card provider's form for a card order; a payment-link order leaves for
 * its fresh link), a payment under way, or the expired label.
 */
export function PayPanel({
  snapshot,
  send,
  cardValues,
}: {
  snapshot: FollowUpSnapshot
  send: (event: OrderFollowUpEvent) => void
  cardValues: { current: SandboxCardValues }
}) {
  const t = useT()
  const { paymentPrompt, paymentOutcome } = snapshot.context
  const cardForm = snapshot.hasTag('cardForm')
  if (paymentPrompt === 'none' && !paymentOutcome) return null
  return (
    <section className="mt-4 grid gap-3 rounded-xl bg-ink/5 px-4 py-3" aria-label={t('order.payNow')}>
      {paymentOutcome && !(paymentOutcome === 'rejected' && paymentPrompt !== 'pay') ? (
        <p role="status" className="font-semibold" data-testid="payment-outcome">
          {t(OUTCOME_KEY[paymentOutcome])}
        </p>
      ) : null}
      {paymentPrompt !== 'none' ? (
        <p role="status" className="font-semibold">
          {t(PROMPT_KEY[paymentPrompt])}
        </p>
      ) : null}
      {/* kept while the order is read again, only not taken then */}
      {paymentPrompt === 'pay' && !cardForm ? (
        <button
          type="button"
          disabled={!snapshot.can({ type: 'order.payOpened' })}
          aria-busy={snapshot.hasTag('busy')}
          onClick={() => send({ type: 'order.payOpened' })}
          className={`${button} justify-self-start bg-brand text-brand-contrast`}
        >
          {t('order.payNow')}
        </button>
      ) : null}
      {cardForm ? <CardForm snapshot={snapshot} send={send} cardValues={cardValues} /> : null}
    </section>
  )
}

function CardForm({
  snapshot,
  send,
  cardValues,
}: {
  snapshot: FollowUpSnapshot
  send: (event: OrderFollowUpEvent) => void
  cardValues: { current: SandboxCardValues }
}) {
  const t = useT()
  const money = useMoney()
  const id = useId()
  const card = snapshot.children.card
  const cardState = useSelector(card, (s) => s)
  const busy = snapshot.hasTag('busy')
  if (!card || !cardState) return null
  const holderError = (field: 'cardName' | 'cardDocument') => {
    const error = cardState.context.errors[field]
    return error ? t(error) : undefined
  }
  const submission = (): CardSubmission => ({
    providerReady: cardState.hasTag('ready'),
    cardName: cardState.context.cardName,
    cardDocument: cardState.context.cardDocument,
    paymentMethodId: cardState.context.paymentMethodId,
  })
  const field = (name: 'cardName' | 'cardDocument', label: string, value: string, numeric: boolean) => {
    const error = holderError(name)
    // the error stands outside the label: it describes the field, and the field keeps its name alone
    return (
      <div className="text-sm">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          className={input}
          value={value}
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete={numeric ? 'off' : 'cc-name'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(e) =>
            card.send(
              name === 'cardName'
                ? { type: 'card.nameChanged', value: e.target.value }
                : { type: 'card.documentChanged', value: e.target.value },
            )
          }
        />
        {error ? (
          <span id={`${id}-${name}-error`} className="block text-red-700">
            {error}
          </span>
        ) : null}
      </div>
    )
  }
  return (
    <form
      className="grid gap-3"
      aria-label={t('payment.payCardHeading')}
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: 'order.payRequested', card: submission() })
      }}
    >
      <h2 className="font-bold">{t('payment.payCardHeading')}</h2>
      {cardState.hasTag('loading') ? (
        <p className="text-sm text-muted" role="status">
          {t('checkout.cardFieldsLoading')}
        </p>
      ) : null}
      {cardState.hasTag('unavailable') ? (
        <SandboxCardUnavailable onRetry={() => card.send({ type: 'card.retried' })} />
      ) : null}
      {cardState.hasTag('ready') ? (
        <>
          <SandboxCardFields
            valuesRef={cardValues}
            onBinChanged={(bin) => card.send({ type: 'card.binChanged', bin })}
            onCompleteChanged={(complete) => card.send({ type: 'card.providerFieldsChanged', complete })}
          />
          {field('cardName', t('checkout.cardNameLabel'), cardState.context.cardName, false)}
          {field('cardDocument', t('checkout.cardDocumentLabel'), cardState.context.cardDocument, true)}
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {cardState.hasTag('ready') ? (
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className={`${button} bg-brand text-brand-contrast`}
          >
            {t('payment.payConfirm', { amount: money(snapshot.context.order?.total ?? 0) })}
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() => send({ type: 'order.payCanceled' })}
          className={`${button} border-2 border-ink/15`}
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
