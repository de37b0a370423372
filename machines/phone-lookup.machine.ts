import { assign, emit, fromPromise, setup } from 'xstate'
import { DEFAULT_OPT_IN, type OrderingCustomer, unknownCustomer } from '../domain/account'
import {
  cleanPhone,
  customerPhoneKey,
  DEFAULT_PHONE_COUNTRY,
  PHONE_LOOKUP_DEBOUNCE_MS,
  type PhoneCountry,
} from '../domain/phone'

export interface PhoneLookupInput {
  branchId: number
  /** a phone from the URL or the device, looked up once the machine starts */
  phone?: string
  country?: PhoneCountry
}

export interface PhoneLookupContext {
  branchId: number
  phone: string
  country: PhoneCountry
  /** what the venue knows about the phone; a failed look-up reads as not opted in with no addresses */
  customer: OrderingCustomer | null
  /** the form's opt-in box, sent with the order */
  optIn: boolean
}

export type PhoneLookupEvent =
  | { type: 'phone.changed'; phone: string }
  | { type: 'phone.countryChanged'; country: PhoneCountry }
  | { type: 'phone.optInChanged'; optIn: boolean }

export type PhoneLookupEmitted =
  /** the checkout drops redeemed loyalty points and the code discount: they belonged to the previous phone */
  | { type: 'phone.dependentsCleared' }
  /** the look-up answered (or failed and is read as an unknown customer) */
  | { type: 'phone.customerLoaded'; customer: OrderingCustomer }

/**
 * The checkout's phone field (2-checkout.md §4 'Phone and customer'): the customer look-up fires 500 ms after
 * typing stops; every change of the number removes loyalty points and the code discount and resets optIn.
 */
export const phoneLookupMachine = setup({
  types: {
    input: {} as PhoneLookupInput,
    context: {} as PhoneLookupContext,
    events: {} as PhoneLookupEvent,
    emitted: {} as PhoneLookupEmitted,
  },
  delays: { debounce: PHONE_LOOKUP_DEBOUNCE_MS },
  actors: {
    /** GET /api/orderingcustomer/{phone}?branchId */
    fetchCustomer: fromPromise<OrderingCustomer, { phone: string; branchId: number }>(async () => {
      throw new Error('provide fetchCustomer at the edge')
    }),
  },
  guards: {
    sameNumber: ({ context, event }) => {
      if (event.type === 'phone.changed') return cleanPhone(event.phone) === cleanPhone(context.phone)
      if (event.type === 'phone.countryChanged') return event.country === context.country
      return false
    },
    phoneIsValid: ({ context }) => customerPhoneKey(context.phone, context.country) !== undefined,
    phoneIsEmpty: ({ context }) => cleanPhone(context.phone) === '',
  },
  actions: {
    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'phone.changed' ? event.phone : context.phone),
      country: ({ context, event }) =>
        event.type === 'phone.countryChanged' ? event.country : context.country,
    }),
    resetCustomer: assign({ customer: null, optIn: DEFAULT_OPT_IN }),
    clearDependents: emit({ type: 'phone.dependentsCleared' } as const),
    setOptIn: assign({
      optIn: ({ context, event }) => (event.type === 'phone.optInChanged' ? event.optIn : context.optIn),
    }),
    setCustomer: assign({
      customer: ({ context, event }) =>
        'output' in event ? (event.output as OrderingCustomer) : unknownCustomer(context.phone),
    }),
    setUnknownCustomer: assign({
      customer: ({ context }) =>
        unknownCustomer(customerPhoneKey(context.phone, context.country) ?? context.phone),
    }),
    announceCustomer: emit(({ context }) => ({
      type: 'phone.customerLoaded' as const,
      customer: context.customer ?? unknownCustomer(context.phone),
    })),
  },
}).createMachine({
  id: 'phone-lookup',
  context: ({ input }) => ({
    branchId: input.branchId,
    phone: input.phone ?? '',
    country: input.country ?? DEFAULT_PHONE_COUNTRY,
    customer: null,
    optIn: DEFAULT_OPT_IN,
  }),
  initial: 'debouncing',
  on: {
    'phone.changed': [
      // a space or a dash more is the same number: nothing to reset or look up again
      { guard: 'sameNumber', actions: 'setPhone' },
      {
        target: '.debouncing',
        reenter: true,
        actions: ['setPhone', 'resetCustomer', 'clearDependents'],
      },
    ],
    'phone.countryChanged': [
      { guard: 'sameNumber' },
      {
        target: '.debouncing',
        reenter: true,
        actions: ['setPhone', 'resetCustomer', 'clearDependents'],
      },
    ],
    'phone.optInChanged': { actions: 'setOptIn' },
  },
  states: {
    debouncing: {
      tags: ['typing'],
      after: {
        debounce: [
          { guard: 'phoneIsValid', target: 'lookingUp' },
          { guard: 'phoneIsEmpty', target: 'empty' },
          { target: 'invalid' },
        ],
      },
    },
    empty: {},
    invalid: { tags: ['phoneInvalid'] },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'customerLookup',
        src: 'fetchCustomer',
        input: ({ context }) => ({
          phone: customerPhoneKey(context.phone, context.country) ?? '',
          branchId: context.branchId,
        }),
        onDone: { target: 'known', actions: ['setCustomer', 'announceCustomer'] },
        onError: { target: 'unknown', actions: ['setUnknownCustomer', 'announceCustomer'] },
      },
    },
    known: { tags: ['customerLoaded'] },
    unknown: { tags: ['customerLoaded'] },
  },
})
