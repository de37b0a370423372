import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { formatAddress } from '../../../../domain/figures'
import { consoleStackMachine, type StackRequest } from '../../../../machines/console-stack.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import type { ConsoleOrder } from '../api/console-api'
import { createStack, stackCandidateOf } from '../api/stack-api'
import { useReadBoardAgain } from '../lib/board-read'
import '../../../../i18n/areas/console'

/** Staff pick ready delivery orders in route order and hand them to one rider as a stack. */
export function StackPanel({ alias, orders }: { alias: string; orders: ConsoleOrder[] }) {
  const t = useT()
  const readBoardAgain = useReadBoardAgain()
  const machine = useMemo(
    () =>
      consoleStackMachine.provide({
        actors: {
          createStack: fromPromise(({ input }: { input: StackRequest }) => createStack(alias, input)),
        },
      }),
    [alias],
  )
  const [state, send, actorRef] = useFlow(machine, { input: { orders: orders.map(stackCandidateOf) } })

  useEffect(() => {
    send({ type: 'stack.ordersUpdated', orders: orders.map(stackCandidateOf) })
  }, [send, orders])

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (notice) =>
        notice.level === 'success' ? toast.success(t(notice.message)) : toast.error(t(notice.message)),
      ),
      actorRef.on('refresh', readBoardAgain),
    ]
    return () => {
      for (const s of subscriptions) s.unsubscribe()
    }
  }, [actorRef, readBoardAgain, t])

  const { selected, returnTrip } = state.context
  const busy = state.hasTag('busy')
  const offered = orders.filter(
    (order) => selected.includes(order.id) || state.can({ type: 'stack.orderToggled', orderId: order.id }),
  )

  return (
    <section
      aria-label={t('consoleStack.heading')}
      className="mx-4 mt-3 rounded-lg bg-white p-3 text-sm shadow-sm"
    >
      <h2 className="font-semibold">{t('consoleStack.heading')}</h2>
      {offered.length === 0 ? (
        <p className="text-gray-600">{t('consoleStack.empty')}</p>
      ) : (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'stack.confirmed' })
          }}
        >
          <p className="text-gray-700">{t('consoleStack.hint')}</p>
          <div className="flex flex-wrap gap-3">
            {offered.map((order) => {
              const position = selected.indexOf(order.id)
              return (
                <label key={order.id} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={position >= 0}
                    disabled={busy}
                    onChange={() => send({ type: 'stack.orderToggled', orderId: order.id })}
                  />
                  {position >= 0 && <span aria-hidden="true">{position + 1}.</span>}
                  {t('consoleStack.orderOption', {
                    number: order.displayNumber,
                    address: formatAddress(order.address) || '—',
                  })}
                </label>
              )
            })}
          </div>
          <label className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={returnTrip}
              disabled={busy}
              onChange={() => send({ type: 'stack.returnTripToggled' })}
            />
            {t('consoleStack.returnTrip')}
          </label>
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={busy}
              className="rounded bg-gray-900 px-3 py-1 font-semibold text-white disabled:opacity-60"
            >
              {busy ? t('consoleStack.sending') : t('consoleStack.confirm', { count: selected.length })}
            </button>
            {selected.length > 0 && (
              <button
                type="button"
                disabled={busy}
                className="rounded border border-gray-500 px-3 py-1"
                onClick={() => send({ type: 'stack.cleared' })}
              >
                {t('consoleStack.clear')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  )
}
