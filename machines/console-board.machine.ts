import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { applyPushedOrder, type BoardOrder } from '../domain/console-board'
import { arrivedOrderIds } from '../domain/order-console'

/** What the board's live feed (the console websocket) tells the machine. */
export type ConsoleFeedEvent<T extends BoardOrder> =
  /** the socket is (again) subscribed: notices may have been missed meanwhile */
  | { type: 'console.feed.subscribed' }
  /** an order of today's board was created or changed */
  | { type: 'console.feed.order'; order: T }
  /** the server says notices may have been lost */
  | { type: 'console.feed.resync' }
  /** the socket dropped; the feed reconnects by itself */
  | { type: 'console.feed.down' }

export type ConsoleBoardEvent<T extends BoardOrder> = ConsoleFeedEvent<T> | { type: 'console.badgeSeen' }

/** new orders reached the board: the page rings once */
export type ConsoleBoardEmitted = { type: 'newOrders'; count: number }

/**
 * After a failed first read the header says 'Reintentando…': the board reads again by itself this long
 * after each failure (a console tablet in a kitchen has nobody to press a button).
 */
export const BOARD_RETRY_MS = 5_000

export interface ConsoleBoardContext<T extends BoardOrder> {
  /** today's board; null before the first read */
  orders: T[] | null
  /** orders pushed while a read was under way, applied again over its answer */
  pushedDuringSync: T[]
  /** new arrivals not acknowledged yet (the badge) */
  unseen: number
}

/**
 * The live order board of the console (issue 8): today's orders read once (listConsoleOrders), then
 * kept current by the named `feed` actor the page provides (the console websocket): each pushed order
 * replaces its card or joins the board, and a new one rings (emitted `newOrders`) and counts on the
 * badge. After every (re)subscription, and when the server asks, the board reads everything again
 * (`fetchOrders`), since pushes sent while away are lost. No polling; a first read that fails is tried
 * again after BOARD_RETRY_MS, as the header promises.
 */
export function createConsoleBoardMachine<T extends BoardOrder>() {
  const apply = (context: ConsoleBoardContext<T>, order: T) => {
    if (context.orders === null) return { orders: null, arrived: false }
    return applyPushedOrder(context.orders, order)
  }
  /** The read board with what was pushed meanwhile applied over it, and how many orders are new to it. */
  const synced = (context: ConsoleBoardContext<T>, read: T[]) => {
    const known = context.orders === null ? null : new Set(context.orders.map((order) => order.id))
    let orders = read
    for (const pushed of context.pushedDuringSync) orders = applyPushedOrder(orders, pushed).orders
    return { orders, arrived: arrivedOrderIds(known, orders).length }
  }
  return setup({
    types: {
      context: {} as ConsoleBoardContext<T>,
      events: {} as ConsoleBoardEvent<T>,
      emitted: {} as ConsoleBoardEmitted,
    },
    actors: {
      fetchOrders: fromPromise<T[]>(async () => {
        throw new Error('provide fetchOrders (GET /api/console/{alias}/orders) at the edge')
      }),
      // the edge opens the console websocket, sends console.feed.* events and closes it on cleanup
      feed: fromCallback<ConsoleBoardEvent<T>>(() => undefined),
    },
    delays: { retryRead: BOARD_RETRY_MS },
    guards: {
      arrivedByPush: ({ context, event }) =>
        event.type === 'console.feed.order' && apply(context, event.order).arrived,
    },
    actions: {
      applyPushed: assign(({ context, event }) => {
        if (event.type !== 'console.feed.order') return {}
        const { orders } = apply(context, event.order)
        return orders === null ? {} : { orders }
      }),
      rememberPushed: assign(({ context, event }) =>
        event.type === 'console.feed.order'
          ? { pushedDuringSync: [...context.pushedDuringSync, event.order] }
          : {},
      ),
      countArrival: assign(({ context }) => ({ unseen: context.unseen + 1 })),
      ringOne: emit({ type: 'newOrders', count: 1 } as const),
      takeSynced: assign(({ context }, fetched: T[]) => {
        const { orders, arrived } = synced(context, fetched)
        return { orders, pushedDuringSync: [], unseen: context.unseen + arrived }
      }),
      ringSynced: emit(({ context }, fetched: T[]) => ({
        type: 'newOrders' as const,
        count: synced(context, fetched).arrived,
      })),
      clearPushed: assign({ pushedDuringSync: [] }),
      clearUnseen: assign({ unseen: 0 }),
    },
  }).createMachine({
    id: 'console-board',
    context: { orders: null, pushedDuringSync: [], unseen: 0 },
    type: 'parallel',
    invoke: { id: 'feed', src: 'feed' },
    on: { 'console.badgeSeen': { actions: 'clearUnseen' } },
    states: {
      board: {
        initial: 'syncing',
        on: {
          'console.feed.subscribed': '.syncing',
          'console.feed.resync': '.syncing',
        },
        states: {
          syncing: {
            tags: ['syncing'],
            invoke: {
              id: 'fetchOrders',
              src: 'fetchOrders',
              onDone: [
                {
                  guard: ({ context, event }) => synced(context, event.output).arrived > 0,
                  target: 'ready',
                  actions: [
                    { type: 'ringSynced', params: ({ event }) => event.output },
                    { type: 'takeSynced', params: ({ event }) => event.output },
                  ],
                },
                { target: 'ready', actions: { type: 'takeSynced', params: ({ event }) => event.output } },
              ],
              onError: [
                { guard: ({ context }) => context.orders === null, target: 'failed', actions: 'clearPushed' },
                { target: 'ready', actions: 'clearPushed' },
              ],
            },
            on: {
              'console.feed.order': [
                {
                  guard: 'arrivedByPush',
                  actions: ['applyPushed', 'rememberPushed', 'countArrival', 'ringOne'],
                },
                { actions: ['applyPushed', 'rememberPushed'] },
              ],
            },
          },
          ready: {
            on: {
              'console.feed.order': [
                { guard: 'arrivedByPush', actions: ['applyPushed', 'countArrival', 'ringOne'] },
                { actions: 'applyPushed' },
              ],
            },
          },
          failed: {
            tags: ['loadFailed'],
            after: { retryRead: 'syncing' },
          },
        },
      },
      link: {
        initial: 'connecting',
        states: {
          connecting: { on: { 'console.feed.subscribed': 'live', 'console.feed.down': 'down' } },
          live: { tags: ['live'], on: { 'console.feed.down': 'down' } },
          down: { tags: ['offline'], on: { 'console.feed.subscribed': 'live' } },
        },
      },
    },
  })
}
