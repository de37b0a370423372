import { type ReactNode, useCallback, useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { BOARD_COLUMNS, type BoardColumn as Column } from '../../../../domain/order-console'
import { createConsoleBoardMachine } from '../../../../machines/console-board.machine'
import { consoleSoundMachine } from '../../../../machines/console-sound.machine'
import { useFlow } from '../../../hooks/use-flow'
import { type MessageKey, useT } from '../../../lib/use-t'
import { type ConsoleOrder, fetchConsoleOrders } from '../api/console-api'
import { BoardRead } from '../lib/board-read'
import { consoleFeedActor } from '../lib/console-feed'
import { playKitchenChime } from '../lib/console-sound'
import { BoardColumn } from './board-column'
import { ConsoleHeader, type LinkState } from './console-header'
import { OrderCard } from './order-card'
import { StackPanel } from './stack-panel'
import '../../../../i18n/areas/console'

const boardMachine = createConsoleBoardMachine<ConsoleOrder>()
const soundMachine = consoleSoundMachine.provide({ actions: { chime: playKitchenChime } })

const COLUMN_LABEL: Record<Column, MessageKey> = {
  new: 'orderConsole.columnNew',
  accepted: 'orderConsole.columnAccepted',
  ready: 'orderConsole.columnReady',
  dispatched: 'orderConsole.columnDispatched',
  delivered: 'orderConsole.columnDelivered',
  canceled: 'orderConsole.columnCanceled',
}
/** Finished orders share one narrow column: the kitchen works the other four. */
const CLOSED: readonly Column[] = ['delivered', 'canceled']

/**
 * Today's orders kept live by the board machine, with the header that shows the live link and the sound:
 * on a desktop or a landscape tablet the board fills the screen and each column scrolls on its own; the
 * stacking panel follows below. The server names each order's column.
 */
export function OrderBoard({
  alias,
  timeZone,
  subtitle,
  controls,
}: {
  alias: string
  timeZone: string
  subtitle: string
  /** the local's own controls for the header (closing it, signing out) */
  controls: ReactNode
}) {
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
  const [sound, sendSound] = useFlow(soundMachine)
  const list = state.context.orders ?? []
  // a view that finds the board behind asks for the read the server's 'resync' starts
  const readAgain = useCallback(() => send({ type: 'console.feed.resync' }), [send])
  const unseen = state.context.unseen

  // The board announces arrivals; the sound machine decides whether they ring.
  useEffect(() => {
    const subscription = actorRef.on('newOrders', () => sendSound({ type: 'sound.ordersArrived' }))
    return () => subscription.unsubscribe()
  }, [actorRef, sendSound])

  useEffect(() => {
    const title = t('orderConsole.title')
    document.title = unseen > 0 ? `(${unseen}) ${title}` : title
  }, [unseen, t])

  const link: LinkState = state.hasTag('loadFailed')
    ? 'loadFailed'
    : state.hasTag('live')
      ? 'live'
      : state.hasTag('offline')
        ? 'offline'
        : 'connecting'

  const column = (name: Column) => {
    const compact = CLOSED.includes(name)
    const inColumn = list.filter((order) => order.column === name)
    return (
      <BoardColumn
        key={name}
        label={t(COLUMN_LABEL[name])}
        count={inColumn.length}
        badge={
          name === 'new' && unseen > 0 ? (
            <button
              type="button"
              className="rounded-full bg-red-700 px-2 py-0.5 text-sm font-bold whitespace-nowrap text-white"
              onClick={() => send({ type: 'console.badgeSeen' })}
            >
              {t('orderConsole.newBadge', { count: unseen })}
            </button>
          ) : undefined
        }
      >
        {inColumn.map((order) => (
          <OrderCard key={order.id} alias={alias} order={order} timeZone={timeZone} compact={compact} />
        ))}
      </BoardColumn>
    )
  }

  return (
    <BoardRead value={readAgain}>
      <div className="flex flex-col lg:h-dvh">
        <ConsoleHeader
          subtitle={subtitle}
          link={link}
          soundOn={sound.hasTag('soundOn')}
          onSoundToggle={() => sendSound({ type: 'sound.toggled' })}
          controls={controls}
        />
        <div
          data-testid="order-board"
          aria-busy={state.hasTag('syncing')}
          className="grid min-h-0 flex-1 grid-cols-1 gap-2 p-2 md:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,9rem)] xl:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,13rem)]"
        >
          {BOARD_COLUMNS.filter((name) => !CLOSED.includes(name)).map(column)}
          <div className="flex min-h-0 flex-col gap-2">{CLOSED.map(column)}</div>
        </div>
      </div>
      <StackPanel alias={alias} orders={list} />
    </BoardRead>
  )
}
