import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import { type BoardEntry, newlyReady } from '../domain/counter-board'
import { KIOSK_SETUP_TAP_WINDOW_MS, KIOSK_SETUP_TAPS } from '../domain/kiosk'
import { type Message, message } from '../domain/message'

/** The feed as getCounterBoard answers it. */
export interface CounterBoardFeed {
  localName: string
  channel: string
  readyMinutes: number
  preparing: BoardEntry[]
  ready: BoardEntry[]
}

/** How a read or the PIN check failed: the HTTP status (0 without an answer). */
export type BoardFailure = { status: number; retryAfterSeconds?: number }

/** Without the live channel, try reading again this often. */
export const BOARD_RETRY_MS = 5_000

export interface CounterBoardContext {
  alias: string
  board: CounterBoardFeed | null
  taps: number
  pin: string
  error: Message | null
}

export type CounterBoardEvent =
  /** the live channel listens (first time or after a reconnect) */
  | { type: 'board.connected' }
  /** the live channel pushed the board as it now stands (after a change, or a ready number's minutes) */
  | { type: 'board.pushed'; board: CounterBoardFeed }
  /** the live channel dropped */
  | { type: 'board.disconnected' }
  /** any touch on the screen */
  | { type: 'board.touched' }
  /** a tap in the top-left corner (the kiosk's hidden gesture) */
  | { type: 'board.cornerTapped' }
  | { type: 'board.pinChanged'; pin: string }
  | { type: 'board.pinSubmitted' }
  | { type: 'board.pinClosed' }

export type CounterBoardEmitted =
  | { type: 'board.chime'; numbers: number[] }
  | { type: 'device.enterFullscreen' }
  | { type: 'device.leaveFullscreen' }

const failureOf = (event: unknown) => (event as { error?: BoardFailure }).error
/** The board a read answered or the channel pushed, as the params of keepBoard and chime. */
type Fresh = { board: CounterBoardFeed }
const read = ({ event }: { event: { output: CounterBoardFeed } }): Fresh => ({ board: event.output })
const pushed = ({ event }: { event: { board: CounterBoardFeed } }): Fresh => ({ board: event.board })
/** chime before keeping: the chime compares the new ready numbers with the ones shown */
const afterRead = [
  { type: 'chime', params: read },
  { type: 'keepBoard', params: read },
] as const
const lockedMinutes = (error: BoardFailure | undefined) =>
  Math.max(1, Math.ceil((error?.retryAfterSeconds ?? 60) / 60))

/**
 * The counter board (issue 35). Two regions: `feed` reads the board (connecting), then follows its live
 * channel (live), which pushes the board itself after every change (the server reads it once per node
 * and also pushes it when a ready number's minutes pass); the screen reads over HTTP only when the
 * channel (re)subscribes, to catch up on what it may have missed. It shows 'Sin conexión' when the
 * channel or a read fails (offline), reading again once the channel is back; `lock` runs the screen
 * locked like a kiosk (fullscreen on the first touch, the staff PIN behind five corner taps to leave).
 */
export const counterBoardMachine = setup({
  types: {
    context: {} as CounterBoardContext,
    events: {} as CounterBoardEvent,
    emitted: {} as CounterBoardEmitted,
    input: {} as { alias: string },
  },
  delays: { retry: BOARD_RETRY_MS, tapWindow: KIOSK_SETUP_TAP_WINDOW_MS },
  actors: {
    /** GET /api/board/{alias}; rejects with BoardFailure */
    loadBoard: fromPromise<CounterBoardFeed, { alias: string }>(async () => {
      throw new Error('provide loadBoard at the edge')
    }),
    /** the live channel of the board: sends board.connected, board.pushed and board.disconnected */
    listen: fromCallback<CounterBoardEvent, { channel: string }>(() => () => {}),
    /** POST /api/kiosk/{alias}/staff-pin; rejects with BoardFailure */
    checkPin: fromPromise<void, { alias: string; pin: string }>(async () => {
      throw new Error('provide checkPin at the edge')
    }),
  },
  guards: {
    missing: ({ event }) => failureOf(event)?.status === 404,
    lastTap: ({ context }) => context.taps + 1 >= KIOSK_SETUP_TAPS,
    pinTyped: ({ context }) => /^[0-9]{4,8}$/.test(context.pin),
    lockedOut: ({ event }) => failureOf(event)?.status === 429,
    wrongPin: ({ event }) => failureOf(event)?.status === 401,
  },
  actions: {
    keepBoard: assign((_, params: Fresh) => ({ board: params.board })),
    // only for a number that was not ready on the screen: a push after any other change stays silent
    chime: enqueueActions(({ context, enqueue }, params: Fresh) => {
      const numbers = newlyReady(context.board?.ready ?? null, params.board.ready)
      if (numbers.length > 0) enqueue.emit({ type: 'board.chime', numbers })
    }),
    countTap: assign({ taps: ({ context }) => context.taps + 1 }),
    forgetTaps: assign({ taps: 0 }),
    forgetPin: assign({ taps: 0, pin: '', error: null }),
    setPin: assign({
      pin: ({ event, context }) =>
        event.type === 'board.pinChanged' ? event.pin.replace(/\D/g, '').slice(0, 8) : context.pin,
      error: null,
    }),
    askForPin: assign({ error: message('kiosk.staffPinWrong') }),
    tellWrongPin: assign({ pin: '', error: message('kiosk.staffPinWrong') }),
    tellLocked: assign(({ event }) => ({
      pin: '',
      error: message('kiosk.staffPinLocked', { minutes: lockedMinutes(failureOf(event)) }),
    })),
    tellCheckFailed: assign({ error: message('kiosk.staffPinFailed') }),
    enterFullscreen: emit({ type: 'device.enterFullscreen' } as const),
    leaveFullscreen: emit({ type: 'device.leaveFullscreen' } as const),
  },
}).createMachine({
  id: 'counterBoard',
  context: ({ input }) => ({ alias: input.alias, board: null, taps: 0, pin: '', error: null }),
  type: 'parallel',
  states: {
    feed: {
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          invoke: {
            src: 'loadBoard',
            id: 'loadBoard',
            input: ({ context }) => ({ alias: context.alias }),
            onDone: { target: 'watching', actions: { type: 'keepBoard', params: read } },
            onError: [{ guard: 'missing', target: 'missing' }, { target: 'unreachable' }],
          },
        },
        // never read yet: nothing to show but the offline notice, and a retry
        unreachable: {
          tags: ['offline'],
          after: { retry: 'connecting' },
        },
        missing: { tags: ['missing'], type: 'final' },
        watching: {
          invoke: {
            src: 'listen',
            id: 'listen',
            input: ({ context }) => ({ channel: context.board?.channel ?? '' }),
          },
          on: {
            // a push is read after the change it follows: it stands for any read under way, which may be older
            'board.pushed': {
              target: '.live',
              actions: [
                { type: 'chime', params: pushed },
                { type: 'keepBoard', params: pushed },
              ],
            },
          },
          initial: 'live',
          states: {
            live: {
              tags: ['live'],
              on: {
                // subscribed (first, or again after the server's own reconnect): changes may have been missed
                'board.connected': 'reading',
                'board.disconnected': 'offline',
              },
            },
            reading: {
              tags: ['live'],
              invoke: {
                src: 'loadBoard',
                id: 'readBoard',
                input: ({ context }) => ({ alias: context.alias }),
                onDone: { target: 'live', actions: [...afterRead] },
                onError: 'offline',
              },
              on: { 'board.disconnected': 'offline' },
            },
            offline: {
              tags: ['offline'],
              after: { retry: 'catchingUp' },
              on: { 'board.connected': 'catchingUp' },
            },
            // back from offline: the numbers shown may be stale until this read answers
            catchingUp: {
              tags: ['offline'],
              invoke: {
                src: 'loadBoard',
                id: 'catchUp',
                input: ({ context }) => ({ alias: context.alias }),
                onDone: { target: 'live', actions: [...afterRead] },
                onError: 'offline',
              },
            },
          },
        },
      },
    },
    lock: {
      initial: 'waiting',
      states: {
        // a browser enters fullscreen only on a gesture: the first touch locks the screen
        waiting: {
          tags: ['touchToStart'],
          on: { 'board.touched': { target: 'locked', actions: 'enterFullscreen' } },
        },
        locked: {
          initial: 'idle',
          states: {
            idle: { on: { 'board.cornerTapped': { target: 'counting', actions: 'countTap' } } },
            counting: {
              after: { tapWindow: { target: 'idle', actions: 'forgetTaps' } },
              on: {
                'board.cornerTapped': [
                  { guard: 'lastTap', target: '#counterBoard.lock.pinEntry', actions: 'forgetTaps' },
                  { target: 'counting', reenter: true, actions: 'countTap' },
                ],
              },
            },
          },
        },
        pinEntry: {
          tags: ['pin'],
          on: {
            'board.pinChanged': { actions: 'setPin' },
            'board.pinSubmitted': [{ guard: 'pinTyped', target: 'checking' }, { actions: 'askForPin' }],
            'board.pinClosed': { target: 'locked', actions: 'forgetPin' },
          },
        },
        checking: {
          tags: ['pin', 'busy'],
          invoke: {
            src: 'checkPin',
            id: 'checkPin',
            input: ({ context }) => ({ alias: context.alias, pin: context.pin }),
            onDone: { target: 'unlocked', actions: ['forgetPin', 'leaveFullscreen'] },
            onError: [
              { guard: 'lockedOut', target: 'pinEntry', actions: 'tellLocked' },
              { guard: 'wrongPin', target: 'pinEntry', actions: 'tellWrongPin' },
              { target: 'pinEntry', actions: 'tellCheckFailed' },
            ],
          },
        },
        // staff left the lock: the board still runs, a touch locks it again
        unlocked: {
          tags: ['unlocked'],
          on: { 'board.touched': { target: 'locked', actions: 'enterFullscreen' } },
        },
      },
    },
  },
})
