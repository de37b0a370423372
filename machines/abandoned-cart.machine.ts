import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import {
  type AbandonedCartCancel,
  type AbandonedCartNotice,
  abandonedCartCancel,
  abandonedCartNotice,
  type CartOnHide,
  canRecoverCart,
  previewPath,
  type RecoveredCart,
  type RecoveryLink,
  recoveryPhone,
  restorableCart,
  shouldReportAbandonedCart,
  unavailableLinesMessage,
} from '../domain/abandoned-cart'
import type { CartItem } from '../domain/cart'
import type { Message } from '../domain/message'

export interface AbandonedCartInput {
  alias: string
}

export interface AbandonedCartContext extends AbandonedCartInput {
  /** the cart reported when the page was hidden, kept to cancel the same report */
  reported: CartOnHide | null
  link: RecoveryLink | null
}

export type AbandonedCartEvent =
  | { type: 'page.hidden'; cart: CartOnHide }
  | { type: 'page.visible' }
  | { type: 'recovery.linkOpened'; link: RecoveryLink }

export type AbandonedCartEmitted =
  | { type: 'order-mode.select'; orderModeId: number }
  | { type: 'cart.refill'; items: CartItem[] }
  | { type: 'navigate'; to: string }
  | { type: 'log'; text: string }
  | { type: 'notify'; level: 'info'; message: Message }

/**
 * Abandoned carts (1-storefront.md §4, 2-checkout.md §4). Hiding the page with a stored phone and a
 * non-empty cart reports the cart; showing it again cancels that report (after the report has gone, when
 * the diner comes back while it is on its way). A recovery link fetches the diner's cart: found with a mode
 * the local still offers, it selects that mode, refills the cart and opens the cart page; otherwise it is
 * only logged ('Cart not found').
 */
export const abandonedCartMachine = setup({
  types: {
    input: {} as AbandonedCartInput,
    context: {} as AbandonedCartContext,
    events: {} as AbandonedCartEvent,
    emitted: {} as AbandonedCartEmitted,
  },
  actors: {
    /** POST /api/abandoned/cart/ */
    reportAbandonedCart: fromPromise<void, AbandonedCartNotice>(async () => {
      throw new Error('provide reportAbandonedCart at the edge')
    }),
    /** PUT /api/abandoned/cart/cancel/ */
    cancelAbandonedCart: fromPromise<void, AbandonedCartCancel>(async () => {
      throw new Error('provide cancelAbandonedCart at the edge')
    }),
    /** GET /api/recovery/cart/{phone}/{branchContactId}; null when there is none */
    fetchRecoveryCart: fromPromise<RecoveredCart | null, { phone: string; branchContactId: number }>(
      async () => {
        throw new Error('provide fetchRecoveryCart at the edge')
      },
    ),
  },
  guards: {
    worthReporting: ({ event }) => event.type === 'page.hidden' && shouldReportAbandonedCart(event.cart),
    recoverable: ({ event }) => event.type === 'recovery.linkOpened' && canRecoverCart(event.link),
    cartRestorable: ({ context }, cart: RecoveredCart | null) =>
      context.link !== null && restorableCart(cart, context.link) !== null,
  },
  actions: {
    rememberReported: assign({ reported: ({ event }) => (event.type === 'page.hidden' ? event.cart : null) }),
    forgetReported: assign({ reported: null }),
    rememberLink: assign({ link: ({ event }) => (event.type === 'recovery.linkOpened' ? event.link : null) }),
    restoreCart: enqueueActions(({ context, enqueue }, recovered: RecoveredCart | null) => {
      const cart = restorableCart(recovered, context.link as RecoveryLink)
      if (!cart) return
      enqueue.emit({ type: 'order-mode.select', orderModeId: cart.orderModeId })
      enqueue.emit({ type: 'cart.refill', items: cart.items })
      enqueue.emit({ type: 'navigate', to: previewPath(context.alias) })
      const unavailable = unavailableLinesMessage(recovered, true)
      if (unavailable) enqueue.emit({ type: 'notify', level: 'info', message: unavailable })
    }),
    logCartNotFound: emit({ type: 'log', text: 'Cart not found' } as const),
    /** found, but nothing in it can come back: logged as not found, and the diner is told why */
    logCartNotRestored: enqueueActions(({ enqueue }, recovered: RecoveredCart | null) => {
      enqueue.emit({ type: 'log', text: 'Cart not found' })
      const unavailable = unavailableLinesMessage(recovered, false)
      if (unavailable) enqueue.emit({ type: 'notify', level: 'info', message: unavailable })
    }),
    logReportFailure: emit({ type: 'log', text: 'Abandoned cart report failed' } as const),
    logCancelFailure: emit({ type: 'log', text: 'Abandoned cart cancel failed' } as const),
  },
}).createMachine({
  id: 'abandoned-cart',
  type: 'parallel',
  context: ({ input }) => ({ alias: input.alias, reported: null, link: null }),
  states: {
    visibility: {
      initial: 'watching',
      states: {
        watching: {
          on: {
            'page.hidden': { guard: 'worthReporting', target: 'reporting', actions: 'rememberReported' },
          },
        },
        reporting: {
          invoke: {
            id: 'reportAbandonedCart',
            src: 'reportAbandonedCart',
            input: ({ context }) => abandonedCartNotice(context.reported as CartOnHide),
            onDone: 'reported',
            onError: { target: 'watching', actions: ['logReportFailure', 'forgetReported'] },
          },
          on: { 'page.visible': 'reportingThenCancel' },
        },
        /** back before the report finished: let it finish, then cancel it */
        reportingThenCancel: {
          invoke: {
            id: 'finishReport',
            src: 'reportAbandonedCart',
            input: ({ context }) => abandonedCartNotice(context.reported as CartOnHide),
            onDone: 'cancelling',
            onError: { target: 'watching', actions: ['logReportFailure', 'forgetReported'] },
          },
        },
        reported: {
          on: { 'page.visible': 'cancelling' },
        },
        cancelling: {
          invoke: {
            id: 'cancelAbandonedCart',
            src: 'cancelAbandonedCart',
            input: ({ context }) => abandonedCartCancel(context.reported as CartOnHide),
            onDone: { target: 'watching', actions: 'forgetReported' },
            onError: { target: 'watching', actions: ['logCancelFailure', 'forgetReported'] },
          },
        },
      },
    },
    recovery: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'recovery.linkOpened': { guard: 'recoverable', target: 'fetching', actions: 'rememberLink' },
          },
        },
        fetching: {
          tags: ['recovering'],
          invoke: {
            id: 'fetchRecoveryCart',
            src: 'fetchRecoveryCart',
            input: ({ context }) => ({
              phone: recoveryPhone(context.link as RecoveryLink),
              branchContactId: (context.link as RecoveryLink).branchContactId as number,
            }),
            onDone: [
              {
                guard: { type: 'cartRestorable', params: ({ event }) => event.output },
                target: 'done',
                actions: { type: 'restoreCart', params: ({ event }) => event.output },
              },
              {
                target: 'done',
                actions: { type: 'logCartNotRestored', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'done', actions: 'logCartNotFound' },
          },
        },
        done: {},
      },
    },
  },
})
