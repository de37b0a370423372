import { assign, emit, fromPromise, setup } from 'xstate'
import {
  CODE_TIME_LIMIT_MS,
  type CodeDiscount,
  clearedOnPhoneChange,
  clearedOnScheduleSwitch,
  codeDiscountAmount,
  commercialTerms,
  conditionFailure,
  type DiscountCart,
  EMPTY_DISCOUNT_CART,
  isDeletable,
  isExternalBenefit,
  retainsOnPaymentChange,
} from '../domain/discount-code'
import { type Message, message } from '../domain/message'
import { customerPhoneKey } from '../domain/phone'

export interface DiscountCodeInput {
  cart?: DiscountCart
}

export interface ValidateCodeRequest {
  code: string
  paymentId: number
  phone: string
}

export interface DiscountCodeContext {
  /** what the diner typed */
  code: string
  /** the code the server validated, or a partner's benefit */
  applied: CodeDiscount | null
  cart: DiscountCart
  /** money the applied code takes off this cart now; 0 when it does not count */
  amount: number
  /** why the validation failed, or why the applied code does not count ('No aplicado') */
  notice: Message | null
  /** commercial terms of the applied code (first purchase only, cap) */
  terms: Message[]
  /** the confirmation asked before a payment change deletes the code */
  confirmation: Message | null
  pendingPaymentId: number | null
  request: ValidateCodeRequest | null
}

export type DiscountCodeEvent =
  | { type: 'discount.codeChanged'; code: string }
  /** the one button of the modal: Aplicar, Aplicando or Continuar by state; carries the checkout data */
  | { type: 'discount.buttonPressed'; paymentId: number | null; phone: string; dataValid: boolean }
  | { type: 'discount.deletePressed' }
  | { type: 'discount.cartChanged'; cart: DiscountCart }
  | { type: 'discount.paymentChangeRequested'; paymentId: number }
  | { type: 'discount.paymentChangeAccepted' }
  | { type: 'discount.paymentChangeCancelled' }
  | { type: 'discount.orderModeChanged' }
  /** the diner switched to or from a scheduled order */
  | { type: 'discount.scheduleChanged' }
  | { type: 'discount.phoneChanged' }
  | { type: 'discount.externalBenefitReceived'; benefit: CodeDiscount }

export type DiscountCodeEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  /** Continuar: the modal closes */
  | { type: 'discount.dismissed' }
  /** the checkout switches to this payment method */
  | { type: 'discount.paymentChanged'; paymentId: number }

const noCode = {
  code: '',
  applied: null,
  amount: 0,
  notice: null,
  terms: [],
  confirmation: null,
  pendingPaymentId: null,
  request: null,
}

/**
 * The discount-code modal and the applied code (2-checkout.md §4 'Discount code', §5, §8): states initial,
 * loading, failed and success; conditions re-checked on every cart change ('Aplicado' / 'No aplicado');
 * limited-usage codes expire 180 s after being applied; a payment change asks before deleting the code;
 * a partner's benefit cannot be deleted.
 */
export const discountCodeMachine = setup({
  types: {
    input: {} as DiscountCodeInput,
    context: {} as DiscountCodeContext,
    events: {} as DiscountCodeEvent,
    emitted: {} as DiscountCodeEmitted,
  },
  delays: { codeTimeLimit: CODE_TIME_LIMIT_MS },
  actors: {
    /** POST /api/codediscounts/validate (the edge adds branch, date, schedule and items) */
    validateCode: fromPromise<CodeDiscount, ValidateCodeRequest>(async () => {
      throw new Error('provide validateCode at the edge')
    }),
  },
  guards: {
    externalApplied: ({ context }) => context.applied !== null && isExternalBenefit(context.applied),
    typedEmpty: ({ event }) => event.type === 'discount.codeChanged' && event.code.trim() === '',
    paymentMissing: ({ event }) => event.type === 'discount.buttonPressed' && event.paymentId === null,
    dataInvalid: ({ event }) =>
      event.type === 'discount.buttonPressed' &&
      (!event.dataValid || customerPhoneKey(event.phone) === undefined),
    conditionsMet: ({ context }) =>
      context.applied !== null && conditionFailure(context.applied, context.cart) === undefined,
    limitedUsage: ({ context }) => context.applied?.limitedUsage === true,
    deletable: ({ context }) => context.applied !== null && isDeletable(context.applied),
    retainsCode: ({ context, event }) =>
      event.type === 'discount.paymentChangeRequested' &&
      context.applied !== null &&
      retainsOnPaymentChange(context.applied, event.paymentId),
    clearedOnScheduleSwitch: ({ context }) =>
      context.applied !== null && clearedOnScheduleSwitch(context.applied),
    clearedOnPhoneChange: ({ context }) => context.applied !== null && clearedOnPhoneChange(context.applied),
  },
  actions: {
    typeCode: assign(({ event }) => ({
      ...noCode,
      code: event.type === 'discount.codeChanged' ? event.code : '',
    })),
    clearCode: assign(noCode),
    setCart: assign({
      cart: ({ context, event }) => (event.type === 'discount.cartChanged' ? event.cart : context.cart),
    }),
    rememberRequest: assign({
      notice: null,
      request: ({ context, event }) =>
        event.type === 'discount.buttonPressed' && event.paymentId !== null
          ? {
              code: context.code.trim(),
              paymentId: event.paymentId,
              phone: customerPhoneKey(event.phone) ?? '',
            }
          : null,
    }),
    applyValidated: assign({
      applied: ({ event }) => ('output' in event ? (event.output as CodeDiscount) : null),
    }),
    applyBenefit: assign(({ event }) => {
      const benefit = event.type === 'discount.externalBenefitReceived' ? event.benefit : null
      return { ...noCode, code: benefit?.code ?? '', applied: benefit }
    }),
    countDiscount: assign({
      amount: ({ context }) => (context.applied ? codeDiscountAmount(context.applied, context.cart) : 0),
      notice: null,
      terms: ({ context }) => (context.applied ? commercialTerms(context.applied) : []),
    }),
    holdDiscount: assign({
      amount: 0,
      notice: ({ context }) =>
        context.applied ? (conditionFailure(context.applied, context.cart) ?? null) : null,
      terms: ({ context }) => (context.applied ? commercialTerms(context.applied) : []),
    }),
    markNotFound: assign({ notice: message('discount.notFound'), applied: null }),
    holdPayment: assign({
      pendingPaymentId: ({ event }) =>
        event.type === 'discount.paymentChangeRequested' ? event.paymentId : null,
      confirmation: message('discount.paymentChangeWarning'),
    }),
    dropPendingPayment: assign({ pendingPaymentId: null, confirmation: null }),
    changePayment: emit(({ event }) => ({
      type: 'discount.paymentChanged' as const,
      paymentId: event.type === 'discount.paymentChangeRequested' ? event.paymentId : 0,
    })),
    changeToPendingPayment: emit(({ context }) => ({
      type: 'discount.paymentChanged' as const,
      paymentId: context.pendingPaymentId ?? 0,
    })),
    dismiss: emit({ type: 'discount.dismissed' } as const),
    notifyPaymentRequired: emit({
      type: 'notify',
      level: 'error',
      message: message('discount.paymentRequired'),
    } as const),
    notifyDataRequired: emit({
      type: 'notify',
      level: 'error',
      message: message('discount.dataRequired'),
    } as const),
    notifyNotFound: emit({ type: 'notify', level: 'error', message: message('discount.notFound') } as const),
    notifyExpired: emit({ type: 'notify', level: 'info', message: message('discount.expired') } as const),
  },
}).createMachine({
  id: 'discount-code',
  context: ({ input }) => ({
    ...noCode,
    cart: input.cart ?? EMPTY_DISCOUNT_CART,
  }),
  initial: 'initial',
  on: {
    'discount.codeChanged': [
      // a partner's benefit locks the field
      { guard: 'externalApplied' },
      { guard: 'typedEmpty', target: '.initial.empty', actions: 'typeCode' },
      { target: '.initial.filled', actions: 'typeCode' },
    ],
    'discount.cartChanged': { actions: 'setCart' },
    'discount.paymentChangeRequested': { actions: 'changePayment' },
    'discount.orderModeChanged': { target: '.initial.empty', actions: 'clearCode' },
    'discount.externalBenefitReceived': { target: '.success', actions: 'applyBenefit' },
  },
  states: {
    initial: {
      tags: ['labelApply'],
      initial: 'empty',
      states: {
        empty: { tags: ['buttonDisabled'] },
        filled: {
          on: {
            'discount.buttonPressed': [
              { guard: 'paymentMissing', actions: 'notifyPaymentRequired' },
              { guard: 'dataInvalid', actions: 'notifyDataRequired' },
              { target: '#discount-code.loading', actions: 'rememberRequest' },
            ],
          },
        },
      },
    },
    loading: {
      tags: ['labelApplying', 'buttonDisabled', 'busy'],
      invoke: {
        id: 'validateCode',
        src: 'validateCode',
        input: ({ context }) => context.request ?? { code: context.code, paymentId: 0, phone: '' },
        onDone: { target: 'success', actions: 'applyValidated' },
        onError: { target: 'failed', actions: ['markNotFound', 'notifyNotFound'] },
      },
      on: {
        // the answer would be for another schedule or phone: the diner applies again
        'discount.scheduleChanged': { target: 'initial.filled' },
        'discount.phoneChanged': { target: 'initial.filled' },
      },
    },
    failed: {
      tags: ['labelApply'],
      on: {
        'discount.buttonPressed': [
          { guard: 'paymentMissing', actions: 'notifyPaymentRequired' },
          { guard: 'dataInvalid', actions: 'notifyDataRequired' },
          { target: 'loading', actions: 'rememberRequest' },
        ],
      },
    },
    success: {
      tags: ['labelContinue', 'applied'],
      initial: 'checking',
      after: {
        codeTimeLimit: {
          guard: 'limitedUsage',
          target: 'initial.empty',
          actions: ['clearCode', 'notifyExpired'],
        },
      },
      on: {
        'discount.buttonPressed': { actions: 'dismiss' },
        'discount.deletePressed': { guard: 'deletable', target: 'initial.empty', actions: 'clearCode' },
        'discount.cartChanged': { target: '.checking', actions: 'setCart' },
        'discount.paymentChangeRequested': [
          { guard: 'retainsCode', actions: 'changePayment' },
          { target: '.confirmingPaymentChange', actions: 'holdPayment' },
        ],
        'discount.scheduleChanged': {
          guard: 'clearedOnScheduleSwitch',
          target: 'initial.empty',
          actions: 'clearCode',
        },
        'discount.phoneChanged': {
          guard: 'clearedOnPhoneChange',
          target: 'initial.empty',
          actions: 'clearCode',
        },
      },
      states: {
        checking: {
          always: [
            { guard: 'conditionsMet', target: 'allowed', actions: 'countDiscount' },
            { target: 'notAllowed', actions: 'holdDiscount' },
          ],
        },
        allowed: { tags: ['counts'] },
        notAllowed: { tags: ['notCounted'] },
        confirmingPaymentChange: {
          tags: ['confirmingPaymentChange'],
          on: {
            'discount.cartChanged': { actions: 'setCart' },
            'discount.paymentChangeAccepted': {
              target: '#discount-code.initial.empty',
              actions: ['changeToPendingPayment', 'clearCode'],
            },
            'discount.paymentChangeCancelled': { target: 'checking', actions: 'dropPendingPayment' },
          },
        },
      },
    },
  },
})
