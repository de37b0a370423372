import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { LoyaltyProgramme } from '../../../../domain/loyalty'
import {
  type LoyaltyHistoryPage,
  type LoyaltyReward,
  loyaltyRedemptionMachine,
} from '../../../../machines/loyalty-redemption.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useCount, useMoney, useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { claimReward, confirmPhoneCode, fetchLoyaltyHistory, requestPhoneCode } from '../api/checkout-api'
import { CheckoutDialog } from './checkout-dialog'
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
  const money = useMoney()
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

  // the list's end as state, not a ref: the dialog's portal mounts it a render after the mode opens, and the
  // observer must start then (a ref read at the mode's opening was still empty, so no page ever followed)
  const [end, setEnd] = useState<HTMLLIElement | null>(null)
  const infoOpen = snapshot.hasTag('infoMode')
  useEffect(() => {
    if (!infoOpen || !end) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) send({ type: 'loyalty.historyEndReached' })
      },
      { rootMargin: '20px' },
    )
    observer.observe(end)
    return () => observer.disconnect()
  }, [infoOpen, end, send])

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
          <div>
            {welcomeText ? <p className="text-sm">{welcomeText}</p> : null}
            <p className="mt-2 font-semibold">
              {t('checkout.pointsBalance', { n: count(context.balance), name: programme.name })}
            </p>
            <ul className="mt-3 max-h-64 divide-y divide-ink/10 overflow-y-auto text-sm">
              {context.history.map((row) => (
                <li key={`${row.orderCode}-${row.createdAt}`} className="flex justify-between gap-2 py-2">
                  <span>
                    {row.orderCode} · {new Date(row.createdAt).toLocaleDateString('es-AR')}
                  </span>
                  <span className={row.amount < 0 ? 'text-red-700' : 'text-green-700'}>
                    {row.amount > 0 ? `+${row.amount}` : row.amount}
                  </span>
                </li>
              ))}
              <li ref={setEnd} className="py-1 text-center text-muted">
                {snapshot.hasTag('historyLoading') ? t('common.loading') : null}
              </li>
            </ul>
            <button
              type="button"
              className="mt-4 w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
              onClick={() => send({ type: 'loyalty.redeemOpened' })}
            >
              {t('checkout.pointsRedeem')}
            </button>
          </div>
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
          <form
            onSubmit={(e) => {
              e.preventDefault()
              send({ type: 'loyalty.redeemConfirmed' })
            }}
          >
            <label className="block text-sm font-medium" htmlFor="loyalty-points">
              {t('checkout.pointsToRedeem', { name: programme.name })}
            </label>
            <input
              id="loyalty-points"
              type="number"
              min={0}
              inputMode="numeric"
              className="mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base"
              value={context.points}
              onChange={(e) => send({ type: 'loyalty.pointsChanged', points: Number(e.target.value) })}
            />
            <p className="mt-1 text-sm text-muted">= {money(context.points)}</p>
            {context.error ? <p className="mt-2 text-sm text-red-700">{t(context.error)}</p> : null}
            <button
              type="submit"
              className="mt-4 w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
            >
              {t('checkout.pointsApply')}
            </button>
          </form>
        ) : snapshot.matches('signUp') ? (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault()
              send({ type: 'loyalty.signUpSubmitted' })
            }}
          >
            {(['name', 'phone', 'email'] as const).map((field) => (
              <label key={field} className="block text-sm font-medium">
                {t(`checkout.signUp_${field}`)}
                <input
                  className="mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base"
                  value={context.form[field]}
                  onChange={(e) =>
                    send({
                      type: 'loyalty.signUpChanged',
                      form: { ...context.form, [field]: e.target.value },
                    })
                  }
                />
              </label>
            ))}
            {context.error ? <p className="text-sm text-red-700">{t(context.error)}</p> : null}
            <button
              type="submit"
              disabled={snapshot.hasTag('busy')}
              className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast disabled:opacity-50"
            >
              {t('common.continue')}
            </button>
          </form>
        ) : null}
      </CheckoutDialog>
    </section>
  )
}
