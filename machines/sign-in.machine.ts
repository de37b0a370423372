import { assign, emit, fromPromise, setup } from 'xstate'
import { isProgrammeActiveFor, type OrderingCustomer } from '../domain/account'
import type { LoyaltyProgramme } from '../domain/loyalty'
import { type Message, message } from '../domain/message'
import { customerPhoneKey, DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../domain/phone'

type ProgrammeReach = Pick<LoyaltyProgramme, 'active' | 'branchContactIds'>

export interface SignInInput {
  branchId: number
  branchContactId: number
  /** the programme of the branch when already known; null while unknown or when its fetch failed */
  loyaltyProgramme: ProgrammeReach | null
}

export interface SignInContext extends SignInInput {
  /** the phone kept on this device (customer key), null when none */
  storedPhone: string | null
  /** what the diner types in the sign-in modal */
  phone: string
  country: PhoneCountry
  customer: OrderingCustomer | null
}

export type SignInEvent =
  | { type: 'account.signInOpened' }
  | { type: 'account.myOrdersPressed' }
  | { type: 'account.myBenefitPressed' }
  | { type: 'account.signOutPressed' }
  | { type: 'account.programmeLoaded'; programme: ProgrammeReach | null }
  | { type: 'signIn.phoneChanged'; phone: string }
  | { type: 'signIn.countryChanged'; country: PhoneCountry }
  | { type: 'signIn.submitted' }
  | { type: 'signIn.closed' }

export type SignInEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  | { type: 'account.openMyOrders' }
  | { type: 'account.openMyBenefit' }

/**
 * The account panel and the phone sign-in (1-storefront.md §2 Modals, §4, §5, §6). A diner is logged in
 * exactly while the customer info for the phone stored on the device was fetched successfully. My orders,
 * my benefit and sign out answer 'Inicie sesión' before that; the benefit button exists only when the
 * branch's programme is active for this local.
 */
export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
    emitted: {} as SignInEmitted,
  },
  actors: {
    /** the phone kept in local storage, or null */
    readStoredPhone: fromPromise<string | null>(async () => {
      throw new Error('provide readStoredPhone at the edge')
    }),
    /** GET /api/orderingcustomer/{phone}?branchId */
    fetchCustomer: fromPromise<OrderingCustomer, { phone: string; branchId: number }>(async () => {
      throw new Error('provide fetchCustomer at the edge')
    }),
  },
  guards: {
    foundStoredPhone: ({ event }) =>
      'output' in event && typeof event.output === 'string' && event.output.length > 0,
    phoneIsValid: ({ context }) => customerPhoneKey(context.phone, context.country) !== undefined,
    programmeActiveHere: ({ context }) =>
      isProgrammeActiveFor(context.loyaltyProgramme, context.branchContactId),
  },
  actions: {
    rememberStoredPhone: assign({
      storedPhone: ({ event }) =>
        'output' in event && typeof event.output === 'string' ? event.output : null,
    }),
    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'signIn.phoneChanged' ? event.phone : context.phone),
    }),
    setCountry: assign({
      country: ({ context, event }) =>
        event.type === 'signIn.countryChanged' ? event.country : context.country,
    }),
    setProgramme: assign({
      loyaltyProgramme: ({ context, event }) =>
        event.type === 'account.programmeLoaded' ? event.programme : context.loyaltyProgramme,
    }),
    setCustomer: assign({
      customer: ({ event }) => ('output' in event ? (event.output as OrderingCustomer) : null),
    }),
    signedInWithTypedPhone: assign({
      storedPhone: ({ context }) => customerPhoneKey(context.phone, context.country) ?? null,
    }),
    forgetCustomer: assign({ customer: null, storedPhone: null }),
    resetForm: assign({ phone: '', country: DEFAULT_PHONE_COUNTRY }),
    /** keeps the signed-in phone on the device (local storage at the edge) */
    storePhone: (_, _params: { phone: string | null }) => {},
    /** forgets the stored phone (local storage at the edge) */
    clearStoredPhone: () => {},
    notifySignInRequired: emit({
      type: 'notify',
      level: 'info',
      message: message('account.signInRequired'),
    } as const),
    notifyInvalidPhone: emit({
      type: 'notify',
      level: 'error',
      message: message('account.invalidPhone'),
    } as const),
    notifySignedIn: emit({
      type: 'notify',
      level: 'success',
      message: message('account.signInSuccess'),
    } as const),
    notifySignInFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('account.signInFailed'),
    } as const),
    openMyOrders: emit({ type: 'account.openMyOrders' } as const),
    openMyBenefit: emit({ type: 'account.openMyBenefit' } as const),
  },
}).createMachine({
  id: 'sign-in',
  context: ({ input }) => ({
    ...input,
    storedPhone: null,
    phone: '',
    country: DEFAULT_PHONE_COUNTRY,
    customer: null,
  }),
  initial: 'readingStorage',
  on: {
    'account.programmeLoaded': { actions: 'setProgramme' },
  },
  states: {
    readingStorage: {
      tags: ['busy'],
      invoke: {
        id: 'storedPhone',
        src: 'readStoredPhone',
        onDone: [
          { guard: 'foundStoredPhone', target: 'restoring', actions: 'rememberStoredPhone' },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreCustomer',
        src: 'fetchCustomer',
        input: ({ context }) => ({ phone: context.storedPhone ?? '', branchId: context.branchId }),
        onDone: { target: 'loggedIn', actions: 'setCustomer' },
        // a stored phone whose customer cannot be fetched is not a session; the phone stays stored
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      on: {
        'account.signInOpened': { target: 'signingIn' },
        'account.myOrdersPressed': { actions: 'notifySignInRequired' },
        'account.myBenefitPressed': { actions: 'notifySignInRequired' },
        'account.signOutPressed': { actions: 'notifySignInRequired' },
      },
    },
    signingIn: {
      tags: ['signInOpen'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'signIn.phoneChanged': { actions: 'setPhone' },
            'signIn.countryChanged': { actions: 'setCountry' },
            'signIn.submitted': [
              { guard: 'phoneIsValid', target: 'submitting' },
              { actions: 'notifyInvalidPhone' },
            ],
            'signIn.closed': { target: '#sign-in.anonymous', actions: 'resetForm' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'signIn',
            src: 'fetchCustomer',
            input: ({ context }) => ({
              phone: customerPhoneKey(context.phone, context.country) ?? '',
              branchId: context.branchId,
            }),
            onDone: {
              target: '#sign-in.loggedIn',
              actions: [
                'setCustomer',
                'signedInWithTypedPhone',
                { type: 'storePhone', params: ({ context }) => ({ phone: context.storedPhone }) },
                'notifySignedIn',
                'resetForm',
              ],
            },
            onError: { target: 'editing', actions: 'notifySignInFailed' },
          },
        },
      },
    },
    loggedIn: {
      tags: ['loggedIn', 'showsSignOut'],
      initial: 'withoutLoyalty',
      on: {
        'account.programmeLoaded': { target: '.withoutLoyalty', actions: 'setProgramme' },
        'account.myOrdersPressed': { actions: 'openMyOrders' },
        'account.signOutPressed': {
          target: 'anonymous',
          actions: ['forgetCustomer', 'clearStoredPhone'],
        },
      },
      states: {
        withoutLoyalty: {
          always: { guard: 'programmeActiveHere', target: 'withLoyalty' },
        },
        withLoyalty: {
          tags: ['showsLoyalty'],
          on: { 'account.myBenefitPressed': { actions: 'openMyBenefit' } },
        },
      },
    },
  },
})
