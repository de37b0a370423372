import { KIOSK_SETUP_TAP_WINDOW_MS } from '../../../domain/kiosk'
import { message } from '../../../domain/message'
import { BOARD_RETRY_MS } from '../../../machines/counter-board.machine'
import { feeds } from '../../../machines/counter-board.model'
import type { Cause, Check, Target, UiMap } from '../ui-map'

const ALIAS = 'pizzeria-demo-palermo'
const column = (key: 'preparing' | 'ready') =>
  ({ role: 'region', name: message(`counterBoard.${key}`) }) as const
const offline: Target = { text: message('counterBoard.offline') }
const pinDialog = { role: 'dialog', name: message('kiosk.staffPinTitle') } as const
const pinField: Target = { label: message('kiosk.staffPin') }
const touchHint: Target = { text: message('counterBoard.touchToStart') }
const refusal: Check = { message: { context: 'error' }, within: { role: 'alert' } }

// a touch in the middle of the TV, where nothing is; the corner is the kiosk's hidden gesture
const touch: Cause = { tapPoint: { x: 960, y: 700 }, says: 'Toca la pantalla' }
const cornerTap: Cause = {
  tapPoint: { x: 16, y: 16 },
  says: 'Toca la esquina superior izquierda de la pantalla',
}
// the socket reconnects within 4 s of a drop (its back-off is capped there), then the server subscribes it
const subscribed = {
  deliver: 'live',
  kind: 'subscribed',
  says: 'Espera a que la pantalla se conecte en vivo',
}
const reconnect: Cause[] = [{ clock: 4000 }, subscribed]

/** What the board shows of the model's feed: number 42 (Lucía) in preparation, and 7 ready once it is. */
const board: Check[] = [
  { see: { within: column('preparing'), target: { text: 'Lucía' } } },
  {
    when: { context: 'board.ready.0.number' },
    is: 7,
    checks: [{ see: { within: column('ready'), target: { text: '7' } } }],
    otherwise: [{ see: { text: message('counterBoard.emptyReady') } }],
  },
]

/**
 * The counter board of Palermo on a TV (1920×1080). Every read of the feed is held and answered by the
 * replay with the model's feed (a board with 42 in preparation, then 7 ready), so the path says what the
 * board shows; the live channel goes through the replay, whose pushed boards and drops reach the page when the
 * path says. The clock is the replay's: the 5 s retry and the tap window pass by `clock`.
 */
export const counterBoardMap: UiMap = {
  machine: 'counter-board',
  where: 'Pantalla de retiro del local Palermo en un televisor (1920×1080)',
  url: `/pantalla/${ALIAS}`,
  viewport: { width: 1920, height: 1080 },
  clock: true,
  held: {
    read: { name: 'la lectura de la pantalla', method: 'GET', path: `^/api/board/${ALIAS}$`, latest: true },
    pin: { name: 'la comprobación del PIN', method: 'POST', path: `^/api/kiosk/${ALIAS}/staff-pin$` },
  },
  socket: { live: { name: 'el canal en vivo de la pantalla', path: '^/api/live$', ready: 'subscribed' } },
  events: [
    {
      event: 'xstate.done.actor.loadBoard',
      cause: [{ answer: 'read', status: 200, title: 'La pantalla', json: feeds.before }],
    },
    {
      event: 'xstate.error.actor.loadBoard',
      match: { error: { status: 404 } },
      cause: [{ answer: 'read', status: 404, title: 'No encontramos el local' }],
    },
    { event: 'xstate.error.actor.loadBoard', match: { error: { status: 0 } }, cause: [{ fail: 'read' }] },
    {
      event: 'xstate.done.actor.readBoard',
      match: { output: { ready: [{ number: 7 }] } },
      cause: [{ answer: 'read', status: 200, title: 'La pantalla, con el 7 listo', json: feeds.after }],
    },
    // an empty list matches any list: this entry comes after the one with the 7
    {
      event: 'xstate.done.actor.readBoard',
      match: { output: { ready: [] } },
      cause: [{ answer: 'read', status: 200, title: 'La pantalla', json: feeds.before }],
    },
    { event: 'xstate.error.actor.readBoard', cause: [{ fail: 'read' }] },
    {
      event: 'xstate.done.actor.catchUp',
      cause: [{ answer: 'read', status: 200, title: 'La pantalla, con el 7 listo', json: feeds.after }],
    },
    {
      event: 'xstate.error.actor.catchUp',
      cause: [{ answer: 'read', status: 503, title: 'Service Unavailable' }],
    },
    {
      event: 'board.connected',
      in: 'counterBoard.feed.watching.offline',
      cause: reconnect,
    },
    {
      event: 'board.connected',
      cause: [subscribed],
      unreachableWhen: [
        {
          in: 'counterBoard.feed.watching.reading',
          reason: 'the server says it subscribed once per connection; a read under way is not a new one',
        },
      ],
    },
    {
      event: 'board.pushed',
      match: { board: { ready: [{ number: 7 }] } },
      cause: [
        {
          socketSays: 'live',
          json: { type: 'board', channel: 'board-1', board: feeds.after },
          says: 'Haz que el servidor envíe la pantalla con el 7 listo',
        },
      ],
    },
    // an empty list matches any list: this entry comes after the one with the 7
    {
      event: 'board.pushed',
      match: { board: { ready: [] } },
      cause: [
        {
          socketSays: 'live',
          json: { type: 'board', channel: 'board-1', board: feeds.before },
          says: 'Haz que el servidor envíe la pantalla',
        },
      ],
    },
    { event: 'board.disconnected', cause: [{ drop: 'live' }] },
    { event: 'board.touched', cause: [touch] },
    { event: 'board.cornerTapped', cause: [cornerTap] },
    {
      event: 'xstate.after.tapWindow.counterBoard.lock.locked.counting',
      cause: [{ clock: KIOSK_SETUP_TAP_WINDOW_MS }],
    },
    {
      event: 'xstate.after.retry.counterBoard.feed.watching.offline',
      cause: [{ clock: BOARD_RETRY_MS }],
    },
    { event: 'xstate.after.retry.counterBoard.feed.unreachable', cause: [{ clock: BOARD_RETRY_MS }] },
    { event: 'board.pinChanged', cause: [{ fill: pinField, with: { event: 'pin' } }] },
    {
      event: 'board.pinSubmitted',
      cause: [{ tap: { role: 'button', name: message('counterBoard.leave') } }],
    },
    {
      event: 'board.pinClosed',
      cause: [{ tap: { role: 'button', name: message('kiosk.staffPinCancel') } }],
    },
    { event: 'xstate.done.actor.checkPin', cause: [{ answer: 'pin', status: 204, title: 'PIN correcto' }] },
    {
      event: 'xstate.error.actor.checkPin',
      match: { error: { status: 401 } },
      cause: [{ answer: 'pin', status: 401, title: 'PIN incorrecto' }],
    },
    {
      event: 'xstate.error.actor.checkPin',
      match: { error: { status: 429 } },
      cause: [
        { answer: 'pin', status: 429, title: 'Demasiados intentos', headers: { 'retry-after': '840' } },
      ],
    },
    { event: 'xstate.error.actor.checkPin', match: { error: { status: 0 } }, cause: [{ fail: 'pin' }] },
  ],
  states: {
    counterBoard: [],
    'counterBoard.feed': [],
    'counterBoard.feed.connecting': [{ see: { text: message('counterBoard.connecting') } }],
    'counterBoard.feed.unreachable': [{ see: offline }],
    'counterBoard.feed.missing': [{ see: { text: message('counterBoard.notFound') } }],
    'counterBoard.feed.watching': board,
    'counterBoard.feed.watching.live': [{ gone: offline }],
    'counterBoard.feed.watching.reading': [{ gone: offline }],
    'counterBoard.feed.watching.offline': [{ see: offline }],
    'counterBoard.feed.watching.catchingUp': [{ see: offline }],
    'counterBoard.lock': [],
    'counterBoard.lock.waiting': [{ see: touchHint }],
    'counterBoard.lock.locked': [{ gone: touchHint }, { gone: pinDialog }],
    'counterBoard.lock.locked.idle': [],
    'counterBoard.lock.locked.counting': [],
    'counterBoard.lock.pinEntry': [
      { see: pinDialog },
      { field: pinField, shows: { context: 'pin' } },
      refusal,
    ],
    'counterBoard.lock.checking': [{ see: pinDialog }],
    'counterBoard.lock.unlocked': [{ gone: touchHint }, { gone: pinDialog }],
  },
}
