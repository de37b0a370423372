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
  /** navigator.onLine when the kiosk starts */
  online?: boolean
}

export interface KioskSessionContext {
  mode: KioskMode
  /** the table this kiosk serves; kept across resets */
  tableNumber: string | null
  orderNumber: string | null
  secondsLeft: number
  /** the browser reports a network; without one the kiosk says 'Sin conexión' until it comes back */
  online: boolean
  /** accessibility mode: larger text, high contrast, controls in the lower half; each diner starts without */
  accessible: boolean
  /** what the kiosk overlay says: the attract call, the countdown, or the order number */
  notice: Message | null
}

export type KioskSessionEvent =
  /** a touch on the attract screen */
  | { type: 'kiosk.touched' }
  /** any touch, key or scroll while ordering or during the warning */
  | { type: 'kiosk.interacted' }
  | { type: 'kiosk.orderPlaced'; orderNumber: string }
  /** the checkout started sending the order: no reset may drop it */
  | { type: 'kiosk.submissionStarted' }
  /** the submission ended without an order (refused or failed): ordering goes on */
  | { type: 'kiosk.submissionEnded' }
  | { type: 'kiosk.wentOffline' }
  | { type: 'kiosk.wentOnline' }
  /** 'Modo accesible' pressed */
  | { type: 'kiosk.accessibilityToggled' }
  /** 'Nuevo pedido' on the order number screen */
  | { type: 'kiosk.newOrder' }

export type KioskSessionEmitted =
  | { type: 'cart.clear' }
  | { type: 'customer.clear' }
  /** back to the page the kiosk started on */
  | { type: 'page.reset' }

const attractNotice = (tableNumber: string | null) =>
  tableNumber === null
    ? message('kiosk.touchToStart')
    : message('kiosk.tableTouchToStart', { table: tableNumber })

/**
 * A fullscreen table or self-service kiosk session: attract screen → ordering → (a minute without a
 * touch) a 15-second warning → reset, which clears the cart and the diner's data and shows the attract
 * screen again. While the checkout submits an order no timer runs (the reset waits for the order). A placed
 * order shows its number, then resets. A table kiosk keeps its table throughout.
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
    resetPage: emit({ type: 'page.reset' } as const),
    forgetSession: assign(({ context }) => ({
      orderNumber: null,
      accessible: false,
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
      online: input.online ?? true,
      accessible: false,
      notice: attractNotice(tableNumber),
    }
  },
  on: {
    'kiosk.wentOffline': { actions: assign({ online: false }) },
    'kiosk.wentOnline': { actions: assign({ online: true }) },
    'kiosk.accessibilityToggled': { actions: assign({ accessible: ({ context }) => !context.accessible }) },
  },
  initial: 'attract',
  states: {
    attract: {
      tags: ['attract'],
      // A kiosk restarted mid-order (power cut, crash) boots here with the last diner's cart still stored:
      // the next diner's first touch starts from nothing.
      on: {
        'kiosk.touched': { target: 'ordering', actions: ['stopCountdown', 'clearCart', 'clearCustomer'] },
      },
    },
    ordering: {
      tags: ['ordering'],
      after: { idleAfter: 'warning' },
      on: {
        // every touch starts the minute again
        'kiosk.interacted': { target: 'ordering', reenter: true },
        'kiosk.orderPlaced': { target: 'orderPlaced', actions: 'showOrderNumber' },
        'kiosk.submissionStarted': 'submitting',
      },
    },
    // An order on its way: no idle timer runs, so a reset can never drop it.
    submitting: {
      tags: ['ordering', 'submitting'],
      on: {
        'kiosk.orderPlaced': { target: 'orderPlaced', actions: 'showOrderNumber' },
        'kiosk.submissionEnded': 'ordering',
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
                actions: ['clearCart', 'clearCustomer', 'resetPage', 'forgetSession'],
              },
              { target: 'counting', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
      on: {
        'kiosk.interacted': { target: 'ordering', actions: 'stopCountdown' },
        'kiosk.submissionStarted': { target: 'submitting', actions: 'stopCountdown' },
      },
    },
    orderPlaced: {
      tags: ['orderPlaced'],
      after: {
        orderShown: {
          target: 'attract',
          actions: ['clearCart', 'clearCustomer', 'resetPage', 'forgetSession'],
        },
      },
      on: {
        'kiosk.newOrder': {
          target: 'attract',
          actions: ['clearCart', 'clearCustomer', 'resetPage', 'forgetSession'],
        },
      },
    },
  },
})
