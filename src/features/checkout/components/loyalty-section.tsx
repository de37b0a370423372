import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { connectLoyalty } from '../../../../machines/loyalty-redemption.connect'
import type { loyaltyRedemptionMachine } from '../../../../machines/loyalty-redemption.machine'
import { useCount, useT } from '../../../lib/use-t'
import { CheckoutDialog } from './checkout-dialog'
import { LoyaltyHistory, RedeemForm, SignUpForm } from './loyalty-modes'
import { PhoneCodeForm } from './phone-code-form'
import '../../../../i18n/areas/ordering'

/**
 * The loyalty line of the checkout and its modal 'Mis {name}': info (welcome, balance, history paged while
 * scrolling), redeem (checked against the four limits) and the sign-up that claims a link's reward. The
 * checkout runs its machine as a child, fed by the phone look-up and the order's figures; this view renders
 * the child's view model (machines/loyalty-redemption.connect.ts) and nothing else.
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
  const view = connectLoyalty(
    useSelector(actor, (s) => s),
    actor.send,
  )
  const name = view.programmeName
  const title = t('loyalty.modalTitle', { name })
  return (
    <section aria-label={title} className="rounded-xl border border-ink/10 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {view.hasCustomer ? (
          <span className="text-sm">{t('checkout.pointsBalance', { n: count(view.balance), name })}</span>
        ) : (
          <span className="text-sm text-muted">{t('checkout.pointsNeedPhone')}</span>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold disabled:opacity-50"
          disabled={!view.hasCustomer}
          onClick={view.openInfo}
        >
          {t('checkout.pointsInfo')}
        </button>
        <button
          type="button"
          className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50"
          disabled={!view.hasCustomer}
          onClick={view.openRedeem}
        >
          {t('checkout.pointsRedeem')}
        </button>
        {view.redeemed > 0 ? (
          <button
            type="button"
            className="rounded-full px-4 py-2 text-sm underline"
            onClick={view.removeRedemption}
          >
            {t('checkout.pointsRemove', { n: count(view.redeemed), name })}
          </button>
        ) : null}
        {view.offersSignUp ? (
          <button
            type="button"
            className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold"
            onClick={view.openSignUp}
          >
            {t('checkout.loyaltySignUp')}
          </button>
        ) : null}
      </div>

      <CheckoutDialog open={view.mode !== 'closed'} onClose={view.close} title={title}>
        {view.mode === 'info' ? (
          <LoyaltyHistory view={view} welcomeText={welcomeText} />
        ) : view.mode === 'verify' ? (
          <PhoneCodeForm programmeName={name} error={view.error} {...view.verify} />
        ) : view.mode === 'redeem' ? (
          <RedeemForm view={view} />
        ) : view.mode === 'signUp' ? (
          <SignUpForm view={view} />
        ) : null}
      </CheckoutDialog>
    </section>
  )
}
