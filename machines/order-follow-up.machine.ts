import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import {
  type CardPaymentRequest,
  type CardSubmission,
  type CardToken,
  canTokenize,
  cardHolderErrors,
  cardPaymentRequest,
  isCardPayment,
  needsPaymentUrl,
} from '../domain/card'
import { type Message, message } from '../domain/message'
import {
  isOnlinePayment,
  isPaid,
  type OrderFacts,
  type PaymentPrompt,
  paymentPromptOf,
  REFRESH_AFTER_UPDATE_MS,
} from '../domain/order-status'
import { cardProviderMachine } from './card-provider.machine'

/** The follow-up answer as the rules read it; the edge may carry the rest of the order along. */
export interface FollowUpOrder extends OrderFacts {
  id: number
  /** what a fresh payment link is asked for (POST /api/paymenturl checks both against the order) */
  branchContactId: number
  total: number
}

/** GET /api/diner/{alias}/order/{orderCode}, stamped with the time it was read (the rules' "now"). */
export interface FetchedOrder {
  order: FollowUpOrder
  now: string
}

export interface OrderFollowUpInput {
  alias: string
  orderCode: string
  /** the page opened on the payment provider's return (token_ws): it says how the payment went */
  providerReturn?: boolean
}

/** How a payment the diner just made came out, once the order read says so. */
export type PaymentOutcome = 'approved' | 'rejected' | 'pending'

export interface OrderFollowUpContext extends OrderFollowUpInput {
  order: FollowUpOrder | null
  fetchedAt: string | null
  /** what the page shows about paying: nothing, the pay prompt (grey tracker), processing or expired */
  paymentPrompt: PaymentPrompt
  /** a payment was just made here or at the provider: the next reads tell its outcome */
  outcomeAwaited: boolean
  paymentOutcome: PaymentOutcome | null
  /** the card being paid with from the pay prompt */
  card: CardSubmission | null
  token: CardToken | null
}

export type OrderFollowUpEvent =
  | { type: 'page.visible' }
  | { type: 'order.retried' }
  /** the order's live channel said it changed (staff, a rider, a payment), or it reconnected */
  | { type: 'order.changed' }
  /** refreshAfterUpdate in the URL, or a payment just sent: refresh in 5 s */
  | { type: 'order.paymentUpdated' }
  /** 'Pagar pedido': the card form for a card order, a fresh link for a payment-link order */
  | { type: 'order.payOpened' }
  /** 'Cancelar' on the card form */
  | { type: 'order.payCanceled' }
  /** 'Pagar' on the card form, with the card as its provider child holds it */
  | { type: 'order.payRequested'; card: CardSubmission }

export type OrderFollowUpEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  | { type: 'log'; text: string }
  /** the payment link to send the diner to (the provider's hosted page) */
  | { type: 'payment.redirect'; url: string }

const outcomeOf = (order: FollowUpOrder): PaymentOutcome =>
  isPaid(order.paymentStatus) ? 'approved' : order.paymentStatus === 'REJECTED' ? 'rejected' : 'pending'

const orderOf = (context: OrderFollowUpContext) => context.order as FollowUpOrder

/**
 * The order follow-up page (2-checkout.md §2 and §4, 3-delivery.md follow-up). Loading, the order-error
 * screen, or the order; while shown it reads the order again when the page becomes visible, 5 s after a
 * payment update (which the provider's return with token_ws is: the provider's signed callback, never the
 * browser, settles the payment) and on a live change. An unpaid online order inside its pay window offers
 * 'Pagar pedido': a card order opens the card provider (the checkout's machine, as the child 'card':
 * loading, ready, or failed with a retry) and pays with a complete card; a payment-link order asks for a
 * fresh link (the server keeps one open attempt per order) and sends the diner there. Past the window the
 * label says the time to pay expired.
 */
export const orderFollowUpMachine = setup({
  types: {
    input: {} as OrderFollowUpInput,
    context: {} as OrderFollowUpContext,
    events: {} as OrderFollowUpEvent,
    emitted: {} as OrderFollowUpEmitted,
    children: {} as { card: 'cardProvider' },
  },
  delays: {
    refreshAfterUpdate: REFRESH_AFTER_UPDATE_MS,
  },
  actors: {
    /** GET /api/diner/{alias}/order/{orderCode} */
    fetchOrder: fromPromise<FetchedOrder, { alias: string; orderCode: string }>(async () => {
      throw new Error('provide fetchOrder at the edge')
    }),
    /** the card provider's fields, the same machine as the checkout's */
    cardProvider: cardProviderMachine,
    /** the provider's token for the card in its fields */
    createCardToken: fromPromise<CardToken, CardSubmission>(async () => {
      throw new Error('provide createCardToken at the edge')
    }),
    /** POST /api/order/payment */
    sendCardPayment: fromPromise<void, CardPaymentRequest>(async () => {
      throw new Error('provide sendCardPayment at the edge')
    }),
    /** POST /api/paymenturl */
    createPaymentUrl: fromPromise<{ url: string }, { code: string; branchContactId: number; amount: number }>(
      async () => {
        throw new Error('provide createPaymentUrl at the edge')
      },
    ),
    /** the live channel 'order-{code}': sends order.changed; without one the page still refreshes on visibility */
    orderChanges: fromCallback<OrderFollowUpEvent, { orderCode: string }>(() => () => undefined),
  },
  guards: {
    canPayByLink: ({ context }) =>
      context.paymentPrompt === 'pay' && needsPaymentUrl(context.order?.paymentMethod),
    canPayByCard: ({ context }) =>
      context.paymentPrompt === 'pay' && isCardPayment(context.order?.paymentMethod),
    cardIsComplete: ({ event }) =>
      event.type === 'order.payRequested' &&
      canTokenize(event.card) &&
      Object.keys(cardHolderErrors(event.card)).length === 0,
  },
  actions: {
    setOrder: assign(({ context }, { order, now }: FetchedOrder) => {
      return {
        order,
        fetchedAt: now,
        paymentPrompt: paymentPromptOf(order, now),
        // only an online payment has an outcome to tell (a cash order's refresh after an update has none)
        paymentOutcome: context.outcomeAwaited && isOnlinePayment(order) ? outcomeOf(order) : null,
      }
    }),
    awaitOutcome: assign({ outcomeAwaited: true }),
    startCard: sendTo('card', { type: 'card.started' }),
    // the card's own fields mark what is missing (holder name, document)
    confirmCard: sendTo('card', { type: 'card.confirmed' }),
    setCard: assign({ card: ({ event }) => (event.type === 'order.payRequested' ? event.card : null) }),
    setToken: assign((_, token: CardToken) => ({ token })),
    forgetCard: assign({ card: null, token: null }),
    openPaymentLink: emit((_, link: { url: string }) => ({
      type: 'payment.redirect' as const,
      url: link.url,
    })),
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
    notifyPaymentLinkFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('checkout.paymentLinkFailed'),
    } as const),
  },
}).createMachine({
  id: 'order-follow-up',
  context: ({ input }) => ({
    alias: input.alias,
    orderCode: input.orderCode,
    providerReturn: input.providerReturn ?? false,
    order: null,
    fetchedAt: null,
    paymentPrompt: 'none',
    outcomeAwaited: input.providerReturn ?? false,
    paymentOutcome: null,
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
        onDone: { target: 'loaded', actions: { type: 'setOrder', params: ({ event }) => event.output } },
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
            'order.changed': 'refreshing',
            'order.paymentUpdated': { target: 'waitingToRefresh', actions: 'awaitOutcome' },
            'order.payOpened': [
              { guard: 'canPayByLink', target: 'requestingLink' },
              { guard: 'canPayByCard', target: 'payingByCard' },
            ],
          },
        },
        waitingToRefresh: {
          tags: ['paymentUpdated'],
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
            onDone: { target: 'idle', actions: { type: 'setOrder', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: 'logRefreshFailure' },
          },
        },
        // A fresh link each time: the server closes the older ones, so only the newest can charge.
        requestingLink: {
          tags: ['busy'],
          invoke: {
            id: 'createPaymentUrl',
            src: 'createPaymentUrl',
            input: ({ context }) => ({
              code: context.orderCode,
              branchContactId: orderOf(context).branchContactId,
              amount: orderOf(context).total,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'openPaymentLink', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'notifyPaymentLinkFailed' },
          },
        },
        // Live changes wait while the card form is open: a re-read would not close it, and the payment
        // itself is refused by the server if the order can no longer be paid.
        payingByCard: {
          tags: ['cardForm'],
          initial: 'entering',
          invoke: { id: 'card', src: 'cardProvider' },
          states: {
            entering: {
              // in the child state, so the provider child exists by the time it is told to start
              entry: 'startCard',
              on: {
                'order.payCanceled': '#order-follow-up.loaded.idle',
                'order.payRequested': [
                  { guard: 'cardIsComplete', target: 'creatingToken', actions: ['confirmCard', 'setCard'] },
                  { actions: 'confirmCard' },
                ],
              },
            },
            creatingToken: {
              tags: ['busy'],
              invoke: {
                id: 'createCardToken',
                src: 'createCardToken',
                input: ({ context }) => context.card as CardSubmission,
                onDone: {
                  target: 'sendingPayment',
                  actions: { type: 'setToken', params: ({ event }) => event.output },
                },
                onError: { target: 'entering', actions: ['notifyTokenFailed', 'forgetCard'] },
              },
            },
            sendingPayment: {
              tags: ['busy'],
              invoke: {
                id: 'sendCardPayment',
                src: 'sendCardPayment',
                input: ({ context }) =>
                  cardPaymentRequest(
                    context.card as CardSubmission,
                    context.token as CardToken,
                    context.orderCode,
                  ),
                onDone: {
                  target: '#order-follow-up.loaded.waitingToRefresh',
                  actions: ['forgetCard', 'awaitOutcome'],
                },
                onError: { target: 'entering', actions: ['notifyPaymentFailed', 'forgetCard'] },
              },
            },
          },
        },
      },
    },
  },
})
