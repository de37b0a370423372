import { useSelector } from '@xstate/react'
import type { ActorRefFrom, EventFrom } from 'xstate'
import type { loyaltyRedemptionMachine } from '../../../../machines/loyalty-redemption.machine'
import { useCount, useT } from '../../../lib/use-t'
import { CheckoutDialog } from './checkout-dialog'
import { LoyaltyHistory, RedeemForm, SignUpForm } from './loyalty-modes'
import { PhoneCodeForm } from './phone-code-form'
import '../../../../i18n/areas/ordering'

/**
 * The loyalty line of the checkout and its modal 'Mis {name}': info (welcome, balance, history paged while
 * scrolling), redeem (checked against the four limits) and the sign-up that claims a link's reward. The
 * checkout runs its machine as a child, fed by the phone look-up and the order's figures.
 */
export function LoyaltySection({
  actor,
  welcomeText,
}: {
  actor: ActorRefFrom<typeof loyaltyRedemptionMachine>
  welcomeText: string | null
}) {
  const t = useT()
  const count = useCount()
  const snapshot = useSelector(actor, (s) => s)
  const send = (event: EventFrom<typeof loyaltyRedemptionMachine>) => actor.send(event)
  const { context } = snapshot
  const { programme, phone, rewardId } = context
  const title = t('loyalty.modalTitle', { name: programme.name })
  const open = !snapshot.matches('closed')
  const close = () => send({ type: 'loyalty.closed' })
  return (
    <section aria-label={title} className="rounded-xl border border-ink/10 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {phone ? (
          <span className="text-sm">
            {t('checkout.pointsBalance', { n: count(context.balance), name: programme.name })}
          </span>
        ) : (
          <span className="text-sm text-muted">{t('checkout.pointsNeedPhone')}</span>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold disabled:opacity-50"
          disabled={!phone}
          onClick={() => send({ type: 'loyalty.infoOpened' })}
        >
          {t('checkout.pointsInfo')}
        </button>
        <button
          type="button"
          className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50"
          disabled={!phone}
          onClick={() => send({ type: 'loyalty.redeemOpened' })}
        >
          {t('checkout.pointsRedeem')}
        </button>
        {context.redeemed > 0 ? (
          <button
            type="button"
            className="rounded-full px-4 py-2 text-sm underline"
            onClick={() => send({ type: 'loyalty.redemptionRemoved' })}
          >
            {t('checkout.pointsRemove', { n: count(context.redeemed), name: programme.name })}
          </button>
        ) : null}
        {rewardId !== null ? (
          <button
            type="button"
            className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold"
            onClick={() => send({ type: 'loyalty.signUpOpened' })}
          >
            {t('checkout.loyaltySignUp')}
          </button>
        ) : null}
      </div>

      <CheckoutDialog open={open} onClose={close} title={title}>
        {snapshot.hasTag('infoMode') ? (
          <LoyaltyHistory snapshot={snapshot} send={send} programme={programme} welcomeText={welcomeText} />
        ) : snapshot.hasTag('verifyMode') ? (
          <PhoneCodeForm
            programmeName={programme.name}
            phone={context.phone ?? ''}
            code={context.code}
            sandboxCode={context.sandboxCode}
            error={context.error}
            sending={snapshot.matches({ verify: 'requesting' })}
            confirming={snapshot.matches({ verify: 'confirming' })}
            canType={snapshot.hasTag('codeEntry')}
            send={send}
          />
        ) : snapshot.hasTag('redeemMode') ? (
          <RedeemForm snapshot={snapshot} send={send} programme={programme} />
        ) : snapshot.matches('signUp') ? (
          <SignUpForm snapshot={snapshot} send={send} />
        ) : null}
      </CheckoutDialog>
    </section>
  )
}
