import { assign, emit, fromPromise, setup } from 'xstate'
import {
  historyPage,
  initialRedemption,
  isLastHistoryPage,
  type LoyaltyProgramme,
  type LoyaltySignUp,
  pointsToMoney,
  redemptionError,
  rewardClaimError,
  signUpError,
  wholePoints,
} from '../domain/loyalty'
import { type Message, message } from '../domain/message'
import { customerPhoneKey } from '../domain/phone'
import { cleanPhoneCode, isPhoneCode, phoneCodeError } from '../domain/phone-code'

export interface LoyaltyHistoryRow {
  orderCode: string
  createdAt: string
  /** points moved; negative when redeemed */
  amount: number
  postBalance: number
}

export interface LoyaltyHistoryPage {
  history: LoyaltyHistoryRow[]
  loyaltyPointsBalance: number
}

export interface LoyaltyReward {
  id: number
  rewardAmount: number
  done: boolean
}

/** POST /api/branch/{branchId}/phone-code */
export interface PhoneCodeSent {
  /** false: the branch does not ask for the proof */
  required: boolean
  /** the code itself, only from the messaging sandbox (demo, tests) */
  sandboxCode: string | null
}

export interface LoyaltyRedemptionInput {
  programme: LoyaltyProgramme
  branchId: number
  branchContactId: number
  /** the customer key of the checkout phone; null while there is none */
  phone: string | null
  balance: number
  /** what the points may pay for: the order amount before points */
  orderAmount: number
  /** the reward offered by the link (menu/{alias} receives it), null when none */
  rewardId: number | null
}

export interface LoyaltyRedemptionContext extends LoyaltyRedemptionInput {
  /** points applied to the order */
  redeemed: number
  /** the value in the redeem input */
  points: number
  error: Message | null
  history: LoyaltyHistoryRow[]
  /** next history page to load (0-based) */
  page: number
  form: LoyaltySignUp
  /** the phone whose one-time code the diner confirmed here: its points may be spent */
  verifiedPhone: string | null
  /** the value in the code input */
  code: string
  /** the code the messaging sandbox answered, shown to the tester; null from a real service */
  sandboxCode: string | null
}

export type LoyaltyRedemptionEvent =
  | { type: 'loyalty.infoOpened' }
  | { type: 'loyalty.redeemOpened' }
  | { type: 'loyalty.signUpOpened' }
  | { type: 'loyalty.closed' }
  /** the history list scrolled to its end (observer, 20 px margin) */
  | { type: 'loyalty.historyEndReached' }
  | { type: 'loyalty.pointsChanged'; points: number }
  | { type: 'loyalty.redeemConfirmed' }
  | { type: 'loyalty.redemptionRemoved' }
  | { type: 'loyalty.orderChanged'; orderAmount: number }
  /** the checkout phone changed: its balance, and the points redeemed so far no longer apply */
  | { type: 'loyalty.customerChanged'; phone: string | null; balance: number }
  | { type: 'loyalty.signUpChanged'; form: LoyaltySignUp }
  | { type: 'loyalty.signUpSubmitted' }
  | { type: 'loyalty.codeChanged'; code: string }
  | { type: 'loyalty.codeSubmitted' }
  /** send another code (the first was lost, expired or failed to go out) */
  | { type: 'loyalty.codeResent' }

export type LoyaltyRedemptionEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  /** the checkout's loyalty line: points and their money (1 point = 1 peso); 0 removes it */
  | { type: 'loyalty.pointsRedeemed'; points: number; amount: number }
  | { type: 'loyalty.rewardClaimed'; reward: LoyaltyReward }

/** the server's message in a failed call, whether the edge rejects with an Error or a problem body */
const errorText = (error: unknown): string | undefined =>
  error instanceof Error
    ? error.message
    : typeof error === 'object' && error !== null
      ? ((error as { message?: string; detail?: string }).message ?? (error as { detail?: string }).detail)
      : undefined

const EMPTY_FORM: LoyaltySignUp = { name: '', phone: '', email: '' }

/**
 * The loyalty modal 'Mis {name}' (2-checkout.md §2, §4, §5, §8): an info mode (welcome, balance, history
 * paged 20 at a time while scrolling) and a redeem mode whose value starts at min(balance, programme maximum,
 * maximum % of the order) and is checked against the four limits; the sign-up that claims the link's reward,
 * credited once.
 */
export const loyaltyRedemptionMachine = setup({
  types: {
    input: {} as LoyaltyRedemptionInput,
    context: {} as LoyaltyRedemptionContext,
    events: {} as LoyaltyRedemptionEvent,
    emitted: {} as LoyaltyRedemptionEmitted,
  },
  actors: {
    /** GET /api/branch/{branchId}/loyalty-points/history/{phone}?offset&limit */
    fetchHistory: fromPromise<
      LoyaltyHistoryPage,
      { branchId: number; phone: string; offset: number; limit: number }
    >(async () => {
      throw new Error('provide fetchHistory at the edge')
    }),
    /** POST /api/branch/{branchId}/phone-code */
    requestCode: fromPromise<PhoneCodeSent, { branchId: number; phone: string }>(async () => {
      throw new Error('provide requestCode at the edge')
    }),
    /** POST /api/branch/{branchId}/phone-code/confirm: the proof comes back as a cookie */
    confirmCode: fromPromise<unknown, { branchId: number; phone: string; code: string }>(async () => {
      throw new Error('provide confirmCode at the edge')
    }),
    /** POST /api/diner/customer/{phone}/loyalty-reward/{rewardId} */
    claimReward: fromPromise<
      LoyaltyReward,
      LoyaltySignUp & { rewardId: number; branchId: number; branchContactId: number }
    >(async () => {
      throw new Error('provide claimReward at the edge')
    }),
  },
  guards: {
    hasCustomer: ({ context }) => context.phone !== null,
    phoneVerified: ({ context }) => context.phone !== null && context.verifiedPhone === context.phone,
    codeNotRequired: ({ event }) => 'output' in event && (event.output as PhoneCodeSent).required === false,
    codeWellFormed: ({ context }) => isPhoneCode(context.code),
    hasRedemption: ({ context }) => context.redeemed > 0,
    hasReward: ({ context }) => context.rewardId !== null,
    lastPage: ({ event }) =>
      'output' in event && isLastHistoryPage((event.output as LoyaltyHistoryPage).history.length),
    redemptionValid: ({ context }) =>
      redemptionError(context.programme, context.balance, context.orderAmount, context.points) === undefined,
    redeemedStillValid: ({ context, event }) =>
      event.type !== 'loyalty.orderChanged' ||
      redemptionError(context.programme, context.balance, event.orderAmount, context.redeemed) === undefined,
    signUpValid: ({ context }) => signUpError(context.form) === undefined,
    claimAlreadyExists: ({ event }) =>
      rewardClaimError(errorText((event as { error?: unknown }).error)).key ===
      'loyalty.rewardAlreadyClaimed',
  },
  actions: {
    resetHistory: assign({ history: [], page: 0 }),
    appendHistory: assign(({ context }, page: LoyaltyHistoryPage) => {
      return {
        history: [...context.history, ...page.history],
        page: context.page + 1,
        balance: page.loyaltyPointsBalance,
      }
    }),
    startRedeem: assign({
      points: ({ context }) =>
        context.redeemed > 0
          ? context.redeemed
          : initialRedemption(context.programme, context.balance, context.orderAmount),
      error: null,
    }),
    setPoints: assign({
      points: ({ context, event }) =>
        event.type === 'loyalty.pointsChanged' ? wholePoints(event.points) : context.points,
      error: null,
    }),
    showRedemptionError: assign({
      error: ({ context }) =>
        redemptionError(context.programme, context.balance, context.orderAmount, context.points) ?? null,
    }),
    redeem: assign({ redeemed: ({ context }) => context.points }),
    removeRedemption: assign({ redeemed: 0 }),
    announceRedemption: emit(({ context }) => ({
      type: 'loyalty.pointsRedeemed' as const,
      points: context.redeemed,
      amount: pointsToMoney(context.redeemed),
    })),
    notifyRedemptionDropped: emit(({ context, event }) => ({
      type: 'notify' as const,
      level: 'info' as const,
      message:
        redemptionError(
          context.programme,
          context.balance,
          event.type === 'loyalty.orderChanged' ? event.orderAmount : context.orderAmount,
          context.redeemed,
        ) ?? message('loyalty.overOrderMax', { name: context.programme.name, n: 0 }),
    })),
    setOrderAmount: assign({
      orderAmount: ({ context, event }) =>
        event.type === 'loyalty.orderChanged' ? event.orderAmount : context.orderAmount,
    }),
    setCustomer: assign(({ context, event }) =>
      event.type === 'loyalty.customerChanged'
        ? { phone: event.phone, balance: wholePoints(event.balance), redeemed: 0 }
        : { phone: context.phone },
    ),
    leave: assign({
      points: 0,
      error: null,
      history: [],
      page: 0,
      form: EMPTY_FORM,
      code: '',
      sandboxCode: null,
    }),
    markVerified: assign({ verifiedPhone: ({ context }) => context.phone, code: '', sandboxCode: null }),
    setSandboxCode: assign((_, sent: PhoneCodeSent) => ({ sandboxCode: sent.sandboxCode, code: '' })),
    setCode: assign({
      code: ({ context, event }) =>
        event.type === 'loyalty.codeChanged' ? cleanPhoneCode(event.code) : context.code,
      error: null,
    }),
    showCodeFormatError: assign({ error: () => message('phoneCode.codeFormat') }),
    showHistoryError: assign({ error: () => message('loyalty.historyFailed') }),
    showCodeError: assign({
      error: ({ event }) => phoneCodeError((event as { error?: { status?: number } }).error?.status),
    }),
    clearError: assign({ error: null }),
    setForm: assign({
      form: ({ context, event }) => (event.type === 'loyalty.signUpChanged' ? event.form : context.form),
      error: null,
    }),
    showSignUpError: assign({ error: ({ context }) => signUpError(context.form) ?? null }),
    announceReward: emit((_, reward: LoyaltyReward) => ({ type: 'loyalty.rewardClaimed' as const, reward })),
    notifyClaimFailed: emit(({ event }) => ({
      type: 'notify' as const,
      level: 'error' as const,
      message: rewardClaimError(errorText((event as { error?: unknown }).error)),
    })),
  },
}).createMachine({
  id: 'loyalty-redemption',
  context: ({ input }) => ({
    ...input,
    balance: wholePoints(input.balance),
    redeemed: 0,
    points: 0,
    error: null,
    history: [],
    page: 0,
    form: EMPTY_FORM,
    verifiedPhone: null,
    code: '',
    sandboxCode: null,
  }),
  initial: 'closed',
  on: {
    'loyalty.orderChanged': [
      { guard: 'redeemedStillValid', actions: 'setOrderAmount' },
      // the points no longer fit the order (it shrank): they are removed and the diner told why
      { actions: ['notifyRedemptionDropped', 'setOrderAmount', 'removeRedemption', 'announceRedemption'] },
    ],
    'loyalty.customerChanged': { target: '.closed', actions: ['leave', 'setCustomer', 'announceRedemption'] },
  },
  states: {
    closed: {
      on: {
        'loyalty.infoOpened': { guard: 'hasCustomer', target: 'info' },
        'loyalty.redeemOpened': [
          { guard: 'phoneVerified', target: 'redeem', actions: 'startRedeem' },
          // spending points needs proof of the phone first (the one-time code)
          { guard: 'hasCustomer', target: 'verify' },
        ],
        'loyalty.signUpOpened': { guard: 'hasReward', target: 'signUp' },
        'loyalty.redemptionRemoved': {
          guard: 'hasRedemption',
          actions: ['removeRedemption', 'announceRedemption'],
        },
      },
    },
    info: {
      tags: ['infoMode'],
      entry: 'resetHistory',
      initial: 'loading',
      on: {
        'loyalty.redeemOpened': [
          { guard: 'phoneVerified', target: 'redeem', actions: 'startRedeem' },
          { target: 'verify' },
        ],
        'loyalty.closed': { target: 'closed', actions: 'leave' },
      },
      states: {
        loading: {
          tags: ['historyLoading'],
          entry: 'clearError',
          invoke: {
            id: 'history',
            src: 'fetchHistory',
            input: ({ context }) => ({
              branchId: context.branchId,
              phone: context.phone ?? '',
              ...historyPage(context.page),
            }),
            onDone: [
              {
                guard: 'lastPage',
                target: 'complete',
                actions: { type: 'appendHistory', params: ({ event }) => event.output },
              },
              { target: 'success', actions: { type: 'appendHistory', params: ({ event }) => event.output } },
            ],
            // the spinner goes and the list says the page could not be read (the rows read before stay)
            onError: { target: 'failed', actions: 'showHistoryError' },
          },
        },
        success: { on: { 'loyalty.historyEndReached': { target: 'loading' } } },
        complete: { tags: ['historyComplete'] },
        // scrolling again retries the page that failed
        failed: { on: { 'loyalty.historyEndReached': { target: 'loading' } } },
      },
    },
    redeem: {
      tags: ['redeemMode'],
      on: {
        'loyalty.closed': { target: 'closed', actions: 'leave' },
        'loyalty.infoOpened': { target: 'info', actions: 'leave' },
        'loyalty.pointsChanged': { actions: 'setPoints' },
        'loyalty.redeemConfirmed': [
          { guard: 'redemptionValid', target: 'closed', actions: ['redeem', 'announceRedemption', 'leave'] },
          { actions: 'showRedemptionError' },
        ],
      },
    },
    verify: {
      tags: ['verifyMode'],
      initial: 'requesting',
      on: { 'loyalty.closed': { target: 'closed', actions: 'leave' } },
      states: {
        requesting: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ branchId: context.branchId, phone: context.phone ?? '' }),
            onDone: [
              // the branch does not ask for the proof: straight to the points
              {
                guard: 'codeNotRequired',
                target: '#loyalty-redemption.redeem',
                actions: ['markVerified', 'startRedeem'],
              },
              {
                target: 'entering',
                actions: { type: 'setSandboxCode', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'failed', actions: 'showCodeError' },
          },
        },
        entering: {
          tags: ['codeEntry'],
          on: {
            'loyalty.codeChanged': { actions: 'setCode' },
            'loyalty.codeSubmitted': [
              { guard: 'codeWellFormed', target: 'confirming' },
              { actions: 'showCodeFormatError' },
            ],
            'loyalty.codeResent': { target: 'requesting' },
          },
        },
        confirming: {
          tags: ['busy', 'codeEntry'],
          invoke: {
            id: 'confirmCode',
            src: 'confirmCode',
            input: ({ context }) => ({
              branchId: context.branchId,
              phone: context.phone ?? '',
              code: context.code,
            }),
            onDone: { target: '#loyalty-redemption.redeem', actions: ['markVerified', 'startRedeem'] },
            onError: { target: 'entering', actions: 'showCodeError' },
          },
        },
        // the code did not go out: the diner may ask again
        failed: { on: { 'loyalty.codeResent': { target: 'requesting' } } },
      },
    },
    signUp: {
      initial: 'editing',
      on: { 'loyalty.closed': { target: 'closed', actions: 'leave' } },
      states: {
        editing: {
          on: {
            'loyalty.signUpChanged': { actions: 'setForm' },
            'loyalty.signUpSubmitted': [
              { guard: 'signUpValid', target: 'claiming' },
              { actions: 'showSignUpError' },
            ],
          },
        },
        claiming: {
          tags: ['busy'],
          invoke: {
            id: 'claimReward',
            src: 'claimReward',
            input: ({ context }) => ({
              ...context.form,
              phone: customerPhoneKey(context.form.phone) ?? context.form.phone,
              rewardId: context.rewardId ?? 0,
              branchId: context.branchId,
              branchContactId: context.branchContactId,
            }),
            onDone: {
              target: '#loyalty-redemption.closed',
              actions: ['leave', { type: 'announceReward', params: ({ event }) => event.output }],
            },
            onError: [
              // the server credits a reward once and says so: nothing left to correct in the form
              {
                guard: 'claimAlreadyExists',
                target: '#loyalty-redemption.closed',
                actions: ['leave', 'notifyClaimFailed'],
              },
              { target: 'editing', actions: 'notifyClaimFailed' },
            ],
          },
        },
      },
    },
  },
})
