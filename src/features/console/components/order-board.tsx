import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { BOARD_COLUMNS, type BoardColumn } from '../../../../domain/order-console'
import { createConsoleBoardMachine } from '../../../../machines/console-board.machine'
import { useFlow } from '../../../hooks/use-flow'
import { playChime } from '../../../lib/chime'
import { type MessageKey, useT } from '../../../lib/use-t'
import { type ConsoleOrder, fetchConsoleOrders } from '../api/console-api'
import { consoleFeedActor } from '../lib/console-feed'
import { OrderCard } from './order-card'
import { StackPanel } from './stack-panel'
import '../../../../i18n/areas/console'

const boardMachine = createConsoleBoardMachine<ConsoleOrder>()

const COLUMN_LABEL: Record<BoardColumn, MessageKey> = {
  new: 'orderConsole.columnNew',
  accepted: 'orderConsole.columnAccepted',
  ready: 'orderConsole.columnReady',
  dispatched: 'orderConsole.columnDispatched',
  delivered: 'orderConsole.columnDelivered',
  canceled: 'orderConsole.columnCanceled',
}

/** Today's orders in the six columns, kept live by the board machine; the server names each column. */
export function OrderBoard({ alias, timeZone }: { alias: string; timeZone: string }) {
  const t = useT()
  const machine = useMemo(
    () =>
      boardMachine.provide({
        actors: {
          fetchOrders: fromPromise(() => fetchConsoleOrders(alias)),
          feed: consoleFeedActor(alias),
        },
      }),
    [alias],
  )
  const [state, send, actorRef] = useFlow(machine)
  const list = state.context.orders ?? []
  const unseen = state.context.unseen

  // A new order rings once; the badge counts it until staff acknowledge it.
  useEffect(() => {
    const subscription = actorRef.on('newOrders', (event) => {
      if (event.count > 0) playChime()
    })
    return () => subscription.unsubscribe()
  }, [actorRef])

  useEffect(() => {
    const title = t('orderConsole.title')
    document.title = unseen > 0 ? `(${unseen}) ${title}` : title
  }, [unseen, t])

  return (
    <>
      <p className="px-4 text-sm text-gray-600">
        {state.hasTag('loadFailed')
          ? t('orderConsole.loadFailed')
          : state.hasTag('live')
            ? t('orderConsole.liveConnected')
            : t('orderConsole.liveReconnecting')}
      </p>
      <StackPanel alias={alias} orders={list} />
      <div
        data-testid="order-board"
        aria-busy={state.hasTag('syncing')}
        className="grid grid-cols-1 gap-3 p-4 md:grid-cols-3 xl:grid-cols-6"
      >
        {BOARD_COLUMNS.map((column) => {
          const inColumn = list.filter((order) => order.column === column)
          return (
            <section
              key={column}
              aria-label={t(COLUMN_LABEL[column])}
              className="flex flex-col gap-2 rounded-lg bg-gray-100 p-2"
            >
              <h2 className="flex items-center justify-between gap-2 font-semibold">
                <span>{t(COLUMN_LABEL[column])}</span>
                {column === 'new' && unseen > 0 ? (
                  <button
                    type="button"
                    className="rounded-full bg-red-700 px-2 text-sm text-white"
                    onClick={() => send({ type: 'console.badgeSeen' })}
                  >
                    {t('orderConsole.newBadge', { count: unseen })}
                  </button>
                ) : (
                  <span aria-hidden="true">{inColumn.length}</span>
                )}
              </h2>
              {inColumn.length === 0 && <p className="text-sm text-gray-600">{t('orderConsole.empty')}</p>}
              {inColumn.map((order) => (
                <OrderCard key={order.id} alias={alias} order={order} timeZone={timeZone} />
              ))}
            </section>
          )
        })}
      </div>
    </>
  )
}
