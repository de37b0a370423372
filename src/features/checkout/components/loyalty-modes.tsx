import { useEffect, useState } from 'react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { LoyaltyProgramme } from '../../../../domain/loyalty'
import type { loyaltyRedemptionMachine } from '../../../../machines/loyalty-redemption.machine'
import { useCount, useMoney, useT } from '../../../lib/use-t'
import '../../../../i18n/areas/ordering'

type Redemption = {
  snapshot: SnapshotFrom<typeof loyaltyRedemptionMachine>
  send: (event: EventFrom<typeof loyaltyRedemptionMachine>) => void
  programme: LoyaltyProgramme
}

/** 'Mis {name}' as information: the welcome, the balance and the points history, paged while scrolling. */
export function LoyaltyHistory({
  snapshot,
  send,
  programme,
  welcomeText,
}: Redemption & { welcomeText: string | null }) {
  const t = useT()
  const count = useCount()
  const { context } = snapshot
  // the list's end as state, not a ref: the dialog's portal mounts it a render after the mode opens, and the
  // observer must start then (a ref read at the mode's opening was still empty, so no page ever followed)
  const [end, setEnd] = useState<HTMLLIElement | null>(null)
  useEffect(() => {
    if (!end) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) send({ type: 'loyalty.historyEndReached' })
      },
      { rootMargin: '20px' },
    )
    observer.observe(end)
    return () => observer.disconnect()
  }, [end, send])
  return (
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
  )
}

/** How many points to spend, checked by the machine against the programme's four limits. */
export function RedeemForm({ snapshot, send, programme }: Redemption) {
  const t = useT()
  const money = useMoney()
  const { context } = snapshot
  return (
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
  )
}

/** The sign-up that claims the reward a link brought. */
export function SignUpForm({ snapshot, send }: Omit<Redemption, 'programme'>) {
  const t = useT()
  const { context } = snapshot
  return (
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
  )
}
