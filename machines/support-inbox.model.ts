import { defineModel } from './graph/model'
import type { SupportConversationView, SupportInbox } from './support-inbox.machine'
import { supportInboxMachine } from './support-inbox.machine'

export const comensal: SupportConversationView = {
  id: 4,
  customer: {
    type: 'Comensal',
    name: 'Ana',
    companyName: 'Pizzería Demo',
    branchContactName: 'Pizzería Demo Palermo',
    orderCode: 'J3PT5K',
    supportLink: '/soporte?referenceId=J3PT5K',
    email: 'ana@example.com',
    phone: '+541170003232',
  },
  unread: 0,
  messages: [{ id: 1, author: 'diner', text: '¿Cuánto falta?', sentAt: '2026-11-29T08:00:00.000Z' }],
}
export const unreadSummary = {
  id: 4,
  orderCode: 'J3PT5K',
  customerName: 'Ana',
  unread: 1,
  lastMessageAt: '2026-11-29T08:00:00.000Z',
  lastText: '¿Cuánto falta?',
}
export const quietInbox: SupportInbox = { conversations: [{ ...unreadSummary, unread: 0 }], open: null }
export const newMessageInbox: SupportInbox = { conversations: [unreadSummary], open: null }
export const openInbox: SupportInbox = { conversations: [{ ...unreadSummary, unread: 0 }], open: comensal }

export const supportInboxModel = defineModel({
  name: 'support-inbox',
  description:
    "The console's 'Mensajes': the local's conversations with unread counts, a chime on a new message, one open with the 'Comensal' record, answered.",
  machine: supportInboxMachine,
  events: [
    { type: 'inbox.opened', id: 4 },
    { type: 'inbox.typed', text: 'Ya sale' },
    { type: 'inbox.typed', text: ' ' },
    { type: 'xstate.done.actor.loadInbox', output: quietInbox },
    { type: 'xstate.done.actor.refreshInbox', output: newMessageInbox },
    { type: 'xstate.done.actor.refreshInbox', output: openInbox },
    { type: 'xstate.done.actor.answer', output: comensal },
    { type: 'xstate.error.actor.loadInbox', error: { status: 500 } },
    { type: 'xstate.error.actor.refreshInbox', error: { status: 500 } },
    { type: 'xstate.error.actor.answer', error: { status: 500 } },
  ],
})
