import { assign, emit, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'

/** The longest message the server takes (SupportMessageRequest in openapi.yaml). */
export const SUPPORT_MESSAGE_MAX = 1000

export interface SupportChatMessage {
  id: number
  author: 'diner' | 'staff'
  text: string
  sentAt: string
}

export interface SupportChatView {
  orderCode: string
  localName: string
  messages: SupportChatMessage[]
}

export interface SupportChatInput {
  orderCode: string
  /** the text the box starts with: the preset message of `open_follow_up_support=true` */
  draft?: string
}

export interface SupportChatContext {
  orderCode: string
  chat: SupportChatView | null
  draft: string
  /** a live notice came while a message was on its way: read again once it is stored */
  stale: boolean
}

export type SupportChatEvent =
  | { type: 'support.typed'; text: string }
  | { type: 'support.sent' }
  | { type: 'support.retried' }
  /** a live notice on the order's channel: something changed, read again */
  | { type: 'support.changed' }

export type SupportChatEmitted = { type: 'notify'; level: 'error'; message: Message }

const sendable = (draft: string) => draft.trim() !== '' && draft.length <= SUPPORT_MESSAGE_MAX

/**
 * The diner's support chat with the local that took the order (issue 32; 2-checkout.md `/soporte`):
 * the conversation is read, the diner writes, a message that could not be sent stays in the box to
 * retry, and every live notice of the order reads the conversation again (the local's answers).
 */
export const supportChatMachine = setup({
  types: {
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
    input: {} as SupportChatInput,
    emitted: {} as SupportChatEmitted,
  },
  actors: {
    loadChat: fromPromise<SupportChatView, { orderCode: string }>(async () => {
      throw new Error('provide loadChat at the edge')
    }),
    sendMessage: fromPromise<SupportChatView, { orderCode: string; text: string }>(async () => {
      throw new Error('provide sendMessage at the edge')
    }),
  },
  guards: {
    canSend: ({ context }) => sendable(context.draft),
    isStale: ({ context }) => context.stale,
  },
  actions: {
    setChat: assign({
      chat: ({ context, event }) => ('output' in event ? (event.output as SupportChatView) : context.chat),
    }),
    setDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'support.typed' ? event.text.slice(0, SUPPORT_MESSAGE_MAX) : context.draft,
    }),
    sent: assign({ draft: '', stale: false }),
    markStale: assign({ stale: true }),
    notifySendFailed: emit({
      type: 'notify',
      level: 'error',
      message: message('support.sendFailed'),
    } as const),
  },
}).createMachine({
  id: 'support-chat',
  context: ({ input }) => ({
    orderCode: input.orderCode,
    chat: null,
    draft: (input.draft ?? '').slice(0, SUPPORT_MESSAGE_MAX),
    stale: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        input: ({ context }) => ({ orderCode: context.orderCode }),
        onDone: { target: 'ready', actions: 'setChat' },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['loadFailed'],
      on: { 'support.retried': 'loading' },
    },
    ready: {
      tags: ['ready'],
      on: {
        'support.typed': { actions: 'setDraft' },
        'support.sent': { guard: 'canSend', target: 'sending' },
        'support.changed': 'refreshing',
      },
    },
    // live: a notice read again in the background, the conversation still on screen
    refreshing: {
      tags: ['ready'],
      invoke: {
        id: 'refreshChat',
        src: 'loadChat',
        input: ({ context }) => ({ orderCode: context.orderCode }),
        onDone: { target: 'ready', actions: 'setChat' },
        // the next notice or reconnect reads again; what is on screen stays
        onError: 'ready',
      },
      on: {
        'support.typed': { actions: 'setDraft' },
        'support.sent': { guard: 'canSend', target: 'sending' },
      },
    },
    sending: {
      tags: ['ready', 'sending'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ orderCode: context.orderCode, text: context.draft }),
        onDone: [
          { guard: 'isStale', target: 'refreshing', actions: ['setChat', 'sent'] },
          { target: 'ready', actions: ['setChat', 'sent'] },
        ],
        onError: { target: 'sendFailed', actions: 'notifySendFailed' },
      },
      on: { 'support.changed': { actions: 'markStale' } },
    },
    sendFailed: {
      tags: ['ready', 'sendFailed'],
      on: {
        'support.retried': { guard: 'canSend', target: 'sending' },
        'support.typed': { target: 'ready', actions: 'setDraft' },
        'support.changed': 'refreshing',
      },
    },
  },
})
