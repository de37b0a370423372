import { KIOSK_SETUP_TAP_WINDOW_MS } from '../../../domain/kiosk'
import { message } from '../../../domain/message'
import type { Cause, Check, Target, UiMap } from '../ui-map'

const ALIAS = 'pizzeria-demo-palermo'
const pinDialog = { role: 'dialog', name: message('kiosk.staffPinTitle') } as const
const setupDialog = { role: 'dialog', name: message('kiosk.setupTitle') } as const
const pinField: Target = { label: message('kiosk.staffPin') }
const tableField: Target = { label: message('kiosk.setupTable') }
const enter = { role: 'button', name: message('kiosk.staffPinEnter') } as const
/** the dialog's refusal (wrong PIN, lock-out, no answer, a bad table): the one alert of the kiosk's page */
const refusal: Check = { message: { context: 'error' }, within: { role: 'alert' } }

const saveTable = { role: 'button', name: message('kiosk.setupSaveTable') } as const
// the hidden gesture: a tap inside the top-left 64 px, where no control of the kiosk sits
const cornerTap: Cause = {
  tapPoint: { x: 16, y: 16 },
  says: 'Toca la esquina superior izquierda de la pantalla',
}
const start = { tap: { role: 'button', name: message('kiosk.touchToStart') } } as const

/**
 * The staff's set-up over Palermo's self-service totem (1080×1920): five quick corner taps, the PIN dialog
 * (the model's '2468' is Palermo's PIN, README), the set-up's choices. The PIN check is answered by the
 * replay as the server answers it: the server counts wrong PINs per local, so wrong ones here would lock
 * Palermo's kiosk for every other file, and kiosk-room.test.ts locks it on purpose, refusing the right one
 * too for 15 minutes (the real check is kiosk-room's). The clock is the replay's, so the taps' window
 * passes only by a `clock` cause.
 */
export const kioskSetupMap: UiMap = {
  machine: 'kiosk-setup',
  where: 'Tótem de autoservicio del local Palermo (vertical), configuración del personal',
  url: `/menu/${ALIAS}?kiosk=1`,
  viewport: { width: 1080, height: 1920 },
  clock: true,
  // a diner's session started: the set-up's gesture works on any screen, and on the menu a tap in the corner
  // touches no control (on the attract screen the same tap would also start the session)
  setup: [start],
  held: { pin: { name: 'la comprobación del PIN', method: 'POST', path: `^/api/kiosk/${ALIAS}/staff-pin$` } },
  events: [
    { event: 'setup.cornerTapped', cause: [cornerTap] },
    {
      event: 'xstate.after.tapWindow.kioskSetup.closed.counting',
      cause: [{ clock: KIOSK_SETUP_TAP_WINDOW_MS }],
    },
    { event: 'setup.pinChanged', cause: [{ fill: pinField, with: { event: 'pin' } }] },
    { event: 'setup.pinSubmitted', cause: [{ tap: enter }] },
    {
      // answered as the server answers the right PIN: kiosk-room.test.ts locks Palermo's PIN out on
      // purpose (five wrong ones, for 15 minutes), and the e2e files share one server
      event: 'xstate.done.actor.checkPin',
      cause: [{ answer: 'pin', status: 204, title: 'PIN correcto' }],
    },
    {
      event: 'xstate.error.actor.checkPin',
      match: { error: { status: 401 } },
      cause: [{ answer: 'pin', status: 401, title: 'PIN incorrecto' }],
    },
    {
      event: 'xstate.error.actor.checkPin',
      match: { error: { status: 429 } },
      cause: [
        {
          answer: 'pin',
          status: 429,
          title: 'Demasiados intentos',
          headers: { 'retry-after': '840' },
        },
      ],
    },
    { event: 'xstate.error.actor.checkPin', match: { error: { status: 0 } }, cause: [{ fail: 'pin' }] },
    { event: 'setup.tableChanged', cause: [{ fill: tableField, with: { event: 'table' } }] },
    // a valid table then opens the local's kiosk link for it (the shard checks the address), a bad one stays
    { event: 'setup.tableChosen', cause: [{ tap: saveTable }] },
    {
      event: 'setup.selfServiceChosen',
      cause: [{ tap: { role: 'button', name: message('kiosk.setupSelfService') } }],
    },
    {
      event: 'setup.fullscreenLeft',
      cause: [{ tap: { role: 'button', name: message('kiosk.setupLeaveFullscreen') } }],
    },
    {
      event: 'setup.reloadChosen',
      unreachable:
        "'Recargar' reloads the page and the set-up's machine starts again closed, while the model stays open: the screen cannot show the model's next state (a gap of the model, reported)",
    },
    {
      event: 'setup.closed',
      in: 'pin',
      cause: [{ tap: { role: 'button', name: message('kiosk.staffPinCancel') } }],
    },
    { event: 'setup.closed', cause: [{ tap: { role: 'button', name: message('kiosk.setupClose') } }] },
  ],
  states: {
    kioskSetup: [],
    'kioskSetup.closed': [{ gone: pinDialog }, { gone: setupDialog }],
    'kioskSetup.closed.idle': [],
    'kioskSetup.closed.counting': [],
    'kioskSetup.pinEntry': [{ see: pinDialog }, { field: pinField, shows: { context: 'pin' } }, refusal],
    'kioskSetup.checking': [{ see: pinDialog }, { field: pinField, shows: { context: 'pin' } }],
    'kioskSetup.open': [
      { gone: pinDialog },
      { see: setupDialog },
      { field: tableField, shows: { context: 'table' } },
      refusal,
    ],
  },
}
