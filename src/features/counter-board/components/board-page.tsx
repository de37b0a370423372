import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo } from 'react'
import { fromCallback, fromPromise } from 'xstate'
import { KIOSK_SETUP_CORNER_PX } from '../../../../domain/kiosk'
import {
  type CounterBoardEvent,
  type CounterBoardFeed,
  counterBoardMachine,
} from '../../../../machines/counter-board.machine'
import { useFlow } from '../../../hooks/use-flow'
import { playChime } from '../../../lib/chime'
import { openLiveChannel } from '../../../lib/live-channel'
import { useT } from '../../../lib/use-t'
import { BranchTheme } from '../../../ui/branch-theme'
import { BrandLogo } from '../../../ui/brand-logo'
import { StaffDialog, StaffPinForm } from '../../../ui/staff-pin'
import { boardVenueQueryOptions, checkStaffPin, loadBoard } from '../api/board-api'
import { BoardColumns } from './board-columns'
import '../../../../i18n/areas/counter-board'

/**
 * The live channel, reconnecting every few seconds at most for as long as the screen is on. It pushes
 * the board itself after each change; it never says a bare "changed".
 */
const listen = fromCallback<CounterBoardEvent, { channel: string }>(({ input, sendBack }) =>
  openLiveChannel(
    input.channel,
    {
      subscribed: () => sendBack({ type: 'board.connected' }),
      board: (board) => sendBack({ type: 'board.pushed', board }),
      changed: () => undefined,
      lost: () => sendBack({ type: 'board.disconnected' }),
    },
    { retryForeverEveryMs: 4000 },
  ),
)

function useBoardFlow(alias: string) {
  const machine = useMemo(
    () =>
      counterBoardMachine.provide({
        actors: {
          loadBoard: fromPromise<CounterBoardFeed, { alias: string }>(({ input }) => loadBoard(input.alias)),
          checkPin: fromPromise<void, { alias: string; pin: string }>(({ input }) =>
            checkStaffPin(input.alias, input.pin),
          ),
          listen,
        },
      }),
    [],
  )
  const [state, send, actorRef] = useFlow(machine, { input: { alias } })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('board.chime', () => playChime()),
      actorRef.on('device.enterFullscreen', () => {
        document.documentElement.requestFullscreen?.().catch(() => undefined)
      }),
      actorRef.on('device.leaveFullscreen', () => {
        if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined)
      }),
    ]
    // every touch reaches the machine; one in the top-left corner counts toward the staff gesture
    const touched = (event: PointerEvent) => {
      actorRef.send({ type: 'board.touched' })
      if (event.clientX <= KIOSK_SETUP_CORNER_PX && event.clientY <= KIOSK_SETUP_CORNER_PX)
        actorRef.send({ type: 'board.cornerTapped' })
    }
    const noMenu = (event: Event) => event.preventDefault()
    document.addEventListener('pointerdown', touched, { capture: true })
    document.addEventListener('contextmenu', noMenu)
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
      document.removeEventListener('pointerdown', touched, { capture: true })
      document.removeEventListener('contextmenu', noMenu)
    }
  }, [actorRef])

  return [state, send] as const
}

/**
 * The counter board (issue 35) at /pantalla/{alias}: a TV's screen of numbers being prepared and ready
 * for pick-up, in the venue's colours. The counter-board machine owns reading, the live channel, the
 * chime and the lock; this view draws its snapshot.
 */
export function BoardPage({ alias }: { alias: string }) {
  const t = useT()
  const [state, send] = useBoardFlow(alias)
  const pinTitleId = useId()
  const venue = useQuery(boardVenueQueryOptions(alias)).data
  const { board, pin, error } = state.context
  const offline = state.hasTag('offline')

  return (
    <BranchTheme colorConfig={venue?.branch.generalConfig.colorConfig}>
      <main
        id="contenido"
        className="flex h-dvh select-none flex-col gap-[3vmin] overflow-hidden bg-neutral-950 p-[3vmin] text-white"
        data-board-state={offline ? 'offline' : state.hasTag('live') ? 'live' : 'connecting'}
      >
        <header className="flex items-center gap-[3vmin]">
          {venue ? (
            <BrandLogo
              name={venue.branch.name}
              url={venue.branch.customLogoURL}
              className="h-[10vmin] w-[10vmin]"
            />
          ) : null}
          <h1 className="flex-1 truncate font-bold text-[5vmin]">
            {board ? t('counterBoard.title', { local: board.localName }) : ''}
          </h1>
          {offline ? (
            <p
              role="status"
              className="rounded-full bg-red-700 px-[3vmin] py-[1vmin] font-bold text-[3.5vmin] text-white"
            >
              {t('counterBoard.offline')}
            </p>
          ) : null}
        </header>
        {state.hasTag('missing') ? (
          // not an alert: the PIN dialog's refusal is the screen's one alert
          <p className="m-auto text-[5vmin]">{t('counterBoard.notFound')}</p>
        ) : board ? (
          <BoardColumns board={board} />
        ) : (
          <p className="m-auto text-[5vmin]">
            {offline ? t('counterBoard.offlineDetail') : t('counterBoard.connecting')}
          </p>
        )}
        {state.hasTag('touchToStart') ? (
          <p className="text-center text-[3vmin] opacity-70">{t('counterBoard.touchToStart')}</p>
        ) : null}
        {state.hasTag('pin') ? (
          // the kiosk's PIN entry and texts, with the board's own way out
          <StaffDialog titleId={pinTitleId}>
            <StaffPinForm
              titleId={pinTitleId}
              pin={pin}
              error={error}
              busy={state.hasTag('busy')}
              submitLabel={t('counterBoard.leave')}
              onPin={(next) => send({ type: 'board.pinChanged', pin: next })}
              onSubmit={() => send({ type: 'board.pinSubmitted' })}
              onClose={() => send({ type: 'board.pinClosed' })}
            />
          </StaffDialog>
        ) : null}
      </main>
    </BranchTheme>
  )
}
