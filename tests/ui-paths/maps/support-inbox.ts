import { message } from '../../../domain/message'
import { DINER_SUPPORT_MESSAGE } from '../server-actions'
import type { Check, Target, UiMap } from '../ui-map'
import { staffSignIn } from './console-board'

/** The name on the replay's own orders (tests/e2e/ui-paths-support.test.ts places one per path). */
export const INBOX_CUSTOMER = 'Cliente Mensajes'
/** What staff answer in the model ('Ya sale'). */
const ANSWER = 'Ya sale'

const panel: Target = { role: 'region', name: message('support.inbox'), prefix: true }
const inPanel = (target: Target): Target => ({ within: panel, target })
const title: Target = { role: 'heading', name: message('support.inbox'), prefix: true }
const oneUnread = message('support.unread', { count: 1 })
// the path's conversation in the list, among other files' and paths' ones: by its customer and order code
const row: Target = { role: 'button', name: `${INBOX_CUSTOMER} · {orderCode}`, prefix: true }
const box: Target = { role: 'textbox', name: message('support.answerLabel'), prefix: true }
const back: Target = { role: 'button', name: message('support.back') }
const send = inPanel({ role: 'button', name: message('support.send') })
const retry = inPanel({ role: 'button', name: message('common.retry') })
const record = { text: message('support.customerType') }

/** The unread count of the title, and the list (or the open conversation with its 'Comensal' record). */
const inbox: Check[] = [
  { gone: inPanel({ text: message('support.inboxFailed') }) },
  {
    when: { context: 'unread' },
    is: 1,
    checks: [{ see: { within: title, target: { text: oneUnread } } }],
    otherwise: [{ gone: { within: title, target: { text: oneUnread } } }],
  },
  {
    when: { context: 'open' },
    is: null,
    checks: [
      { see: row },
      {
        when: { context: 'conversations.0.unread' },
        is: 1,
        checks: [{ see: { within: row, target: { text: oneUnread } } }],
        otherwise: [{ gone: { within: row, target: { text: oneUnread } } }],
      },
      { gone: record },
      { gone: box },
    ],
    otherwise: [
      { see: record },
      { see: inPanel({ text: INBOX_CUSTOMER }) },
      { see: inPanel({ text: '{orderCode}' }) },
      { see: inPanel({ text: '/soporte?referenceId={orderCode}' }) },
      { see: inPanel({ text: DINER_SUPPORT_MESSAGE }) },
      { see: back },
      { field: box, shows: { context: 'draft' } },
      { gone: row },
    ],
  },
]

const UI_OPEN = "the conversation's controls show only while it is open"
const supportNotice = {
  socketSays: 'live',
  json: { type: 'support' },
  says: "Haz que el servidor avise en vivo a 'Mensajes' que hay novedades",
}

/**
 * The console's 'Mensajes' (/consola/:alias, below the board) once staff signed in, with a conversation of
 * the path's own: its order placed, its diner's '¿Cuánto falta?' sent and read by staff, all through the
 * API before the page opens (tests/e2e/ui-paths-support.test.ts). The list's read is held so the path says
 * when it answers; the console's one socket, the board's and the panel's (src/lib/live-socket.ts), goes
 * through the replay and its notice is the replay's, since each change of the real server (a read, an
 * answer, a message) is a notice of its own and a burst of them reads twice. The diner's new message is
 * the real API's, sent before the read that shows it; staff's answer goes to the real server.
 */
export const supportInboxMap: UiMap = {
  machine: 'support-inbox',
  where: "'Mensajes' de la consola del local Palermo, con el encargado ya ingresado y una conversación leída",
  url: '/consola/pizzeria-demo-palermo',
  viewport: { width: 1400, height: 900 },
  setup: staffSignIn,
  held: {
    read: {
      name: 'la lectura de los mensajes',
      method: 'GET',
      path: '^/api/console/[^/]+/support$',
      latest: true,
    },
    answer: {
      name: 'el envío de la respuesta',
      method: 'POST',
      path: '^/api/console/[^/]+/support/\\d+/messages$',
    },
  },
  socket: {
    live: {
      name: "la conexión en vivo de 'Mensajes'",
      path: '^/api/console/[^/]+/live$',
      ready: 'subscribed',
    },
  },
  // an answer that could not be sent is a toast
  notices: true,
  events: [
    { event: 'xstate.done.actor.loadInbox', cause: [{ release: 'read' }] },
    {
      event: 'xstate.error.actor.loadInbox',
      cause: [{ answer: 'read', status: 500, title: 'Internal Server Error' }],
    },
    { event: 'inbox.retried', cause: [{ tap: retry }] },
    { event: 'inbox.changed', cause: [supportNotice] },
    {
      event: 'inbox.opened',
      cause: [{ tap: row }],
      unreachableIf: [
        { when: { context: 'open.id' }, is: 4, reason: 'the list shows only with no conversation open' },
      ],
    },
    {
      event: 'inbox.closed',
      cause: [{ tap: back }],
      unreachableIf: [{ context: { open: null }, reason: UI_OPEN }],
    },
    {
      event: 'inbox.typed',
      cause: [{ fill: box, with: { event: 'text' } }],
      unreachableIf: [{ context: { open: null }, reason: UI_OPEN }],
    },
    { event: 'inbox.sent', cause: [{ tap: send }] },
    {
      event: 'xstate.done.actor.refreshInbox',
      match: { output: { conversations: [{ unread: 1 }] } },
      cause: [
        {
          server: 'dinerWritesSupport',
          says: `Si aún no lo hizo, el cliente escribe «${DINER_SUPPORT_MESSAGE}» desde el seguimiento`,
        },
        { release: 'read' },
      ],
      unreachableIf: [
        {
          when: { context: 'openId' },
          is: 4,
          reason:
            "with a conversation open the page reads it too (and marks it read): the model's read of a new message is a read with none open",
        },
      ],
    },
    {
      event: 'xstate.done.actor.refreshInbox',
      match: { output: { open: { id: 4 } } },
      cause: [{ release: 'read' }],
      unreachableIf: [
        {
          when: { context: 'openId' },
          is: null,
          reason:
            "a read opens no conversation by itself: the model's read of the open one follows 'inbox.opened'",
        },
      ],
    },
    {
      event: 'xstate.error.actor.refreshInbox',
      cause: [{ answer: 'read', status: 500, title: 'Internal Server Error' }],
    },
    {
      event: 'xstate.done.actor.answer',
      cause: [{ release: 'answer' }],
      shows: [{ see: inPanel({ text: ANSWER }) }],
    },
    {
      event: 'xstate.error.actor.answer',
      cause: [{ answer: 'answer', status: 500, title: 'Internal Server Error' }],
    },
  ],
  states: {
    'support-inbox': [{ see: title }],
    // nothing but the title while the first read is under way
    'support-inbox.loading': [{ gone: row }, { gone: record }, { gone: retry }],
    'support-inbox.failed': [
      { see: inPanel({ text: message('support.inboxFailed') }) },
      { see: retry },
      { gone: row },
    ],
    'support-inbox.ready': inbox,
    // a read in the background keeps the panel as it was
    'support-inbox.refreshing': inbox,
    'support-inbox.answering': [
      ...inbox.filter((check) => !('when' in check && check.when.context === 'open')),
      { see: record },
      { see: inPanel({ role: 'button', name: message('support.sending') }) },
    ],
  },
}
