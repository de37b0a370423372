import { assign, emit, fromPromise, setup } from 'xstate'
import { isTableNumber, KIOSK_SETUP_TAP_WINDOW_MS, KIOSK_SETUP_TAPS } from '../domain/kiosk'
import { type Message, message } from '../domain/message'

/** How the PIN check ended when it did not open the set-up. */
export type PinCheckError = { status: number; retryAfterSeconds?: number }

export interface KioskSetupContext {
  taps: number
  pin: string
  table: string
  /** why the PIN or the table was refused, shown in the dialog */
  error: Message | null
}

export type KioskSetupEvent =
  /** a tap in the top-left corner (the hidden gesture) */
  | { type: 'setup.cornerTapped' }
  | { type: 'setup.pinChanged'; pin: string }
  | { type: 'setup.pinSubmitted' }
  | { type: 'setup.tableChanged'; table: string }
  /** 'Usar en esta mesa' */
  | { type: 'setup.tableChosen' }
  /** 'Usar como autoservicio' */
  | { type: 'setup.selfServiceChosen' }
  | { type: 'setup.fullscreenLeft' }
  | { type: 'setup.reloadChosen' }
  | { type: 'setup.closed' }

export type KioskSetupEmitted =
  /** the device now serves this table (a kiosk link with its tableNumber) */
  | { type: 'device.table'; tableNumber: string }
  /** the device is now a self-service totem */
  | { type: 'device.selfService' }
  | { type: 'device.leaveFullscreen' }
  | { type: 'device.reload' }

const lockedMinutes = (error: PinCheckError) => Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60))

/** What the edge's refusal says (its status, the wait it asks for); anything else reads as status 0. */
function pinCheckErrorOf(error: unknown): PinCheckError {
  if (typeof error !== 'object' || error === null) return { status: 0 }
  const status = 'status' in error && typeof error.status === 'number' ? error.status : 0
  const wait = 'retryAfterSeconds' in error ? error.retryAfterSeconds : undefined
  return typeof wait === 'number' ? { status, retryAfterSeconds: wait } : { status }
}

/**
 * The staff's way into a kiosk or table tablet: a hidden gesture (five quick taps in the top-left
 * corner) opens a PIN dialog; the local's staff PIN, checked by the server (which locks wrong PINs out
 * like the console's passwords), opens the set-up: serve a table, become a self-service totem, leave
 * fullscreen or reload. Closing it (or a wrong gesture) leaves the diner's screen as it was.
 */
export const kioskSetupMachine = setup({
  types: {
    context: {} as KioskSetupContext,
    events: {} as KioskSetupEvent,
    emitted: {} as KioskSetupEmitted,
  },
  delays: { tapWindow: KIOSK_SETUP_TAP_WINDOW_MS },
  actors: {
    /** POST /api/kiosk/{alias}/staff-pin; rejects with PinCheckError */
    checkPin: fromPromise<void, { pin: string }>(async () => {
      throw new Error('provide checkPin at the edge')
    }),
  },
  guards: {
    lastTap: ({ context }) => context.taps + 1 >= KIOSK_SETUP_TAPS,
    pinTyped: ({ context }) => /^[0-9]{4,8}$/.test(context.pin),
    tableValid: ({ context }) => isTableNumber(context.table),
    lockedOut: (_, error: PinCheckError) => error.status === 429,
    wrongPin: (_, error: PinCheckError) => error.status === 401,
  },
  actions: {
    countTap: assign({ taps: ({ context }) => context.taps + 1 }),
    forgetTaps: assign({ taps: 0 }),
    forgetAll: assign({ taps: 0, pin: '', table: '', error: null }),
    setPin: assign({
      pin: ({ event, context }) =>
        event.type === 'setup.pinChanged' ? event.pin.replace(/\D/g, '').slice(0, 8) : context.pin,
      error: null,
    }),
    setTable: assign({
      table: ({ event, context }) =>
        event.type === 'setup.tableChanged' ? event.table.slice(0, 4) : context.table,
      error: null,
    }),
    askForPin: assign({ error: message('kiosk.staffPinWrong') }),
    tellWrongPin: assign({ pin: '', error: message('kiosk.staffPinWrong') }),
    tellLocked: assign((_, error: PinCheckError) => ({
      pin: '',
      error: message('kiosk.staffPinLocked', { minutes: lockedMinutes(error) }),
    })),
    tellCheckFailed: assign({ error: message('kiosk.staffPinFailed') }),
    tellTableInvalid: assign({ error: message('kiosk.setupTableInvalid') }),
    useTable: emit(({ context }) => ({ type: 'device.table' as const, tableNumber: context.table.trim() })),
    useSelfService: emit({ type: 'device.selfService' } as const),
    leaveFullscreen: emit({ type: 'device.leaveFullscreen' } as const),
    reload: emit({ type: 'device.reload' } as const),
  },
}).createMachine({
  id: 'kioskSetup',
  context: { taps: 0, pin: '', table: '', error: null },
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'setup.cornerTapped': { target: 'counting', actions: 'countTap' } },
        },
        // taps must come quickly one after the other: a pause starts the count again
        counting: {
          after: { tapWindow: { target: 'idle', actions: 'forgetTaps' } },
          on: {
            'setup.cornerTapped': [
              { guard: 'lastTap', target: '#kioskSetup.pinEntry', actions: 'forgetTaps' },
              { target: 'counting', reenter: true, actions: 'countTap' },
            ],
          },
        },
      },
    },
    pinEntry: {
      tags: ['dialog', 'pin'],
      on: {
        'setup.pinChanged': { actions: 'setPin' },
        'setup.pinSubmitted': [{ guard: 'pinTyped', target: 'checking' }, { actions: 'askForPin' }],
        'setup.closed': { target: 'closed', actions: 'forgetAll' },
      },
    },
    checking: {
      tags: ['dialog', 'pin', 'busy'],
      invoke: {
        src: 'checkPin',
        id: 'checkPin',
        input: ({ context }) => ({ pin: context.pin }),
        onDone: { target: 'open', actions: assign({ pin: '', error: null }) },
        onError: [
          {
            guard: { type: 'lockedOut', params: ({ event }) => pinCheckErrorOf(event.error) },
            target: 'pinEntry',
            actions: { type: 'tellLocked', params: ({ event }) => pinCheckErrorOf(event.error) },
          },
          {
            guard: { type: 'wrongPin', params: ({ event }) => pinCheckErrorOf(event.error) },
            target: 'pinEntry',
            actions: 'tellWrongPin',
          },
          { target: 'pinEntry', actions: 'tellCheckFailed' },
        ],
      },
    },
    open: {
      tags: ['dialog', 'setup'],
      on: {
        'setup.tableChanged': { actions: 'setTable' },
        'setup.tableChosen': [
          { guard: 'tableValid', target: 'closed', actions: ['useTable', 'forgetAll'] },
          { actions: 'tellTableInvalid' },
        ],
        'setup.selfServiceChosen': { target: 'closed', actions: ['useSelfService', 'forgetAll'] },
        'setup.fullscreenLeft': { actions: 'leaveFullscreen' },
        'setup.reloadChosen': { actions: 'reload' },
        'setup.closed': { target: 'closed', actions: 'forgetAll' },
      },
    },
  },
})
