import { message } from '../../../domain/message'
import { BOARD_RETRY_MS } from '../../../machines/console-board.machine'
import type { Cause, Check, EventEntry, Target, UiMap } from '../ui-map'

// The replay's own two orders (tests/e2e/ui-paths-board.test.ts places them): the model's order 1 and 2.
// A card is found by its customer line, inside the column the model puts it in.
export const BOARD_FIRST = 'Tablero Uno'
export const BOARD_SECOND = 'Tablero Dos'
const line = (name: string) => `${name} · 011 5555-0123 · Av. Santa Fe 3500`
const column = (key: 'columnNew' | 'columnAccepted') => ({
  role: 'region' as const,
  name: message(`orderConsole.${key}`),
})
const card = (name: string, key: 'columnNew' | 'columnAccepted'): Target => ({
  within: column(key),
  target: { text: line(name) },
})
const anywhere = (name: string): Target => ({ text: line(name) })
const badge = (count: number) =>
  ({ role: 'button', name: message('orderConsole.newBadge', { count }) }) as const
const status = (key: 'liveConnected' | 'liveConnecting' | 'liveReconnecting' | 'loadFailed') =>
  // the header's pill (role status, whose name is not its text): found by what it says
  ({ text: message(`orderConsole.${key}`) }) as const

const live = { deliver: 'live', kind: 'subscribed', says: 'Espera a que la consola se conecte en vivo' }
const orderPushed = {
  deliver: 'live',
  kind: 'order',
  says: 'Espera a que el pedido llegue en vivo a la consola',
}
// the page reconnects 1 s after a drop (its back-off), then the server subscribes it again
const reconnect = [{ clock: 1000 }, live]

/** Where the model puts the replay's orders, and the badge of unseen arrivals. */
const board: Check[] = [
  {
    when: { context: 'orders.0.column' },
    is: 'new',
    checks: [{ see: card(BOARD_FIRST, 'columnNew') }],
    otherwise: [
      {
        when: { context: 'orders.0.column' },
        is: 'accepted',
        checks: [{ see: card(BOARD_FIRST, 'columnAccepted') }, { gone: card(BOARD_FIRST, 'columnNew') }],
        otherwise: [{ gone: anywhere(BOARD_FIRST) }],
      },
    ],
  },
  {
    when: { context: 'orders.1.id' },
    is: 2,
    checks: [{ see: card(BOARD_SECOND, 'columnNew') }],
    otherwise: [{ gone: anywhere(BOARD_SECOND) }],
  },
  {
    when: { context: 'unseen' },
    is: 0,
    checks: [{ gone: badge(1) }, { gone: badge(2) }],
    otherwise: [
      {
        when: { context: 'unseen' },
        is: 1,
        checks: [{ see: badge(1) }],
        otherwise: [{ see: badge(2) }],
      },
    ],
  },
]

const duplicate = (what: string) =>
  `the server pushes an order when it changes; ${what} again, unchanged, is a notice the server does not send`
const noSocket = (then: string) => `with the link down no socket is open: ${then}`
type Unless = NonNullable<EventEntry['unreachableIf']>[number]

/**
 * The model's order `id` pushed on the live socket: another party changes it through the real API, then the
 * server's notice reaches the page. Not while the link is down, nor again once the board already has it.
 */
const pushOf = (id: number, by: { server: string; says: string; already: Unless }): EventEntry => ({
  event: 'console.feed.order',
  match: { order: { id } },
  cause: [{ server: by.server, says: by.says }, orderPushed],
  unreachableWhen: [
    {
      in: 'console-board.link.down',
      reason: noSocket('a pushed order is lost (the read after reconnecting brings it)'),
    },
  ],
  unreachableIf: [
    by.already,
    ...[0, 1].map((index) => ({
      when: { context: `pushedDuringSync.${index}.id` },
      is: id,
      reason: by.already.reason,
    })),
  ],
})

const readAfterAccept =
  'once staff accepted the first order the server reads it as accepted: a read answering it as new cannot follow'

/** The board's live socket, through the replay: the server's notices reach the page when the path says. */
export const consoleLive: UiMap['socket'] = {
  // the console's one socket: the board's feed and the 'Mensajes' panel share it (src/lib/live-socket.ts)
  live: {
    name: 'la conexión en vivo',
    path: '^/api/console/[^/]+/live$',
    ready: 'subscribed',
  },
}

/** The demo local's staff sign in on the console, as README's credentials say. */
export const staffSignIn: Cause[] = [
  { fill: { label: message('orderConsole.nameLabel') }, with: 'encargado' },
  { fill: { label: message('orderConsole.passwordLabel') }, with: 'palermo1234' },
  { tap: { role: 'button', name: message('orderConsole.signIn') } },
]

/**
 * The live board of the orders console (/consola/:alias), once staff signed in: today's orders read once
 * (the read is held so the path says when it answers), then kept current by the console websocket, whose
 * messages the replay passes on when the path says. The replay's clock: a failed first read is tried again
 * after BOARD_RETRY_MS, a dropped socket reconnects after 1 s.
 */
export const consoleBoardMap: UiMap = {
  machine: 'console-board',
  where: 'Tablero de la consola de pedidos del local Palermo, con el encargado ya ingresado',
  url: '/consola/pizzeria-demo-palermo',
  viewport: { width: 1400, height: 900 },
  clock: true,
  // a read the board starts again (resubscribed, told to resync) leaves the one under way behind
  held: {
    read: {
      name: 'la lectura de los pedidos',
      method: 'GET',
      path: '^/api/console/[^/]+/orders$',
      latest: true,
    },
  },
  socket: consoleLive,
  setup: staffSignIn,
  events: [
    { event: 'console.feed.subscribed', in: 'console-board.link.down', cause: reconnect },
    {
      event: 'console.feed.subscribed',
      cause: [live],
      unreachableWhen: [
        {
          in: 'console-board.link.live',
          reason: 'the server says it subscribed once per connection; it says so again only after a drop',
        },
      ],
    },
    {
      event: 'console.feed.resync',
      cause: [
        {
          socketSays: 'live',
          json: { type: 'resync' },
          says: 'Haz que el servidor avise que pudo perder avisos',
        },
      ],
      unreachableWhen: [
        { in: 'console-board.link.down', reason: noSocket('the server has none to speak on') },
      ],
    },
    {
      event: 'console.feed.down',
      cause: [{ drop: 'live' }],
      unreachableWhen: [{ in: 'console-board.link.down', reason: noSocket('there is none to drop') }],
    },
    pushOf(2, {
      server: 'placeSecondBoardOrder',
      says: `Un cliente hace un pedido a nombre de ${BOARD_SECOND}`,
      already: { when: { context: 'orders.1.id' }, is: 2, reason: duplicate('the second order') },
    }),
    pushOf(1, {
      server: 'staffAdvancesOrder',
      says: `El encargado acepta el pedido de ${BOARD_FIRST} (otra consola)`,
      already: {
        when: { context: 'orders.0.column' },
        is: 'accepted',
        reason: duplicate('the accepted first order'),
      },
    }),
    {
      event: 'console.badgeSeen',
      cause: [{ tapAt: (from) => badge(from.context.unseen as number) }],
      unreachableIf: [{ context: { unseen: 0 }, reason: 'the badge shows only while new orders are unseen' }],
    },
    {
      event: 'xstate.done.actor.fetchOrders',
      match: { output: [{ id: 1 }, { id: 2 }] },
      cause: [
        {
          server: 'placeSecondBoardOrder',
          says: `Si aún no lo hizo, un cliente hace un pedido a nombre de ${BOARD_SECOND}`,
        },
        { release: 'read' },
      ],
      unreachableIf: [{ when: { context: 'orders.0.column' }, is: 'accepted', reason: readAfterAccept }],
    },
    {
      event: 'xstate.done.actor.fetchOrders',
      cause: [{ release: 'read' }],
      unreachableIf: [
        { when: { context: 'orders.0.column' }, is: 'accepted', reason: readAfterAccept },
        {
          when: { context: 'orders.1.id' },
          is: 2,
          reason:
            'once the second order is placed the server reads it too: a read of the first alone cannot follow',
        },
      ],
    },
    {
      event: 'xstate.error.actor.fetchOrders',
      cause: [{ answer: 'read', status: 500, title: 'Internal Server Error' }],
    },
    { event: 'xstate.after.retryRead.console-board.board.failed', cause: [{ clock: BOARD_RETRY_MS }] },
  ],
  states: {
    'console-board': [{ see: { role: 'heading', name: message('orderConsole.title') } }, ...board],
    'console-board.board': [],
    'console-board.board.syncing': [],
    'console-board.board.ready': [],
    'console-board.board.failed': [{ see: status('loadFailed') }],
    'console-board.link': [],
    // a failed first read takes the header's pill: the link shows there again once a read answers
    'console-board.link.connecting': [
      { unlessIn: 'loadFailed', checks: [{ see: status('liveConnecting') }] },
    ],
    'console-board.link.live': [{ unlessIn: 'loadFailed', checks: [{ see: status('liveConnected') }] }],
    'console-board.link.down': [{ unlessIn: 'loadFailed', checks: [{ see: status('liveReconnecting') }] }],
  },
}
