import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { consoleClock } from '../../../../domain/console-time'
import { feeMessage, formatAddress } from '../../../../domain/figures'
import { CONSOLE_ACTIONS } from '../../../../domain/order-console'
import { formatPhone } from '../../../../domain/phone'
import { orderConsoleMachine, type TransitionRequest } from '../../../../machines/order-console.machine'
import { useFlow } from '../../../hooks/use-flow'
import { type MessageKey, useMoney, useT } from '../../../lib/use-t'
import { toast } from '../../../ui/toast'
import { type ConsoleOrder, cardOrderOf, transitionOrder } from '../api/console-api'
import { useReadBoardAgain } from '../lib/board-read'
import { consoleClockActor } from '../lib/console-clock'
import '../../../../i18n/areas/console'
import { ActionButtons, DetailsForm } from './card-actions'
import { CardLines } from './card-lines'
import { PrinterIcon } from './console-icons'
import { CounterPayment } from './counter-payment'
import { ElapsedChip, LATENESS_EDGE } from './elapsed-chip'
import { RefundDueBadge } from './refund-due-badge'

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

function PrintButton({ label, onPrint }: { label: string; onPrint: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="-my-1 shrink-0 self-end rounded-md p-1 text-base text-gray-800 hover:bg-gray-100"
      onClick={onPrint}
    >
      <PrinterIcon />
    </button>
  )
}

/**
 * One order on the board, driven by its own order-console actor: what a cook reads from two metres
 * (number, mode, minutes since it arrived, what to cook) large; the front desk's details small; the
 * money breakdown only on the printed ticket.
 */
export function OrderCard({
  alias,
  order,
  timeZone,
  compact = false,
}: {
  alias: string
  order: ConsoleOrder
  /** the branch's: card times read in it, not in the browser's zone */
  timeZone: string
  /** a finished order: what was made, without the desk's details */
  compact?: boolean
}) {
  const t = useT()
  const money = useMoney()
  const readBoardAgain = useReadBoardAgain()
  const machine = useMemo(
    () =>
      orderConsoleMachine.provide({
        actors: {
          transition: fromPromise(({ input }: { input: TransitionRequest }) => transitionOrder(alias, input)),
          clock: consoleClockActor,
        },
      }),
    [alias],
  )
  const [state, send, actorRef] = useFlow(machine, {
    input: { order: cardOrderOf(order), now: Date.now() },
  })

  const { id, status, type, column, orderedAt, scheduledAt, acceptedAt, etaMinutes } = order
  useEffect(() => {
    send({
      type: 'console.orderUpdated',
      order: {
        id,
        status,
        type,
        dispatched: column === 'dispatched',
        orderedAt,
        scheduledAt,
        acceptedAt,
        etaMinutes,
      },
    })
  }, [send, id, status, type, column, orderedAt, scheduledAt, acceptedAt, etaMinutes])

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (notice) => toast.error(t(notice.message))),
      actorRef.on('refresh', readBoardAgain),
    ]
    return () => {
      for (const s of subscriptions) s.unsubscribe()
    }
  }, [actorRef, readBoardAgain, t])

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

  const { pending, timing } = state.context
  const actions = CONSOLE_ACTIONS.filter((action) => state.can({ type: 'console.actionChosen', action }))

  return (
    <article
      ref={ticket}
      className={`flex shrink-0 flex-col gap-1 rounded-lg border border-l-6 border-gray-300 bg-white px-2 py-1.5 shadow-sm ${LATENESS_EDGE[timing?.lateness ?? 'closed']}`}
      aria-label={t('orderConsole.number', { number: order.displayNumber })}
      data-order-code={order.code}
      data-mode={order.type}
      data-lateness={timing?.lateness ?? 'closed'}
    >
      <header className="flex items-center gap-x-2">
        <span className="flex min-w-0 items-baseline gap-x-1.5">
          <strong className="text-xl leading-7 font-extrabold whitespace-nowrap">
            {t('orderConsole.number', { number: order.displayNumber })}
          </strong>
          {/* one line whatever the chip's width: a long mode is cut, never pushed under the number */}
          <span className="truncate text-sm font-semibold">
            <ModeLine order={order} />
          </span>
        </span>
        <span className="ml-auto shrink-0">{timing && <ElapsedChip timing={timing} />}</span>
      </header>
      <CardLines items={order.items} />
      {!compact && (
        <>
          <p className="text-xs text-gray-700">
            {order.scheduled && order.scheduledAt
              ? t('orderConsole.scheduledFor', { time: consoleClock(order.scheduledAt, timeZone) })
              : t('orderConsole.orderedAt', { time: consoleClock(order.orderedAt, timeZone) })}
            {order.etaMinutes !== null && <> · {t('orderConsole.eta', { minutes: order.etaMinutes })}</>}
          </p>
          <p className="truncate text-xs text-gray-800" title={formatAddress(order.address) || undefined}>
            {[order.customerName, order.phone && formatPhone(order.phone), formatAddress(order.address)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="flex items-center gap-2 text-xs">
            <span className="truncate">
              {order.paymentMethod === 'CASH' ? `${t('orderConsole.paymentCash')} · ` : ''}
              {t(PAYMENT_LABEL[order.paymentStatus])}
            </span>
            <span className="ml-auto shrink-0 font-semibold whitespace-nowrap tabular-nums print:hidden">
              {money(order.total)}
            </span>
            <PrintButton label={t('orderConsole.printTicket')} onPrint={printTicket} />
          </p>
        </>
      )}
      {compact && <PrintButton label={t('orderConsole.printTicket')} onPrint={printTicket} />}
      {order.notes && (
        <p className="text-sm font-semibold italic">{t('orderConsole.notes', { notes: order.notes })}</p>
      )}
      <dl className="hidden grid-cols-2 gap-x-2 print:grid">
        <dt>{t('orderConsole.itemsPrice')}</dt>
        <dd className="text-right">{money(order.itemsPrice)}</dd>
        {(order.deliveryFee > 0 || order.type === 'DELIVERY') && (
          <>
            <dt>{t('orderConsole.deliveryFee')}</dt>
            <dd className="text-right">{t(feeMessage(order.deliveryFee))}</dd>
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
      <RefundDueBadge amount={order.refundDue} />
      {order.reason && <p className="text-sm">{t('orderConsole.reason', { reason: order.reason })}</p>}
      <CounterPayment alias={alias} order={order} />
      {state.hasTag('dialogOpen') && pending ? (
        <DetailsForm
          pending={pending}
          reasonLabel={
            pending === 'reject'
              ? 'orderConsole.reasonLabel'
              : pending === 'deliver' || order.column === 'dispatched'
                ? 'orderConsole.closeReasonLabel'
                : 'orderConsole.cancelReasonLabel'
          }
          etaMinutes={state.context.etaMinutes}
          reason={state.context.reason}
          onEta={(minutes) => send({ type: 'console.etaChanged', minutes })}
          onReason={(reason) => send({ type: 'console.reasonChanged', reason })}
          onConfirm={() => send({ type: 'console.confirmed' })}
          onDismiss={() => send({ type: 'console.dismissed' })}
        />
      ) : (
        <ActionButtons
          actions={actions}
          busy={state.hasTag('busy')}
          onChoose={(action) => send({ type: 'console.actionChosen', action })}
        />
      )}
    </article>
  )
}
