import { and, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { type OrderTiming, orderTiming, type TimingFacts } from '../domain/console-lateness'
import { type Message, message } from '../domain/message'
import {
  type ConsoleAction,
  type ConsoleOrderFacts,
  decideTransition,
  isActionAllowed,
} from '../domain/order-console'

export type ConsoleCardOrder = ConsoleOrderFacts & Omit<TimingFacts, 'status'> & { id: number }

export interface OrderConsoleContext {
  order: ConsoleCardOrder
  /** the clock's last tick (ms since the epoch) */
  now: number
  /** minutes since arrival and lateness (domain/console-lateness); null once the order is closed */
  timing: OrderTiming | null
  /** the action waiting for its ETA or reason */
  pending: ConsoleAction | null
  etaMinutes: number | null
  reason: string
}

export type OrderConsoleEvent =
  | { type: 'console.orderUpdated'; order: ConsoleCardOrder }
  /** the clock the edge provides: the card's 'time since arrival' moves on */
  | { type: 'console.tick'; now: number }
  | { type: 'console.actionChosen'; action: ConsoleAction }
  | { type: 'console.etaChanged'; minutes: number | null }
  | { type: 'console.reasonChanged'; reason: string }
  | { type: 'console.confirmed' }
  | { type: 'console.dismissed' }

export type OrderConsoleEmitted =
  | { type: 'notify'; level: 'error' | 'success'; message: Message }
  /** the board should read today's orders again */
  | { type: 'refresh' }

/** POST /api/console/{alias}/orders/{orderId}/transition */
export interface TransitionRequest {
  orderId: number
  action: ConsoleAction
  etaMinutes?: number
  reason?: string
}

/** What the transition actor throws: the HTTP status (409 = someone else changed the order first). */
export interface TransitionFailure {
  status: number
}

/** Actions that open a dialog first: the ETA to accept, the reason to reject, close or cancel. */
const NEEDS_DETAILS: readonly ConsoleAction[] = ['accept', 'reject', 'deliver', 'cancel']

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as TransitionFailure).status === 409

/**
 * One order card of the console board (issue 8): staff pick an action the order's state allows
 * (domain/order-console), give an ETA to accept or a reason to reject/cancel, and the server takes it.
 * A 409 means another staff member moved the order first: the board reads it again. The card's clock
 * (issue 22) is the `clock` actor the edge provides: each tick re-reads how late the order is.
 */
export const orderConsoleMachine = setup({
  types: {
    context: {} as OrderConsoleContext,
    events: {} as OrderConsoleEvent,
    emitted: {} as OrderConsoleEmitted,
    input: {} as { order: ConsoleCardOrder; now: number },
  },
  actors: {
    // the edge ticks console.tick (every card from one shared timer) and stops when the card goes
    clock: fromCallback<OrderConsoleEvent>(() => undefined),
    transition: fromPromise<ConsoleCardOrder, TransitionRequest>(async () => {
      throw new Error('provide transition at the edge')
    }),
  },
  guards: {
    isAllowed: ({ context, event }) =>
      event.type === 'console.actionChosen' && isActionAllowed(context.order, event.action),
    needsDetails: ({ event }) =>
      event.type === 'console.actionChosen' && NEEDS_DETAILS.includes(event.action),
    inputValid: ({ context }) =>
      context.pending !== null &&
      decideTransition(context.order, context.pending, {
        etaMinutes: context.etaMinutes,
        reason: context.reason,
      }).ok,
    isConflict: ({ event }) => 'error' in event && isConflict(event.error),
  },
  actions: {
    setOrder: assign(({ context, event }) =>
      event.type === 'console.orderUpdated'
        ? { order: event.order, timing: orderTiming(event.order, context.now) }
        : {},
    ),
    tick: assign(({ context, event }) =>
      event.type === 'console.tick' ? { now: event.now, timing: orderTiming(context.order, event.now) } : {},
    ),
    setPending: assign(({ event }) =>
      event.type === 'console.actionChosen' ? { pending: event.action, etaMinutes: null, reason: '' } : {},
    ),
    setEta: assign(({ event }) => (event.type === 'console.etaChanged' ? { etaMinutes: event.minutes } : {})),
    setReason: assign(({ event }) =>
      event.type === 'console.reasonChanged' ? { reason: event.reason } : {},
    ),
    clearPending: assign({ pending: null, etaMinutes: null, reason: '' }),
    setTransitioned: assign(({ context, event }) => {
      if (!('output' in event)) return {}
      const order = event.output as ConsoleCardOrder
      return { order, timing: orderTiming(order, context.now) }
    }),
    notifyInvalid: emit(({ context }) => {
      const decision = decideTransition(context.order, context.pending ?? 'accept', {
        etaMinutes: context.etaMinutes,
        reason: context.reason,
      })
      return {
        type: 'notify' as const,
        level: 'error' as const,
        message: decision.ok ? message('orderConsole.transitionFailed') : decision.reason,
      }
    }),
    notifyConflict: emit({
      type: 'notify',
      level: 'error',
      message: message('orderConsole.conflict'),
    } as const),
    notifyFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('orderConsole.transitionFailed'),
    } as const),
    refresh: emit({ type: 'refresh' } as const),
  },
}).createMachine({
  id: 'order-console',
  context: ({ input }) => ({
    order: input.order,
    now: input.now,
    timing: orderTiming(input.order, input.now),
    pending: null,
    etaMinutes: null,
    reason: '',
  }),
  invoke: { id: 'clock', src: 'clock' },
  initial: 'idle',
  on: {
    'console.orderUpdated': { actions: 'setOrder' },
    'console.tick': { actions: 'tick' },
  },
  states: {
    idle: {
      on: {
        'console.actionChosen': [
          { guard: and(['isAllowed', 'needsDetails']), target: 'askingDetails', actions: 'setPending' },
          { guard: 'isAllowed', target: 'sending', actions: 'setPending' },
        ],
      },
    },
    askingDetails: {
      tags: ['dialogOpen'],
      on: {
        'console.etaChanged': { actions: 'setEta' },
        'console.reasonChanged': { actions: 'setReason' },
        'console.confirmed': [{ guard: 'inputValid', target: 'sending' }, { actions: 'notifyInvalid' }],
        'console.dismissed': { target: 'idle', actions: 'clearPending' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'transition',
        src: 'transition',
        input: ({ context }) => ({
          orderId: context.order.id,
          action: context.pending ?? 'accept',
          ...(context.etaMinutes !== null ? { etaMinutes: context.etaMinutes } : {}),
          ...(context.reason.trim() !== '' ? { reason: context.reason.trim() } : {}),
        }),
        onDone: { target: 'idle', actions: ['setTransitioned', 'clearPending', 'refresh'] },
        onError: [
          { guard: 'isConflict', target: 'idle', actions: ['clearPending', 'notifyConflict', 'refresh'] },
          { target: 'idle', actions: ['clearPending', 'notifyFailed'] },
        ],
      },
    },
  },
})
