import { useMoney, useT } from '../../../lib/use-t'

/** What the local owes the diner back: a capture its order could not keep and the provider could not void. */
export function RefundDueBadge({ amount }: { amount: number }) {
  const t = useT()
  const money = useMoney()
  if (amount <= 0) return null
  return (
    <p
      className="self-start rounded bg-red-100 px-2 py-1 font-semibold text-red-900"
      title={t('orderConsole.refundDueHint')}
    >
      {t('orderConsole.refundDue', { amount: money(amount) })}
    </p>
  )
}
