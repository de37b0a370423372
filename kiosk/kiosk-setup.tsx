import { useParams } from '@tanstack/react-router'
import { useEffect, useId, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { KIOSK_SETUP_CORNER_PX } from '../domain/kiosk'
import { kioskSetupMachine, type PinCheckError } from '../machines/kiosk-setup.machine'
import { api } from '../src/api/client'
import { useFlow } from '../src/hooks/use-flow'
import { useT } from '../src/lib/use-t'
import { DigitInput } from '../src/ui/digit-input'
import { KioskButton } from '../src/ui/kiosk-button'
import { keepFocus, StaffDialog, StaffPinForm } from '../src/ui/staff-pin'
import '../i18n/areas/ordering'

async function checkPin(alias: string, pin: string): Promise<void> {
  const { response } = await api.POST('/api/kiosk/{alias}/staff-pin', {
    params: { path: { alias } },
    body: { pin },
  })
  if (response.status === 204) return
  const retryAfter = Number(response.headers.get('retry-after'))
  const error: PinCheckError = {
    status: response.status,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  }
  throw error
}

/** Where the device goes once staff set it up: a kiosk link of this local, loaded afresh. */
function goTo(href: string) {
  window.location.assign(href)
}

/**
 * The staff's set-up over any kiosk screen: the kiosk-setup machine owns the gesture, the PIN check and
 * the choices; this view reports corner taps and typing, and carries out what the machine emits.
 */
export function KioskSetup() {
  const t = useT()
  const { alias } = useParams({ strict: false }) as { alias?: string }
  const titleId = useId()
  const tableId = useId()
  const machine = useMemo(
    () =>
      kioskSetupMachine.provide({
        actors: {
          checkPin: fromPromise<void, { pin: string }>(({ input }) => checkPin(alias ?? '', input.pin)),
        },
      }),
    [alias],
  )
  const [state, send, actorRef] = useFlow(machine)

  useEffect(() => {
    const tapped = (event: PointerEvent) => {
      if (event.clientX <= KIOSK_SETUP_CORNER_PX && event.clientY <= KIOSK_SETUP_CORNER_PX)
        send({ type: 'setup.cornerTapped' })
    }
    document.addEventListener('pointerdown', tapped, { capture: true })
    return () => document.removeEventListener('pointerdown', tapped, { capture: true })
  }, [send])

  useEffect(() => {
    const local = encodeURIComponent(alias ?? '')
    const subscriptions = [
      actorRef.on('device.table', ({ tableNumber }) =>
        goTo(`/menu/${local}?tableNumber=${encodeURIComponent(tableNumber)}&kiosk=1`),
      ),
      actorRef.on('device.selfService', () => goTo(`/menu/${local}?kiosk=1`)),
      actorRef.on('device.leaveFullscreen', () => {
        if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined)
      }),
      actorRef.on('device.reload', () => window.location.reload()),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, alias])

  if (!state.hasTag('dialog')) return null
  const { error, pin, table } = state.context
  return (
    <StaffDialog titleId={titleId}>
      {state.hasTag('pin') ? (
        <StaffPinForm
          titleId={titleId}
          pin={pin}
          error={error}
          busy={state.hasTag('busy')}
          submitLabel={t('kiosk.staffPinEnter')}
          onPin={(next) => send({ type: 'setup.pinChanged', pin: next })}
          onSubmit={() => send({ type: 'setup.pinSubmitted' })}
          onClose={() => send({ type: 'setup.closed' })}
        />
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'setup.tableChosen' })
          }}
        >
          <h2 id={titleId} className="font-bold text-3xl">
            {t('kiosk.setupTitle')}
          </h2>
          <label htmlFor={tableId} className="font-semibold">
            {t('kiosk.setupTable')}
          </label>
          <DigitInput
            id={tableId}
            keypad
            value={table}
            onValueChange={(next) => send({ type: 'setup.tableChanged', table: next })}
            className="min-h-16 w-full rounded-xl border-2 border-black px-4 text-2xl"
          />
          {error ? (
            <p role="alert" className="font-semibold text-red-800">
              {t(error)}
            </p>
          ) : null}
          <KioskButton type="submit" onMouseDown={keepFocus} tone="solid">
            {t('kiosk.setupSaveTable')}
          </KioskButton>
          <KioskButton
            onMouseDown={keepFocus}
            onClick={() => send({ type: 'setup.selfServiceChosen' })}
            tone="outline"
          >
            {t('kiosk.setupSelfService')}
          </KioskButton>
          <KioskButton
            onMouseDown={keepFocus}
            onClick={() => send({ type: 'setup.fullscreenLeft' })}
            tone="outline"
          >
            {t('kiosk.setupLeaveFullscreen')}
          </KioskButton>
          <KioskButton
            onMouseDown={keepFocus}
            onClick={() => send({ type: 'setup.reloadChosen' })}
            tone="outline"
          >
            {t('kiosk.setupReload')}
          </KioskButton>
          <KioskButton onMouseDown={keepFocus} onClick={() => send({ type: 'setup.closed' })} tone="outline">
            {t('kiosk.setupClose')}
          </KioskButton>
        </form>
      )}
    </StaffDialog>
  )
}
