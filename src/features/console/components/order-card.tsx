import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { consoleClock } from '../../../../domain/console-time'
import { CONSOLE_ACTIONS, type ConsoleAction } from '../../../../domain/order-console'
import { orderConsoleMachine, type TransitionRequest } from '../../../../machines/order-console.machine'
import { useFlow } from '../../../hooks/use-flow'
import { type MessageKey, useMoney, useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import {
  type ConsoleOrder,
  cardOrderOf,
  consoleOrdersQueryOptions,
  transitionOrder,
} from '../api/console-api'
import '../../../../i18n/areas/console'
import { CounterPayment } from './counter-payment'
import { RefundDueBadge } from './refund-due-badge'

const ACTION_LABEL: Record<ConsoleAction, MessageKey> = {
  accept: 'orderConsole.actionAccept',
  reject: 'orderConsole.actionReject',
  ready: 'orderConsole.actionReady',
  handOver: 'orderConsole.actionHandOver',
  dispatch: 'orderConsole.actionDispatch',
  deliver: 'orderConsole.actionDeliver',
  cancel: 'orderConsole.actionCancel',
}

const PAYMENT_LABEL: Record<ConsoleOrder['paymentStatus'], MessageKey> = {
  PAID: 'orderConsole.paymentPaid',
  PENDING: 'orderConsole.paymentPending',
  PROCESSING: 'orderConsole.paymentProcessing',
  REJECTED: 'orderConsole.paymentRejected',
}

function ModeLine({ order }: { order: ConsoleOrder }) {
  const t = useT()
  switch (order.type) {
    case 'DELIVERY':
      return <>{t('orderConsole.modeDelivery')}</>
    case 'TAKE_AWAY':
      return <>{t('orderConsole.modeTakeAway')}</>
    case 'TABLE':
      return <>{t('orderConsole.modeTable', { table: order.tableUid ?? '—' })}</>
    case 'SELF_SERVICE':
      return <>{t('orderConsole.modeSelfService', { number: order.displayNumber })}</>
  }
}

/** One order on the board, driven by its own order-console actor. */
export function OrderCard({
  alias,
  order,
  timeZone,
}: {
  alias: string
  order: ConsoleOrder
  /** the branch's: card times read in it, not in the browser's zone */
  timeZone: string
}) {
  const t = useT()
  const money = useMoney()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      orderConsoleMachine.provide({
        actors: {
          transition: fromPromise(({ input }: { input: TransitionRequest }) => transitionOrder(alias, input)),
        },
      }),
    [alias],
  )
  const [state, send, actorRef] = useFlow(machine, { input: { order: cardOrderOf(order) } })

  const { id, status, type, column } = order
  useEffect(() => {
    send({ type: 'console.orderUpdated', order: { id, status, type, dispatched: column === 'dispatched' } })
  }, [send, id, status, type, column])

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (notice) => toast.error(t(notice.message))),
      actorRef.on('refresh', () =>
        queryClient.invalidateQueries({ queryKey: consoleOrdersQueryOptions(alias).queryKey }),
      ),
    ]
    return () => {
      for (const s of subscriptions) s.unsubscribe()
    }
  }, [actorRef, queryClient, alias, t])

  const ticket = useRef<HTMLElement>(null)
  // The print stylesheet shows only the card marked for printing, on an 80 mm roll.
  const printTicket = () => {
    const element = ticket.current
    if (!element) return
    element.dataset.printing = 'true'
    const done = () => {
      delete element.dataset.printing
      window.removeEventListener('afterprint', done)
    }
    window.addEventListener('afterprint', done)
    window.print()
  }

  const busy = state.hasTag('busy')
  const pending = state.context.pending
  const actions = CONSOLE_ACTIONS.filter((action) => state.can({ type: 'console.actionChosen', action }))

  return (
    <article
      ref={ticket}
      className="flex flex-col gap-2 rounded-lg border border-gray-300 bg-white p-3 text-sm shadow-sm"
      aria-label={t('orderConsole.number', { number: order.displayNumber })}
      data-order-code={order.code}
    >
      <header className="flex items-baseline justify-between gap-2">
        <strong className="text-lg">{t('orderConsole.number', { number: order.displayNumber })}</strong>
        <span className="font-medium">
          <ModeLine order={order} />
        </span>
      </header>
      <p className="text-gray-700">
        {order.scheduled && order.scheduledAt
          ? t('orderConsole.scheduledFor', { time: consoleClock(order.scheduledAt, timeZone) })
          : t('orderConsole.orderedAt', { time: consoleClock(order.orderedAt, timeZone) })}
        {order.etaMinutes !== null && <> · {t('orderConsole.eta', { minutes: order.etaMinutes })}</>}
      </p>
      <ul className="flex flex-col gap-1">
        {order.items.map((item) => (
          <li key={item.id}>
            <div className="flex justify-between gap-2">
              <span>
                {item.quantity} × {item.name}
              </span>
              <span>{money(item.accPrice)}</span>
            </div>
            {(item.extras ?? []).length > 0 && (
              <ul className="pl-4 text-gray-700">
                {(item.extras ?? []).map((extra) => (
                  <li key={`${extra.groupName}-${extra.name}`}>
                    {extra.quantity} × {extra.name}
                  </li>
                ))}
              </ul>
            )}
            {item.notes && <p className="pl-4 italic">{t('orderConsole.notes', { notes: item.notes })}</p>}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-2 text-gray-800">
        <dt>{t('orderConsole.itemsPrice')}</dt>
        <dd className="text-right">{money(order.itemsPrice)}</dd>
        {order.deliveryFee > 0 && (
          <>
            <dt>{t('orderConsole.deliveryFee')}</dt>
            <dd className="text-right">{money(order.deliveryFee)}</dd>
          </>
        )}
        {order.userServiceFee > 0 && (
          <>
            <dt>{t('orderConsole.serviceFee')}</dt>
            <dd className="text-right">{money(order.userServiceFee)}</dd>
          </>
        )}
        {order.discountTotal > 0 && (
          <>
            <dt>{t('orderConsole.discounts')}</dt>
            <dd className="text-right">−{money(order.discountTotal)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('orderConsole.total')}</dt>
        <dd className="text-right font-semibold">{money(order.total)}</dd>
      </dl>
      <p>
        {order.paymentMethod === 'CASH' ? `${t('orderConsole.paymentCash')} · ` : ''}
        {t(PAYMENT_LABEL[order.paymentStatus])}
      </p>
      <RefundDueBadge amount={order.refundDue} />
      <CounterPayment alias={alias} order={order} />
      <p className="text-gray-800">
        {[order.customerName, order.phone, order.address].filter(Boolean).join(' · ')}
      </p>
      {order.notes && <p className="italic">{t('orderConsole.notes', { notes: order.notes })}</p>}
      {order.reason && <p>{t('orderConsole.reason', { reason: order.reason })}</p>}

      <button type="button" className="self-start text-sm underline" onClick={printTicket}>
        {t('orderConsole.printTicket')}
      </button>

      {state.hasTag('dialogOpen') && pending ? (
        <form
          className="flex flex-col gap-2 rounded bg-gray-100 p-2"
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'console.confirmed' })
          }}
        >
          {pending === 'accept' ? (
            <label className="flex flex-col gap-1">
              <span>{t('orderConsole.etaLabel')}</span>
              <input
                type="number"
                min={1}
                max={240}
                inputMode="numeric"
                className="rounded border border-gray-400 px-2 py-1"
                value={state.context.etaMinutes ?? ''}
                onChange={(e) =>
                  send({
                    type: 'console.etaChanged',
                    minutes: e.target.value === '' ? null : Number(e.target.value),
                  })
                }
              />
            </label>
          ) : (
            <label className="flex flex-col gap-1">
              <span>
                {t(
                  pending === 'reject'
                    ? 'orderConsole.reasonLabel'
                    : pending === 'deliver' || order.column === 'dispatched'
                      ? 'orderConsole.closeReasonLabel'
                      : 'orderConsole.cancelReasonLabel',
                )}
              </span>
              <input
                className="rounded border border-gray-400 px-2 py-1"
                maxLength={200}
                value={state.context.reason}
                onChange={(e) => send({ type: 'console.reasonChanged', reason: e.target.value })}
              />
            </label>
          )}
          <div className="flex gap-2">
            <button type="submit" className="rounded bg-gray-900 px-3 py-1 font-semibold text-white">
              {t('orderConsole.confirm')}
            </button>
            <button
              type="button"
              className="rounded border border-gray-500 px-3 py-1"
              onClick={() => send({ type: 'console.dismissed' })}
            >
              {t('orderConsole.back')}
            </button>
          </div>
        </form>
      ) : (
        actions.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                disabled={busy}
                className="rounded border border-gray-700 px-3 py-1 font-medium disabled:opacity-60"
                onClick={() => send({ type: 'console.actionChosen', action })}
              >
                {t(ACTION_LABEL[action])}
              </button>
            ))}
          </div>
        )
      )}
    </article>
  )
}
