import { useMutation } from '@tanstack/react-query'
import { awaitsCounterPayment } from '../../../../domain/counter-payment'
import { ApiError } from '../../../api/errors'
import { useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { type ConsoleOrder, markOrderPaid } from '../api/console-api'
import { useReadBoardAgain } from '../lib/board-read'
import '../../../../i18n/areas/console'

/**
 * A table or kiosk order left to pay at the counter ('Pagar en caja'): marked as awaiting payment until
 * staff take it and press 'Marcar pagado' (the rule is domain/counter-payment, as the server's).
 */
export function CounterPayment({ alias, order }: { alias: string; order: ConsoleOrder }) {
  const t = useT()
  const readBoardAgain = useReadBoardAgain()
  const markPaid = useMutation({
    mutationFn: () => markOrderPaid(alias, order.id),
    onSuccess: (paid) => {
      toast.success(t('orderConsole.markPaidDone', { number: paid.displayNumber }))
      readBoardAgain()
    },
    onError: (error) =>
      error instanceof ApiError && error.detail
        ? toast.error(error.detail)
        : toast.error(t('orderConsole.transitionFailed')),
  })
  if (!awaitsCounterPayment(order)) return null
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="counter-payment">
      <p className="rounded bg-amber-100 px-2 py-1 font-semibold text-amber-950">
        {t('orderConsole.awaitingCounterPayment')}
      </p>
      <button
        type="button"
        disabled={markPaid.isPending}
        onClick={() => markPaid.mutate()}
        className="rounded border border-gray-700 px-3 py-1 font-medium disabled:opacity-60"
      >
        {t('orderConsole.markPaid')}
      </button>
    </div>
  )
}
