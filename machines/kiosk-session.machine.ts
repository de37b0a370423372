import { assign, emit, setup } from 'xstate'
import {
  KIOSK_IDLE_AFTER_MS,
  KIOSK_ORDER_SHOWN_MS,
  KIOSK_TICK_MS,
  KIOSK_WARNING_SECONDS,
  type KioskMode,
  kioskModeOf,
  kioskTableOf,
} from '../domain/kiosk'
import { type Message, message } from '../domain/message'

export interface KioskSessionInput {
  /** the tableNumber of the kiosk link; none for a self-service totem */
  tableNumber?: string | null
}

export interface KioskSessionContext {
  mode: KioskMode
  /** the table this kiosk serves; kept across resets */
  tableNumber: string | null
  orderNumber: string | null
  secondsLeft: number
  /** what the kiosk overlay says: the attract call, the countdown, or the order number */
  notice: Message | null
}

export type KioskSessionEvent =
  /** a touch on the attract screen */
  | { type: 'kiosk.touched' }
  /** any touch, key or scroll while ordering or during the warning */
  | { type: 'kiosk.interacted' }
  | { type: 'kiosk.orderPlaced'; orderNumber: string }
  /** 'Nuevo pedido' on the order number screen */
  | { type: 'kiosk.newOrder' }

export type KioskSessionEmitted = { type: 'cart.clear' } | { type: 'customer.clear' }

const attractNotice = (tableNumber: string | null) =>
  tableNumber === null
    ? message('kiosk.touchToStart')
    : message('kiosk.tableTouchToStart', { table: tableNumber })

/**
 * A fullscreen table or self-service kiosk session: attract screen → ordering → (a minute without a
 * touch) a 15-second warning → reset, which clears the cart and the diner's data and shows the attract
 * screen again. A placed order shows its number, then resets. A table kiosk keeps its table throughout.
 */
export const kioskSessionMachine = setup({
  types: {
    context: {} as KioskSessionContext,
    events: {} as KioskSessionEvent,
    input: {} as KioskSessionInput,
    emitted: {} as KioskSessionEmitted,
  },
  delays: {
    idleAfter: KIOSK_IDLE_AFTER_MS,
    tick: KIOSK_TICK_MS,
    orderShown: KIOSK_ORDER_SHOWN_MS,
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    startCountdown: assign({
      secondsLeft: KIOSK_WARNING_SECONDS,
      notice: () => message('kiosk.idleWarning', { seconds: KIOSK_WARNING_SECONDS }),
    }),
    countDown: assign(({ context }) => ({
      secondsLeft: context.secondsLeft - 1,
      notice: message('kiosk.idleWarning', { seconds: context.secondsLeft - 1 }),
    })),
    stopCountdown: assign({ secondsLeft: 0, notice: null }),
    showOrderNumber: assign(({ event }) => {
      const orderNumber = event.type === 'kiosk.orderPlaced' ? event.orderNumber : ''
      return { orderNumber, notice: message('kiosk.orderPlaced', { orderNumber }) }
    }),
    clearCart: emit({ type: 'cart.clear' } as const),
    clearCustomer: emit({ type: 'customer.clear' } as const),
    forgetSession: assign(({ context }) => ({
      orderNumber: null,
      secondsLeft: 0,
      notice: attractNotice(context.tableNumber),
    })),
  },
}).createMachine({
  id: 'kioskSession',
  context: ({ input }) => {
    const tableNumber = kioskTableOf(input.tableNumber)
    return {
      mode: kioskModeOf(input.tableNumber),
      tableNumber,
      orderNumber: null,
      secondsLeft: 0,
      notice: attractNotice(tableNumber),
    }
  },
  initial: 'attract',
  states: {
    attract: {
      tags: ['attract'],
      on: { 'kiosk.touched': { target: 'ordering', actions: 'stopCountdown' } },
    },
    ordering: {
      tags: ['ordering'],
      after: { idleAfter: 'warning' },
      on: {
        // every touch starts the minute again
        'kiosk.interacted': { target: 'ordering', reenter: true },
        'kiosk.orderPlaced': { target: 'orderPlaced', actions: 'showOrderNumber' },
      },
    },
    warning: {
      tags: ['ordering', 'idleWarning'],
      entry: 'startCountdown',
      initial: 'counting',
      states: {
        counting: {
          after: {
            tick: [
              {
                guard: 'lastSecond',
                target: '#kioskSession.attract',
                actions: ['clearCart', 'clearCustomer', 'forgetSession'],
              },
              { target: 'counting', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
      on: { 'kiosk.interacted': { target: 'ordering', actions: 'stopCountdown' } },
    },
    orderPlaced: {
      tags: ['orderPlaced'],
      after: { orderShown: { target: 'attract', actions: ['clearCart', 'clearCustomer', 'forgetSession'] } },
      on: {
        'kiosk.newOrder': { target: 'attract', actions: ['clearCart', 'clearCustomer', 'forgetSession'] },
      },
    },
  },
})
