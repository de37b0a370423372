import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'
import { SUPPORT_MESSAGE_MAX, type SupportChatMessage } from './support-chat.machine'

export interface SupportConversationSummary {
  id: number
  orderCode: string
  customerName: string
  unread: number
  lastMessageAt: string
  lastText: string
}

/** The spec's customer record: what staff see of the diner ('Comensal'). */
export interface SupportCustomerRecord {
  type: 'Comensal'
  name: string
  companyName: string
  branchContactName: string
  orderCode: string
  supportLink: string
  email: string | null
  phone: string | null
}

export interface SupportConversationView {
  id: number
  customer: SupportCustomerRecord
  unread: number
  messages: SupportChatMessage[]
}

/** One read of the inbox: the list, and the open conversation (read, so marked read) when there is one. */
export interface SupportInbox {
  conversations: SupportConversationSummary[]
  open: SupportConversationView | null
}

export interface SupportInboxContext {
  conversations: SupportConversationSummary[]
  openId: number | null
  open: SupportConversationView | null
  draft: string
  /** the unread messages of the last read; null before the first, so opening the console does not ring */
  unread: number | null
  /** a notice came during a read: read once more after it (restarting it on each notice could starve it) */
  stale: boolean
}

export type SupportInboxEvent =
  /** a 'support' notice on the console's socket (or its reconnect): read again */
  | { type: 'inbox.changed' }
  | { type: 'inbox.opened'; id: number }
  | { type: 'inbox.closed' }
  | { type: 'inbox.typed'; text: string }
  | { type: 'inbox.sent' }
  | { type: 'inbox.retried' }

export type SupportInboxEmitted = { type: 'ring' } | { type: 'notify'; level: 'error'; message: Message }

const unreadOf = (inbox: SupportInbox) => inbox.conversations.reduce((sum, c) => sum + c.unread, 0)

/**
 * The console's 'Mensajes' (issue 32): the local's support conversations with their unread counts, a
 * chime when a new message arrives, one conversation open with the 'Comensal' record, and the answer.
 */
export const supportInboxMachine = setup({
  types: {
    context: {} as SupportInboxContext,
    events: {} as SupportInboxEvent,
    emitted: {} as SupportInboxEmitted,
  },
  actors: {
    loadInbox: fromPromise<SupportInbox, { openId: number | null }>(async () => {
      throw new Error('provide loadInbox at the edge')
    }),
    answer: fromPromise<SupportConversationView, { id: number; text: string }>(async () => {
      throw new Error('provide answer at the edge')
    }),
  },
  guards: {
    canAnswer: ({ context }) =>
      context.open !== null && context.draft.trim() !== '' && context.draft.length <= SUPPORT_MESSAGE_MAX,
    isStale: ({ context }) => context.stale,
  },
  actions: {
    setInbox: assign((_, inbox: SupportInbox) => {
      return {
        conversations: inbox.conversations,
        open: inbox.open,
        openId: inbox.open?.id ?? null,
        unread: unreadOf(inbox),
      }
    }),
    setOpenId: assign({
      openId: ({ context, event }) => (event.type === 'inbox.opened' ? event.id : context.openId),
      draft: '',
    }),
    close: assign({ openId: null, open: null, draft: '' }),
    setDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'inbox.typed' ? event.text.slice(0, SUPPORT_MESSAGE_MAX) : context.draft,
    }),
    answered: assign({
      open: ({ context, event }) =>
        'output' in event ? (event.output as SupportConversationView) : context.open,
      draft: '',
    }),
    ringIfMore: enqueueActions(({ context, enqueue }, inbox: SupportInbox) => {
      if (context.unread !== null && unreadOf(inbox) > context.unread) enqueue.emit({ type: 'ring' })
    }),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    notifyAnswerFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('support.answerFailed'),
    } as const),
  },
}).createMachine({
  id: 'support-inbox',
  context: { conversations: [], openId: null, open: null, draft: '', unread: null, stale: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadInbox',
        src: 'loadInbox',
        input: ({ context }) => ({ openId: context.openId }),
        onDone: { target: 'ready', actions: { type: 'setInbox', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['loadFailed'],
      on: { 'inbox.retried': 'loading' },
    },
    ready: {
      tags: ['ready'],
      on: {
        'inbox.changed': 'refreshing',
        'inbox.opened': { target: 'refreshing', actions: 'setOpenId' },
        'inbox.closed': { actions: 'close' },
        'inbox.typed': { actions: 'setDraft' },
        'inbox.sent': { guard: 'canAnswer', target: 'answering' },
      },
    },
    // live: read again in the background, what is on screen stays
    refreshing: {
      tags: ['ready'],
      invoke: {
        id: 'refreshInbox',
        src: 'loadInbox',
        input: ({ context }) => ({ openId: context.openId }),
        onDone: [
          {
            guard: 'isStale',
            target: 'refreshing',
            reenter: true,
            actions: [
              { type: 'ringIfMore', params: ({ event }) => event.output },
              { type: 'setInbox', params: ({ event }) => event.output },
              'clearStale',
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'ringIfMore', params: ({ event }) => event.output },
              { type: 'setInbox', params: ({ event }) => event.output },
            ],
          },
        ],
        // the next notice or reconnect reads again
        onError: { target: 'ready', actions: 'clearStale' },
      },
      on: {
        'inbox.changed': { actions: 'markStale' },
        'inbox.typed': { actions: 'setDraft' },
      },
    },
    answering: {
      tags: ['ready', 'sending'],
      invoke: {
        id: 'answer',
        src: 'answer',
        input: ({ context }) => ({ id: context.open?.id ?? 0, text: context.draft }),
        onDone: { target: 'refreshing', actions: 'answered' },
        onError: { target: 'refreshing', actions: 'notifyAnswerFailed' },
      },
    },
  },
})
