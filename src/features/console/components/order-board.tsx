import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { arrivedOrderIds, BOARD_COLUMNS, type BoardColumn } from '../../../../domain/order-console'
import { type MessageKey, useT } from '../../../lib/use-t'
import { BOARD_POLL_MS, consoleOrdersQueryOptions } from '../api/console-api'
import { playNewOrderChime } from '../lib/new-order-alert'
import { OrderCard } from './order-card'
import { StackPanel } from './stack-panel'

const COLUMN_LABEL: Record<BoardColumn, MessageKey> = {
  new: 'orderConsole.columnNew',
  accepted: 'orderConsole.columnAccepted',
  ready: 'orderConsole.columnReady',
  dispatched: 'orderConsole.columnDispatched',
  delivered: 'orderConsole.columnDelivered',
  canceled: 'orderConsole.columnCanceled',
}

/** Today's orders in the six columns; the server names each order's column. */
export function OrderBoard({ alias }: { alias: string }) {
  const t = useT()
  const orders = useQuery(consoleOrdersQueryOptions(alias))
  const list = orders.data ?? []
  const known = useRef<Set<number> | null>(null)
  const [unseen, setUnseen] = useState(0)

  // A new order rings once and counts on the badge until staff acknowledge it.
  useEffect(() => {
    if (!orders.data) return
    const arrived = arrivedOrderIds(known.current, orders.data)
    known.current = new Set(orders.data.map((order) => order.id))
    if (arrived.length === 0) return
    setUnseen((count) => count + arrived.length)
    playNewOrderChime()
  }, [orders.data])

  useEffect(() => {
    const title = t('orderConsole.title')
    document.title = unseen > 0 ? `(${unseen}) ${title}` : title
  }, [unseen, t])

  return (
    <>
      <p className="px-4 text-sm text-gray-600">
        {orders.isError
          ? t('orderConsole.loadFailed')
          : t('orderConsole.liveByPolling', { seconds: BOARD_POLL_MS / 1000 })}
      </p>
      <StackPanel alias={alias} orders={list} />
      <div className="grid grid-cols-1 gap-3 p-4 md:grid-cols-3 xl:grid-cols-6">
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
                    onClick={() => setUnseen(0)}
                  >
                    {t('orderConsole.newBadge', { count: unseen })}
                  </button>
                ) : (
                  <span aria-hidden="true">{inColumn.length}</span>
                )}
              </h2>
              {inColumn.length === 0 && <p className="text-sm text-gray-600">{t('orderConsole.empty')}</p>}
              {inColumn.map((order) => (
                <OrderCard key={order.id} alias={alias} order={order} />
              ))}
            </section>
          )
        })}
      </div>
    </>
  )
}
