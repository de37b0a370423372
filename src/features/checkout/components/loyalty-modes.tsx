import { useEffect, useRef, useState } from 'react'
import type { LoyaltyView } from '../../../../machines/loyalty-redemption.connect'
import { useCount, useMoney, useT } from '../../../lib/use-t'
import '../../../../i18n/areas/ordering'

/** 'Mis {name}' as information: the welcome, the balance and the points history, paged while scrolling. */
export function LoyaltyHistory({ view, welcomeText }: { view: LoyaltyView; welcomeText: string | null }) {
  const t = useT()
  const count = useCount()
  const { history } = view
  // the list's end as state, not a ref: the dialog's portal mounts it a render after the mode opens, and the
  // observer must start then (a ref read at the mode's opening was still empty, so no page ever followed)
  const [end, setEnd] = useState<HTMLLIElement | null>(null)
  // One observer per list end, whatever the render: an observer reports on creation whether the end is in
  // view, so one re-created with each render's new handler announced the end again after every answer, and
  // a failed page was asked again at once (the list stayed «Cargando…» after the error).
  const endReached = useRef(history.endReached)
  endReached.current = history.endReached
  useEffect(() => {
    if (!end) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) endReached.current()
      },
      { rootMargin: '20px' },
    )
    observer.observe(end)
    return () => observer.disconnect()
  }, [end])
  return (
    <div>
      {welcomeText ? <p className="text-sm">{welcomeText}</p> : null}
      <p className="mt-2 font-semibold">
        {t('checkout.pointsBalance', { n: count(view.balance), name: view.programmeName })}
      </p>
      <ul className="mt-3 max-h-64 divide-y divide-ink/10 overflow-y-auto text-sm">
        {history.rows.map((row) => (
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
          {history.status === 'loading' ? t('common.loading') : null}
        </li>
      </ul>
      {history.status === 'failed' && view.error ? (
        <p className="mt-2 text-sm text-red-700">{t(view.error)}</p>
      ) : null}
      <button
        type="button"
        className="mt-4 w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast"
        onClick={view.openRedeem}
      >
        {t('checkout.pointsRedeem')}
      </button>
    </div>
  )
}

/** How many points to spend, checked by the machine against the programme's four limits. */
export function RedeemForm({ view }: { view: LoyaltyView }) {
  const t = useT()
  const money = useMoney()
  const { redeem } = view
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        redeem.confirm()
      }}
    >
      <label className="block text-sm font-medium" htmlFor="loyalty-points">
        {t('checkout.pointsToRedeem', { name: view.programmeName })}
      </label>
      <input
        id="loyalty-points"
        type="number"
        min={0}
        inputMode="numeric"
        className="mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base"
        value={redeem.points}
        onChange={(e) => redeem.changePoints(Number(e.target.value))}
      />
      <p className="mt-1 text-sm text-muted">= {money(redeem.points)}</p>
      {view.error ? <p className="mt-2 text-sm text-red-700">{t(view.error)}</p> : null}
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
export function SignUpForm({ view }: { view: LoyaltyView }) {
  const t = useT()
  const { signUp } = view
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        signUp.submit()
      }}
    >
      {(['name', 'phone', 'email'] as const).map((field) => (
        <label key={field} className="block text-sm font-medium">
          {t(`checkout.signUp_${field}`)}
          <input
            className="mt-1 w-full rounded-lg border border-ink/20 bg-surface px-3 py-2 text-base"
            value={signUp.form[field]}
            onChange={(e) => signUp.changeForm({ ...signUp.form, [field]: e.target.value })}
          />
        </label>
      ))}
      {view.error ? <p className="text-sm text-red-700">{t(view.error)}</p> : null}
      <button
        type="submit"
        disabled={signUp.busy}
        className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast disabled:opacity-50"
      >
        {t('common.continue')}
      </button>
    </form>
  )
}
