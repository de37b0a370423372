import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { components } from '../contract/schema'
import {
  type CardPaymentRequest,
  type CardSubmission,
  type CardToken,
  canTokenize,
  cardPaymentRequest,
  isCardPayment,
  needsPaymentUrl,
} from '../domain/card'
import { type CheckoutDraft, validateCheckout } from '../domain/checkout-validation'
import { type Message, message } from '../domain/message'
import type { PaymentUpload } from '../domain/order-mode'
import { followUpPath } from '../domain/order-status'

/** The POST /api/order body (2-checkout.md §3 "Order payload"), built by the checkout form from its state. */
export type OrderPayload = components['schemas']['OrderCreate']

/** The order as the server answers it (GET /api/diner/{aliasOrId}/order/{orderCode}): the WhatsApp message's source. */
export type PlacedOrder = components['schemas']['Order']

/** Everything one press of the order button hands over. */
export interface SubmissionRequest {
  /** what the submit checks read */
  draft: CheckoutDraft
  order: OrderPayload
  /** the card step, when paying by card */
  card: CardSubmission | null
  paymentUpload: PaymentUpload
  /** the local receives orders in the orders console, else by WhatsApp */
  consoleActive: boolean
  /**
   * On a table or self-service kiosk there is no follow-up page to pay from later: a card that fails is
   * settled on screen (retry, or 'Pagar en caja') before the order counts as placed. Absent: the phone flow.
   */
  kiosk?: boolean
}

export interface CheckoutSubmissionInput {
  alias: string
  branchContactId: number
  whatsAppPhone: string
  /** invalidCustomRedirect was in the URL: it travels to the follow-up */
  invalidCustomRedirect: boolean
}

/** POST /api/order answer */
export interface CreatedOrder {
  id: number
  code: string
  /** the short number a kiosk shows and the counter calls out */
  displayNumber?: number
}

/** POST /api/order/{orderCode}/payment-method: the kiosk's rejected card is paid at the counter instead */
export interface PaymentMethodChangeRequest {
  code: string
  paymentMethod: 'CASH'
}

/** POST /api/paymenturl */
export interface PaymentUrlRequest {
  code: string
  branchContactId: number
  amount: number
}

export interface CheckoutSubmissionContext extends CheckoutSubmissionInput {
  request: SubmissionRequest | null
  created: CreatedOrder | null
  paymentUrl: string | null
  token: CardToken | null
  /** why the kiosk's card payment failed, shown until the diner retries or pays at the counter */
  paymentError: Message | null
}

export type CheckoutSubmissionEvent =
  | { type: 'checkout.submitted'; request: SubmissionRequest }
  /** on a kiosk, after a failed card: pay the same order again with the card now in the fields */
  | { type: 'checkout.paymentRetried'; card: CardSubmission }
  /** on a kiosk, after a failed card: the diner pays the order at the counter instead */
  | { type: 'checkout.payAtCounterChosen' }

export type CheckoutSubmissionEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  /** the order answer listed errors: the cart re-checks its surcharges and discounts */
  | { type: 'checkout.revalidate'; errors: unknown[] }
  /** the order exists: the edge clears the cart and records the purchase */
  | { type: 'order.placed'; order: CreatedOrder }
  /** the edge opens the order's WhatsApp message (domain/whatsapp.ts), built from the server's answer */
  | { type: 'open-external'; target: 'whatsapp'; phone: string; order: PlacedOrder }
  | { type: 'order-code.store'; code: string }
  | { type: 'console.notify'; order: CreatedOrder }
  /** a payment uploaded by API keeps the order id it belongs to */
  | { type: 'payment.orderRecorded'; orderId: number }
  /**
   * where the diner goes next: the follow-up, or (external) the payment link's hosted page, with the
   * follow-up (`back`) as the page the browser's Back returns to
   */
  | { type: 'navigate'; to: string; external?: true; back?: string }

/** The errors a refused order's answer lists (a 409 to revalidate), or null. */
function listedErrors(event: { type: string }): unknown[] | null {
  const error = 'error' in event ? event.error : undefined
  const errors = typeof error === 'object' && error !== null && 'errors' in error ? error.errors : undefined
  return Array.isArray(errors) && errors.length > 0 ? errors : null
}

const requestOf = (context: CheckoutSubmissionContext) => context.request as SubmissionRequest
const createdOf = (context: CheckoutSubmissionContext) => context.created as CreatedOrder

/**
 * The order button (2-checkout.md §4 "Order submission", §5, §8). One press runs the submit checks and
 * shows the one failing message; a valid draft creates the order, then, as the payment type needs:
 * the payment URL (its failure is told and the flow goes on without it), the card token and payment (only
 * with a ready provider; a failure is told and the order stays payable from its follow-up), then the
 * WhatsApp message (from the order read back) or the console notification, and finally the payment link's
 * page (a console local's order with a link) or the follow-up page. On a kiosk a failed card
 * stops in paymentRejected until a retry pays or the diner picks 'Pagar en caja'. A press while an order
 * is on its way is ignored: nothing but the idle state listens to it.
 */
export const checkoutSubmissionMachine = setup({
  types: {
    input: {} as CheckoutSubmissionInput,
    context: {} as CheckoutSubmissionContext,
    events: {} as CheckoutSubmissionEvent,
    emitted: {} as CheckoutSubmissionEmitted,
  },
  actors: {
    /** POST /api/order */
    createOrder: fromPromise<CreatedOrder, OrderPayload>(async () => {
      throw new Error('provide createOrder at the edge')
    }),
    /** POST /api/paymenturl */
    createPaymentUrl: fromPromise<{ url: string; token?: string }, PaymentUrlRequest>(async () => {
      throw new Error('provide createPaymentUrl at the edge')
    }),
    /** the provider's token for the card in its fields */
    createCardToken: fromPromise<CardToken, CardSubmission>(async () => {
      throw new Error('provide createCardToken at the edge')
    }),
    /** POST /api/order/payment */
    sendCardPayment: fromPromise<void, CardPaymentRequest>(async () => {
      throw new Error('provide sendCardPayment at the edge')
    }),
    /**
     * GET /api/diner/{aliasOrId}/order/{orderCode} by the local's id: the figures and facts the server kept,
     * for WhatsApp (by id, so the read-back is told apart from the follow-up's read by alias)
     */
    fetchPlacedOrder: fromPromise<PlacedOrder, { branchContactId: number; code: string }>(async () => {
      throw new Error('provide fetchPlacedOrder at the edge')
    }),
    /** POST /api/order/{orderCode}/payment-method */
    changePaymentMethod: fromPromise<void, PaymentMethodChangeRequest>(async () => {
      throw new Error('provide changePaymentMethod at the edge')
    }),
  },
  guards: {
    draftInvalid: ({ event }) =>
      event.type === 'checkout.submitted' && validateCheckout(event.request.draft) !== null,
    orderAnswerListsErrors: ({ event }) => listedErrors(event) !== null,
    needsPaymentUrl: ({ context }) => needsPaymentUrl(requestOf(context).draft.paymentMethod),
    paysByCardNow: ({ context }) => {
      const request = requestOf(context)
      return isCardPayment(request.draft.paymentMethod) && canTokenize(request.card)
    },
    consoleActive: ({ context }) => requestOf(context).consoleActive,
    onKiosk: ({ context }) => requestOf(context).kiosk === true,
    retryCardReady: ({ event }) => event.type === 'checkout.paymentRetried' && canTokenize(event.card),
  },
  actions: {
    notifyInvalid: emit(({ event }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      message:
        (event.type === 'checkout.submitted' ? validateCheckout(event.request.draft) : null) ??
        message('checkout.orderFailed'),
    })),
    takeRequest: assign({
      request: ({ event, context }) =>
        event.type === 'checkout.submitted' ? event.request : context.request,
    }),
    takeRetriedCard: assign({
      request: ({ event, context }) =>
        event.type === 'checkout.paymentRetried'
          ? { ...requestOf(context), card: event.card }
          : context.request,
      token: null,
      paymentError: null,
    }),
    rejectToken: assign({ paymentError: message('checkout.cardTokenFailed') }),
    rejectPayment: assign({ paymentError: message('checkout.cardPaymentFailed') }),
    refuseCounterPayment: assign({ paymentError: message('kiosk.payAtCounterFailed') }),
    forgetPaymentError: assign({ paymentError: null }),
    notifyRetryCardIncomplete: emit({
      type: 'notify',
      level: 'error',
      message: message('checkout.cardFieldsRequired'),
    } as const),
    setCreated: assign((_, created: CreatedOrder) => ({ created })),
    setPaymentUrl: assign((_, link: { url: string }) => ({ paymentUrl: link.url })),
    setToken: assign((_, token: CardToken) => ({ token })),
    reset: assign({ request: null, created: null, paymentUrl: null, token: null, paymentError: null }),
    askRevalidation: emit(({ event }) => ({
      type: 'checkout.revalidate' as const,
      errors: listedErrors(event) ?? [],
    })),
    notifyOrderFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('checkout.orderFailed'),
    } as const),
    notifyPaymentLinkFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('checkout.paymentLinkFailed'),
    } as const),
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
    announcePlaced: emit(({ context }) => ({ type: 'order.placed' as const, order: createdOf(context) })),
    recordApiUpload: enqueueActions(({ context, enqueue }) => {
      if (requestOf(context).paymentUpload === 'API')
        enqueue.emit({ type: 'payment.orderRecorded', orderId: createdOf(context).id })
    }),
    notifyConsole: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'order-code.store', code: createdOf(context).code })
      enqueue.emit({ type: 'console.notify', order: createdOf(context) })
    }),
    openWhatsApp: emit(({ context }, order: PlacedOrder) => ({
      type: 'open-external' as const,
      target: 'whatsapp' as const,
      phone: context.whatsAppPhone,
      order,
    })),
    // A payment link is paid at once on its hosted page (issue 32), which returns the diner to the
    // follow-up; without a link the diner goes straight there, and so does a WhatsApp local's diner, whose
    // message carries the link and whose follow-up offers it ('Pagar pedido').
    goToFollowUp: emit(({ context }) => {
      const followUp = followUpPath(context.alias, createdOf(context).code, context.invalidCustomRedirect)
      return context.paymentUrl && requestOf(context).consoleActive
        ? { type: 'navigate' as const, to: context.paymentUrl, external: true as const, back: followUp }
        : { type: 'navigate' as const, to: followUp }
    }),
  },
}).createMachine({
  id: 'checkout-submission',
  context: ({ input }) => ({
    ...input,
    request: null,
    created: null,
    paymentUrl: null,
    token: null,
    paymentError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['canSubmit'],
      on: {
        'checkout.submitted': [
          { guard: 'draftInvalid', actions: 'notifyInvalid' },
          { target: 'creatingOrder', actions: 'takeRequest' },
        ],
      },
    },
    creatingOrder: {
      tags: ['submitting'],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => requestOf(context).order,
        onDone: {
          target: 'orderCreated',
          actions: [
            { type: 'setCreated', params: ({ event }) => event.output },
            'announcePlaced',
            'recordApiUpload',
          ],
        },
        onError: [
          { guard: 'orderAnswerListsErrors', target: 'idle', actions: ['askRevalidation', 'reset'] },
          { target: 'idle', actions: ['notifyOrderFailed', 'reset'] },
        ],
      },
    },
    orderCreated: {
      tags: ['submitting'],
      always: [
        { guard: 'needsPaymentUrl', target: 'requestingPaymentUrl' },
        { guard: 'paysByCardNow', target: 'creatingCardToken' },
        { target: 'delivering' },
      ],
    },
    requestingPaymentUrl: {
      tags: ['submitting'],
      invoke: {
        id: 'createPaymentUrl',
        src: 'createPaymentUrl',
        input: ({ context }) => ({
          code: createdOf(context).code,
          branchContactId: context.branchContactId,
          amount: requestOf(context).draft.total,
        }),
        onDone: {
          target: 'delivering',
          actions: { type: 'setPaymentUrl', params: ({ event }) => event.output },
        },
        onError: { target: 'delivering', actions: 'notifyPaymentLinkFailed' },
      },
    },
    creatingCardToken: {
      tags: ['submitting'],
      invoke: {
        id: 'createCardToken',
        src: 'createCardToken',
        input: ({ context }) => requestOf(context).card as CardSubmission,
        onDone: {
          target: 'sendingCardPayment',
          actions: { type: 'setToken', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'onKiosk', target: 'paymentRejected', actions: 'rejectToken' },
          { target: 'delivering', actions: 'notifyTokenFailed' },
        ],
      },
    },
    sendingCardPayment: {
      tags: ['submitting'],
      invoke: {
        id: 'sendCardPayment',
        src: 'sendCardPayment',
        input: ({ context }) =>
          cardPaymentRequest(
            requestOf(context).card as CardSubmission,
            context.token as CardToken,
            createdOf(context).code,
          ),
        onDone: 'delivering',
        onError: [
          { guard: 'onKiosk', target: 'paymentRejected', actions: 'rejectPayment' },
          { target: 'delivering', actions: 'notifyPaymentFailed' },
        ],
      },
    },
    // A kiosk's card failed: the order exists, unpaid. Its number is not shown until the diner pays it
    // (another try) or chooses to pay at the counter. No timer here: the kiosk's idle reset may end it.
    paymentRejected: {
      tags: ['paymentRejected'],
      on: {
        'checkout.paymentRetried': [
          { guard: 'retryCardReady', target: 'creatingCardToken', actions: 'takeRetriedCard' },
          { actions: 'notifyRetryCardIncomplete' },
        ],
        'checkout.payAtCounterChosen': { target: 'changingPaymentMethod', actions: 'forgetPaymentError' },
      },
    },
    // The order still says card: it becomes cash ('Pagar en caja') before its number is shown, so the
    // counter and the console see it as awaiting payment. A refusal (paid meanwhile, canceled, network)
    // leaves the diner on the rejection with its reason, free to try again.
    changingPaymentMethod: {
      tags: ['submitting'],
      invoke: {
        id: 'changePaymentMethod',
        src: 'changePaymentMethod',
        input: ({ context }) => ({ code: createdOf(context).code, paymentMethod: 'CASH' as const }),
        onDone: 'delivering',
        onError: { target: 'paymentRejected', actions: 'refuseCounterPayment' },
      },
    },
    delivering: {
      tags: ['submitting'],
      always: [
        { guard: 'consoleActive', target: 'submitted', actions: 'notifyConsole' },
        { target: 'readingPlacedOrder' },
      ],
    },
    // The WhatsApp message names what the server kept (its figures, the payment link it made), so it is
    // read back first. Unread, the diner still goes on: the follow-up offers to send the message.
    readingPlacedOrder: {
      tags: ['submitting'],
      invoke: {
        id: 'fetchPlacedOrder',
        src: 'fetchPlacedOrder',
        input: ({ context }) => ({ branchContactId: context.branchContactId, code: createdOf(context).code }),
        onDone: {
          target: 'submitted',
          actions: { type: 'openWhatsApp', params: ({ event }) => event.output },
        },
        onError: 'submitted',
      },
    },
    submitted: {
      type: 'final',
      tags: ['submitted'],
      entry: 'goToFollowUp',
    },
  },
})
