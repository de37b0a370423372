import { defineModel } from './graph/model'
import { type SupportChatView, supportChatMachine } from './support-chat.machine'

export const emptyChat: SupportChatView = {
  orderCode: 'J3PT5K',
  localName: 'Pizzería Demo Palermo',
  messages: [],
}
/** the server's answer to the first message: the chat with it (the local has not answered yet) */
export const sentChat: SupportChatView = {
  ...emptyChat,
  messages: [
    {
      id: 1,
      author: 'diner',
      text: 'Hola, necesito ayuda con mi pedido J3PT5K',
      sentAt: '2026-11-29T08:00:00.000Z',
    },
  ],
}
export const answeredChat: SupportChatView = {
  ...emptyChat,
  messages: [
    ...sentChat.messages,
    { id: 2, author: 'staff', text: 'Hola, ya lo revisamos', sentAt: '2026-11-29T08:01:00.000Z' },
  ],
}

export const supportChatModel = defineModel({
  name: 'support-chat',
  description:
    "The diner's support chat with the local: read it (retry a failed read), write, a failed send kept to retry, live notices read it again.",
  machine: supportChatMachine,
  input: { orderCode: 'J3PT5K', draft: 'Hola, necesito ayuda con mi pedido J3PT5K' },
  events: [
    { type: 'support.typed', text: '' },
    { type: 'support.typed', text: '¿Cuánto falta?' },
    { type: 'xstate.done.actor.loadChat', output: emptyChat },
    { type: 'xstate.done.actor.refreshChat', output: answeredChat },
    { type: 'xstate.done.actor.sendMessage', output: sentChat },
    { type: 'xstate.error.actor.loadChat', error: { status: 500 } },
    { type: 'xstate.error.actor.refreshChat', error: { status: 500 } },
    { type: 'xstate.error.actor.sendMessage', error: { status: 429 } },
  ],
})
