import type { BoardOrder } from '../domain/console-board'
import { createConsoleBoardMachine } from './console-board.machine'

import { defineModel } from './graph/model'

export const consoleBoardMachine = createConsoleBoardMachine<BoardOrder>()

export const firstOrder: BoardOrder = { id: 1, column: 'new' }
export const acceptedFirst: BoardOrder = { id: 1, column: 'accepted' }
export const secondOrder: BoardOrder = { id: 2, column: 'new' }

export const consoleBoardModel = defineModel({
  name: 'console-board',
  description:
    'The live order board: today’s orders read once, then pushed one by one over the console websocket; a new one rings and counts on the badge; after a reconnect the board reads everything again.',
  machine: consoleBoardMachine,
  events: [
    { type: 'console.feed.subscribed' },
    { type: 'console.feed.order', order: secondOrder },
    { type: 'console.feed.order', order: acceptedFirst },
    { type: 'console.feed.resync' },
    { type: 'console.feed.down' },
    { type: 'console.badgeSeen' },
    { type: 'xstate.done.actor.fetchOrders', output: [firstOrder] },
    { type: 'xstate.done.actor.fetchOrders', output: [firstOrder, secondOrder] },
    { type: 'xstate.error.actor.fetchOrders', error: new Error('offline') },
  ],
  // The board folds to its ids and columns, the badge and the orders pushed during a read.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.orders?.map((o: BoardOrder) => `${o.id}:${o.column}`) ?? null,
      Math.min(snapshot.context.pushedDuringSync.length, 1),
      Math.min(snapshot.context.unseen, 2),
    ]),
  stopWhen: (snapshot) => snapshot.context.unseen > 2,
})
