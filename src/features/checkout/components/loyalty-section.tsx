import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import type { LoyaltyProgramme } from '../../../../domain/loyalty'
import {
  type LoyaltyHistoryPage,
  type LoyaltyReward,
  loyaltyRedemptionMachine,
} from '../../../../machines/loyalty-redemption.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useCount, useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { claimReward, confirmPhoneCode, fetchLoyaltyHistory, requestPhoneCode } from '../api/checkout-api'
import { CheckoutDialog } from './checkout-dialog'
import { LoyaltyHistory, RedeemForm, SignUpForm } from './loyalty-modes'
import { PhoneCodeForm } from './phone-code-form'
import '../../../../i18n/areas/ordering'

const machine = loyaltyRedemptionMachine.provide({
  actors: {
    fetchHistory: fromPromise<
      LoyaltyHistoryPage,
      { branchId: number; phone: string; offset: number; limit: number }
    >(({ input }) => fetchLoyaltyHistory(input)),
    requestCode: fromPromise(({ input }) => requestPhoneCode(input)),
    confirmCode: fromPromise(({ input }) => confirmPhoneCode(input)),
    claimReward: fromPromise<
      LoyaltyReward,
      {
        name: string
        phone: string
        email: string
        rewardId: number
        branchId: number
        branchContactId: number
      }
    >(({ input }) =>
      claimReward({
        phone: input.phone,
        rewardId: input.rewardId,
        body: {
          name: input.name,
          phone: input.phone,
          email: input.email,
          branchId: input.branchId,
          branchContactId: input.branchContactId,
          loyaltyRewardId: input.rewardId,
        },
      }),
    ),
  },
})

/**
 * The loyalty line of the checkout and its modal 'Mis {name}': info (welcome, balance, history paged while
 * scrolling), redeem (checked against the four limits) and the sign-up that claims a link's reward.
 */
export function LoyaltySection({
  programme,
  welcomeText,
  branchId,
  branchContactId,
  phone,
  balance,
  orderAmount,
  rewardId,
  onRedeemed,
}: {
  programme: LoyaltyProgramme
  welcomeText: string | null
  branchId: number
  branchContactId: number
  phone: string | null
  balance: number
  orderAmount: number
  rewardId: number | null
  onRedeemed: (points: number) => void
}) {
  const t = useT()
  const count = useCount()
  const [snapshot, send, actor] = useFlow(machine, {
    input: { programme, branchId, branchContactId, phone, balance, orderAmount, rewardId },
  })
  const onRedeemedRef = useRef(onRedeemed)
  onRedeemedRef.current = onRedeemed

  useEffect(() => {
    const subscriptions = [
      actor.on('loyalty.pointsRedeemed', (event) => onRedeemedRef.current(event.points)),
      actor.on('notify', (event) => toast.error(t(event.message))),
      actor.on('loyalty.rewardClaimed', () => toast.success(t('checkout.rewardClaimed'))),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor, t])

  useEffect(() => {
    send({ type: 'loyalty.customerChanged', phone, balance })
  }, [send, phone, balance])
  useEffect(() => {
    send({ type: 'loyalty.orderChanged', orderAmount })
  }, [send, orderAmount])

  const { context } = snapshot
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
