import { assign, emit, fromPromise, setup } from 'xstate'
import {
  type CardHolderErrors,
  type CardPaymentMethodId,
  cardHolderErrors,
  cardPaymentMethodOf,
  isCardComplete,
} from '../domain/card'
import { type Message, message } from '../domain/message'

export interface CardProviderContext {
  cardName: string
  cardDocument: string
  /** the brand the provider's BIN names, null until six known digits name one */
  paymentMethodId: CardPaymentMethodId | null
  /** the provider's own fields (number, expiry, security code) report themselves complete */
  providerFieldsComplete: boolean
  errors: CardHolderErrors
}

export type CardProviderEvent =
  | { type: 'card.started' }
  | { type: 'card.retried' }
  | { type: 'card.nameChanged'; value: string }
  | { type: 'card.documentChanged'; value: string }
  | { type: 'card.binChanged'; bin: string }
  | { type: 'card.providerFieldsChanged'; complete: boolean }
  | { type: 'card.confirmed' }

export type CardProviderEmitted =
  | { type: 'notify'; level: 'error' | 'success' | 'info'; message: Message }
  | { type: 'log'; text: string }

/**
 * The online card provider (2-checkout.md §4 "Online card provider", §5 card fields). Its script loads once
 * when a card payment is chosen: not started, loading, ready (or failed, retryable). Only a ready provider
 * creates tokens and payments: the 'ready' tag is what the submission passes on. The page owns cardName
 * and cardDocument ('Este campo está incompleto'); the provider's fields own number, expiry and code, and
 * report the BIN, from which the brand is looked up.
 */
export const cardProviderMachine = setup({
  types: {
    context: {} as CardProviderContext,
    events: {} as CardProviderEvent,
    emitted: {} as CardProviderEmitted,
  },
  actors: {
    /** loads the provider's script and mounts its fields */
    loadCardProvider: fromPromise<void>(async () => {
      throw new Error('provide loadCardProvider at the edge')
    }),
  },
  guards: {
    cardIsComplete: ({ context }) => isCardComplete(context),
    providerFieldsIncomplete: ({ context }) =>
      !context.providerFieldsComplete || context.paymentMethodId === null,
  },
  actions: {
    setName: assign(({ context, event }) => {
      if (event.type !== 'card.nameChanged') return {}
      const { cardName: _, ...errors } = context.errors
      return { cardName: event.value, errors }
    }),
    setDocument: assign(({ context, event }) => {
      if (event.type !== 'card.documentChanged') return {}
      const { cardDocument: _, ...errors } = context.errors
      return { cardDocument: event.value, errors }
    }),
    setPaymentMethod: assign({
      paymentMethodId: ({ context, event }) =>
        event.type === 'card.binChanged' ? cardPaymentMethodOf(event.bin) : context.paymentMethodId,
    }),
    setProviderFieldsComplete: assign({
      providerFieldsComplete: ({ context, event }) =>
        event.type === 'card.providerFieldsChanged' ? event.complete : context.providerFieldsComplete,
    }),
    markHolderErrors: assign({ errors: ({ context }) => cardHolderErrors(context) }),
    notifyProviderFieldsIncorrect: emit({
      type: 'notify',
      level: 'error',
      message: message('checkout.cardFieldsIncorrect'),
    } as const),
    notifyProviderUnavailable: emit({
      type: 'notify',
      level: 'error',
      message: message('common.genericError'),
    } as const),
    logLoadFailure: emit({ type: 'log', text: 'Card provider script failed to load' } as const),
  },
}).createMachine({
  id: 'card-provider',
  context: {
    cardName: '',
    cardDocument: '',
    paymentMethodId: null,
    providerFieldsComplete: false,
    errors: {},
  },
  initial: 'notStarted',
  states: {
    notStarted: {
      on: { 'card.started': 'loading' },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCardProvider',
        src: 'loadCardProvider',
        onDone: 'ready',
        onError: { target: 'failed', actions: ['logLoadFailure', 'notifyProviderUnavailable'] },
      },
    },
    failed: {
      tags: ['unavailable'],
      on: { 'card.retried': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'editing',
      on: {
        'card.nameChanged': { target: '.editing', actions: 'setName' },
        'card.documentChanged': { target: '.editing', actions: 'setDocument' },
        'card.binChanged': { target: '.editing', actions: 'setPaymentMethod' },
        'card.providerFieldsChanged': { target: '.editing', actions: 'setProviderFieldsComplete' },
      },
      states: {
        editing: {
          on: {
            'card.confirmed': [
              { guard: 'cardIsComplete', target: 'complete' },
              {
                guard: 'providerFieldsIncomplete',
                actions: ['markHolderErrors', 'notifyProviderFieldsIncorrect'],
              },
              { actions: 'markHolderErrors' },
            ],
          },
        },
        complete: {
          tags: ['complete'],
        },
      },
    },
  },
})
