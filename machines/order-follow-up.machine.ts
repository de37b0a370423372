import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import {
  type CardPaymentRequest,
  type CardSubmission,
  type CardToken,
  canTokenize,
  cardPaymentRequest,
} from '../domain/card'
import { type Message, message } from '../domain/message'
import {
  type OrderFacts,
  type PaymentPrompt,
  paymentPromptOf,
  REFRESH_AFTER_UPDATE_MS,
} from '../domain/order-status'

/** The follow-up answer as the rules read it; the edge may carry the rest of the order along. */
export interface FollowUpOrder extends OrderFacts {
  id: number
}

/** GET /api/diner/{alias}/order/{orderCode}, stamped with the time it was read (the rules' "now"). */
export interface FetchedOrder {
  order: FollowUpOrder
  now: string
}

export interface OrderFollowUpInput {
  alias: string
  orderCode: string
}

export interface OrderFollowUpContext extends OrderFollowUpInput {
  order: FollowUpOrder | null
  fetchedAt: string | null
  /** what the page shows about paying: nothing, the pay prompt (grey tracker) or the expired label */
  paymentPrompt: PaymentPrompt
  /** the card being paid with from the pay prompt */
  card: CardSubmission | null
  token: CardToken | null
}

export type OrderFollowUpEvent =
  | { type: 'page.visible' }
  | { type: 'order.retried' }
  | { type: 'order.refreshRequested' }
  /** the order's live channel said it changed (staff, a rider, a payment), or it reconnected */
  | { type: 'order.changed' }
  /** refreshAfterUpdate in the URL, or a payment just sent: refresh in 5 s */
  | { type: 'order.paymentUpdated' }
  | { type: 'order.payRequested'; card: CardSubmission }

export type OrderFollowUpEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  | { type: 'log'; text: string }

const outputOf = <T>(event: { type: string }) => (event as unknown as { output: T }).output

/**
 * The order follow-up page (2-checkout.md §2 and §4). Loading, the order-error screen, or the order; while
 * shown it reads the order again when the page becomes visible, 5 s after a payment update (which the
 * provider's return with token_ws is: the provider's signed callback, never the browser, settles the
 * payment) and on request. An unpaid online-card order inside its pay window offers to pay with a ready
 * card provider; past the window the label says the time to pay expired.
 */
export const orderFollowUpMachine = setup({
  types: {
    input: {} as OrderFollowUpInput,
    context: {} as OrderFollowUpContext,
    events: {} as OrderFollowUpEvent,
    emitted: {} as OrderFollowUpEmitted,
  },
  delays: {
    refreshAfterUpdate: REFRESH_AFTER_UPDATE_MS,
  },
  actors: {
    /** GET /api/diner/{alias}/order/{orderCode} */
    fetchOrder: fromPromise<FetchedOrder, OrderFollowUpInput>(async () => {
      throw new Error('provide fetchOrder at the edge')
    }),
    /** the provider's token for the card in its fields */
    createCardToken: fromPromise<CardToken, CardSubmission>(async () => {
      throw new Error('provide createCardToken at the edge')
    }),
    /** POST /api/order/payment */
    sendCardPayment: fromPromise<void, CardPaymentRequest>(async () => {
      throw new Error('provide sendCardPayment at the edge')
    }),
    /** the live channel 'order-{code}': sends order.changed; without one the page still refreshes on visibility */
    orderChanges: fromCallback<OrderFollowUpEvent, { orderCode: string }>(() => () => undefined),
  },
  guards: {
    canPayWithCard: ({ context, event }) =>
      event.type === 'order.payRequested' && context.paymentPrompt === 'pay' && canTokenize(event.card),
  },
  actions: {
    setOrder: assign(({ event }) => {
      const { order, now } = outputOf<FetchedOrder>(event)
      return { order, fetchedAt: now, paymentPrompt: paymentPromptOf(order, now) }
    }),
    setCard: assign({ card: ({ event }) => (event.type === 'order.payRequested' ? event.card : null) }),
    setToken: assign({ token: ({ event }) => outputOf<CardToken>(event) }),
    forgetCard: assign({ card: null, token: null }),
    logFetchFailure: emit({ type: 'log', text: 'Order follow-up fetch failed' } as const),
    logRefreshFailure: emit({ type: 'log', text: 'Order follow-up refresh failed' } as const),
    notifyTokenFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('checkout.cardTokenFailed'),
    } as const),
    notifyPaymentFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('checkout.cardPaymentFailed'),
    } as const),
  },
}).createMachine({
  id: 'order-follow-up',
  context: ({ input }) => ({
    alias: input.alias,
    orderCode: input.orderCode,
    order: null,
    fetchedAt: null,
    paymentPrompt: 'none',
    card: null,
    token: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ alias: context.alias, orderCode: context.orderCode }),
        onDone: { target: 'loaded', actions: 'setOrder' },
        onError: { target: 'failed', actions: 'logFetchFailure' },
      },
    },
    failed: {
      tags: ['orderError'],
      on: {
        'order.retried': 'loading',
        'page.visible': 'loading',
      },
    },
    loaded: {
      initial: 'idle',
      // status, payment and ETA reach the page as they change (issue 18), not only on reload
      invoke: {
        id: 'orderChanges',
        src: 'orderChanges',
        input: ({ context }) => ({ orderCode: context.orderCode }),
      },
      states: {
        idle: {
          on: {
            'page.visible': 'refreshing',
            'order.refreshRequested': 'refreshing',
            'order.changed': 'refreshing',
            'order.paymentUpdated': 'waitingToRefresh',
            'order.payRequested': { guard: 'canPayWithCard', target: 'paying', actions: 'setCard' },
          },
        },
        waitingToRefresh: {
          after: { refreshAfterUpdate: 'refreshing' },
          on: { 'page.visible': 'refreshing', 'order.changed': 'refreshing' },
        },
        refreshing: {
          tags: ['refreshing'],
          // a change while reading may not be in the answer: read again
          on: { 'order.changed': { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshOrder',
            src: 'fetchOrder',
            input: ({ context }) => ({ alias: context.alias, orderCode: context.orderCode }),
            onDone: { target: 'idle', actions: 'setOrder' },
            onError: { target: 'idle', actions: 'logRefreshFailure' },
          },
        },
        paying: {
          tags: ['busy'],
          initial: 'creatingToken',
          states: {
            creatingToken: {
              invoke: {
                id: 'createCardToken',
                src: 'createCardToken',
                input: ({ context }) => context.card as CardSubmission,
                onDone: { target: 'sendingPayment', actions: 'setToken' },
                onError: {
                  target: '#order-follow-up.loaded.idle',
                  actions: ['notifyTokenFailed', 'forgetCard'],
                },
              },
            },
            sendingPayment: {
              invoke: {
                id: 'sendCardPayment',
                src: 'sendCardPayment',
                input: ({ context }) =>
                  cardPaymentRequest(
                    context.card as CardSubmission,
                    context.token as CardToken,
                    context.orderCode,
                  ),
                onDone: { target: '#order-follow-up.loaded.waitingToRefresh', actions: 'forgetCard' },
                onError: {
                  target: '#order-follow-up.loaded.idle',
                  actions: ['notifyPaymentFailed', 'forgetCard'],
                },
              },
            },
          },
        },
      },
    },
  },
})
