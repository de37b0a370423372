import { assign, emit, fromPromise, setup } from 'xstate'
import { decideStack, isStackable, type StackCandidate } from '../domain/console-stack'
import { type Message, message } from '../domain/message'

export interface ConsoleStackContext {
  /** today's orders of the local as the board last read them */
  orders: StackCandidate[]
  /** the picked orders, in the order they were picked (the route's order) */
  selected: number[]
  returnTrip: boolean
}

export type ConsoleStackEvent =
  | { type: 'stack.ordersUpdated'; orders: StackCandidate[] }
  | { type: 'stack.orderToggled'; orderId: number }
  | { type: 'stack.returnTripToggled' }
  | { type: 'stack.confirmed' }
  | { type: 'stack.cleared' }

export type ConsoleStackEmitted =
  | { type: 'notify'; level: 'error' | 'success'; message: Message }
  /** the board should read today's orders again */
  | { type: 'refresh' }

/** POST /api/console/{alias}/stacks */
export interface StackRequest {
  orderIds: number[]
  returnTrip: boolean
}

/** What the stack actor throws: the HTTP status (409 = an order moved meanwhile). */
export interface StackFailure {
  status: number
}

const selectionOf = (context: ConsoleStackContext) =>
  context.selected
    .map((id) => context.orders.find((order) => order.id === id))
    .filter((order): order is StackCandidate => order !== undefined)

const decisionOf = (context: ConsoleStackContext) => decideStack(selectionOf(context), context.returnTrip)

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as StackFailure).status === 409

/**
 * Stacking on the console board (issue 8): staff pick ready delivery orders (domain/console-stack says
 * which may go), optionally ask for a return trip, and confirm; the server writes one own-fleet stack.
 * A picked order that stops being stackable when the board re-reads drops out of the selection. A 409
 * means an order moved meanwhile: the board reads again and the selection stays for another try.
 */
export const consoleStackMachine = setup({
  types: {
    context: {} as ConsoleStackContext,
    events: {} as ConsoleStackEvent,
    emitted: {} as ConsoleStackEmitted,
    input: {} as { orders: StackCandidate[] },
  },
  actors: {
    createStack: fromPromise<{ id: number }, StackRequest>(async () => {
      throw new Error('provide createStack at the edge')
    }),
  },
  guards: {
    canPick: ({ context, event }) => {
      if (event.type !== 'stack.orderToggled') return false
      const order = context.orders.find((o) => o.id === event.orderId)
      return order !== undefined && isStackable(order)
    },
    stackValid: ({ context }) => decisionOf(context).ok,
    isConflict: ({ event }) => 'error' in event && isConflict(event.error),
  },
  actions: {
    setOrders: assign(({ context, event }) => {
      if (event.type !== 'stack.ordersUpdated') return {}
      const stackable = new Set(event.orders.filter(isStackable).map((order) => order.id))
      return { orders: event.orders, selected: context.selected.filter((id) => stackable.has(id)) }
    }),
    toggleOrder: assign(({ context, event }) => {
      if (event.type !== 'stack.orderToggled') return {}
      const picked = context.selected.includes(event.orderId)
      return {
        selected: picked
          ? context.selected.filter((id) => id !== event.orderId)
          : [...context.selected, event.orderId],
      }
    }),
    toggleReturnTrip: assign(({ context }) => ({ returnTrip: !context.returnTrip })),
    clearSelection: assign({ selected: [], returnTrip: false }),
    notifyInvalid: emit(({ context }) => {
      const decision = decisionOf(context)
      return {
        type: 'notify' as const,
        level: 'error' as const,
        message: decision.ok ? message('consoleStack.failed') : decision.reason,
      }
    }),
    notifyCreated: emit({
      type: 'notify',
      level: 'success',
      message: message('consoleStack.created'),
    } as const),
    notifyConflict: emit({
      type: 'notify',
      level: 'error',
      message: message('consoleStack.conflict'),
    } as const),
    notifyFailed: emit({ type: 'notify', level: 'error', message: message('consoleStack.failed') } as const),
    refresh: emit({ type: 'refresh' } as const),
  },
}).createMachine({
  id: 'console-stack',
  context: ({ input }) => ({ orders: input.orders, selected: [], returnTrip: false }),
  initial: 'picking',
  on: {
    'stack.ordersUpdated': { actions: 'setOrders' },
  },
  states: {
    picking: {
      on: {
        'stack.orderToggled': { guard: 'canPick', actions: 'toggleOrder' },
        'stack.returnTripToggled': { actions: 'toggleReturnTrip' },
        'stack.cleared': { actions: 'clearSelection' },
        'stack.confirmed': [{ guard: 'stackValid', target: 'sending' }, { actions: 'notifyInvalid' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'createStack',
        src: 'createStack',
        input: ({ context }) => ({ orderIds: context.selected, returnTrip: context.returnTrip }),
        onDone: { target: 'picking', actions: ['clearSelection', 'notifyCreated', 'refresh'] },
        onError: [
          { guard: 'isConflict', target: 'picking', actions: ['notifyConflict', 'refresh'] },
          { target: 'picking', actions: 'notifyFailed' },
        ],
      },
    },
  },
})
