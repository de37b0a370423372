import { message } from '../../../domain/message'
import { sentChat } from '../../../machines/support-chat.model'
import { STAFF_SUPPORT_ANSWER } from '../server-actions'
import type { Check, Target, UiMap } from '../ui-map'

/** The model's preset message (order J3PT5K); the real page names the path's own order. */
const MODEL_PRESET = sentChat.messages[0]?.text ?? ''
const preset = message('support.presetMessage', { code: '{orderCode}' })
const dialog = { role: 'dialog' } as const
// its label reads the box's own text after its name (a textarea inside its label)
const box = { role: 'textbox', name: message('support.messageLabel'), prefix: true } as const
const send = { role: 'button', name: message('support.send') } as const
const sending = { role: 'button', name: message('support.sending') } as const
const retry = { role: 'button', name: message('common.retry') } as const
const inChat = (target: Target): Target => ({ within: dialog, target })

/**
 * What the open chat shows, from the conversation the machine last read: the empty chat's invitation or
 * the diner's message and the local's answer, and the box with the draft.
 */
const conversation: Check[] = [
  { see: { text: message('support.forOrder', { code: '{orderCode}' }) } },
  {
    when: { context: 'chat.messages.length' },
    is: 0,
    checks: [{ see: { text: message('support.empty') } }],
    otherwise: [
      { gone: { text: message('support.empty') } },
      { see: inChat({ text: message('support.you') }) },
    ],
  },
  {
    when: { context: 'chat.messages.0.text' },
    is: MODEL_PRESET,
    checks: [{ see: inChat({ textIn: preset }) }],
  },
  {
    when: { context: 'chat.messages.1.author' },
    is: 'staff',
    checks: [{ see: inChat({ textIn: STAFF_SUPPORT_ANSWER }) }],
    otherwise: [{ gone: inChat({ textIn: STAFF_SUPPORT_ANSWER }) }],
  },
  {
    when: { context: 'draft' },
    is: MODEL_PRESET,
    checks: [{ field: box, reads: preset }],
    otherwise: [{ field: box, shows: { context: 'draft' } }],
  },
]

const staffMovesOrder = {
  server: 'staffAdvancesOrder',
  says: 'En la consola, el local avanza el pedido un paso',
}
const noticeReaches = {
  deliver: 'live',
  kind: 'changed',
  says: 'Espera a que el aviso del pedido llegue en vivo al chat',
}

/**
 * The diner's support chat in the follow-up's 'Ayuda' dialog, opened by `open_follow_up_support=true` with
 * the preset message naming the order (an order of the path's own, placed by
 * tests/e2e/ui-paths-support.test.ts). The chat's reads and sends are held so the path says when they
 * answer; the order's live channel goes through the replay (one socket, which the follow-up's own
 * subscription and the chat's share: src/lib/live-socket.ts), so a notice reaches the chat when the path
 * says. The local's answer is staff's real answer from the console's API.
 */
export const supportChatMap: UiMap = {
  machine: 'support-chat',
  where: 'Chat de ayuda del seguimiento de un pedido recién hecho, abierto con el mensaje preparado',
  url: '/menu/pizzeria-demo-palermo/order/{orderCode}?open_follow_up_support=true',
  held: {
    read: {
      name: 'la lectura del chat',
      method: 'GET',
      path: '^/api/support/[^/]+$',
      latest: true,
    },
    send: { name: 'el envío del mensaje', method: 'POST', path: '^/api/support/[^/]+/messages$' },
  },
  socket: {
    live: { name: 'el canal en vivo del pedido', path: '^/api/live$', ready: 'subscribed' },
  },
  // a message that could not be sent is a toast
  notices: true,
  events: [
    { event: 'xstate.done.actor.loadChat', cause: [{ release: 'read' }] },
    {
      event: 'xstate.error.actor.loadChat',
      cause: [{ answer: 'read', status: 500, title: 'Internal Server Error' }],
    },
    { event: 'support.retried', cause: [{ tap: retry }] },
    { event: 'support.typed', cause: [{ fill: box, with: { event: 'text' } }] },
    { event: 'support.sent', cause: [{ tap: send }] },
    // staff moving the order on is news on the order's channel: the chat reads again
    { event: 'support.changed', cause: [staffMovesOrder, noticeReaches] },
    {
      event: 'xstate.done.actor.sendMessage',
      cause: [{ release: 'send' }],
      unreachableIf: [
        {
          when: { context: 'draft' },
          is: '¿Cuánto falta?',
          reason:
            "the server answers with the message sent, where the model's answer holds the preset message: the preset is the message sent for real",
        },
      ],
    },
    {
      event: 'xstate.error.actor.sendMessage',
      cause: [{ answer: 'send', status: 429, title: 'Too Many Requests' }],
    },
    // the re-read the model answers with the local's answer: staff answer (the diner wrote), then it reads
    {
      event: 'xstate.done.actor.refreshChat',
      cause: [
        { server: 'staffAnswersSupport', says: `En la consola, el local responde «${STAFF_SUPPORT_ANSWER}»` },
        { release: 'read' },
      ],
      unreachableIf: [
        {
          when: { context: 'chat.messages.length' },
          is: 0,
          reason:
            "staff answer only a conversation the diner opened with a message: before it a re-read is the empty chat again, where the model's re-read holds the local's answer",
        },
      ],
    },
    {
      event: 'xstate.error.actor.refreshChat',
      cause: [{ answer: 'read', status: 500, title: 'Internal Server Error' }],
    },
  ],
  states: {
    'support-chat': [{ see: dialog }],
    'support-chat.loading': [{ see: inChat({ role: 'status' }) }, { gone: box }],
    'support-chat.failed': [{ see: { text: message('support.loadFailed') } }, { see: retry }, { gone: box }],
    'support-chat.ready': [...conversation, { see: send }],
    // a re-read keeps the conversation on screen
    'support-chat.refreshing': [...conversation, { see: send }],
    'support-chat.sending': [...conversation, { see: sending }],
    'support-chat.sendFailed': [...conversation, { see: retry }, { gone: send }],
  },
}
