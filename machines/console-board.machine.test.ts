import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { BoardOrder } from '../domain/console-board'
import { BOARD_RETRY_MS, type ConsoleBoardEmitted, type ConsoleBoardEvent } from './console-board.machine'
import {
  acceptedFirst,
  consoleBoardMachine,
  consoleBoardModel,
  firstOrder,
  secondOrder,
} from './console-board.model'
import { describeModel } from './graph/describe-model'

describeModel(consoleBoardModel, {
  eachStep: ({ snapshot, emitted }) => {
    if (snapshot.hasTag('loadFailed')) expect(snapshot.context.orders).toBeNull()
    for (const e of emitted) if (e.type === 'newOrders') expect(e.count).toBeGreaterThan(0)
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The board with a feed the test drives and a REST read answered from `reads` in turn. */
function run(reads: BoardOrder[][]) {
  let feed: ((event: ConsoleBoardEvent<BoardOrder>) => void) | undefined
  let fetches = 0
  const emitted: ConsoleBoardEmitted[] = []
  const actor = createActor(
    consoleBoardMachine.provide({
      actors: {
        fetchOrders: fromPromise(async () => reads[Math.min(fetches++, reads.length - 1)] ?? []),
        feed: fromCallback(({ sendBack }) => {
          feed = sendBack
        }),
      },
    }),
  )
  actor.on('newOrders', (e) => emitted.push(e))
  actor.start()
  return { actor, emitted, push: (e: ConsoleBoardEvent<BoardOrder>) => feed?.(e), fetches: () => fetches }
}

describe('console board', () => {
  it('takes a pushed order without reading the board again, rings and badges a new one', async () => {
    const { actor, emitted, push, fetches } = run([[firstOrder]])
    await settle()
    expect(actor.getSnapshot().context.orders).toEqual([firstOrder])
    push({ type: 'console.feed.subscribed' })
    await settle()
    expect(fetches()).toBe(2)
    push({ type: 'console.feed.order', order: secondOrder })
    push({ type: 'console.feed.order', order: acceptedFirst })
    expect(actor.getSnapshot().context.orders).toEqual([acceptedFirst, secondOrder])
    expect(fetches()).toBe(2)
    expect(emitted).toEqual([{ type: 'newOrders', count: 1 }])
    expect(actor.getSnapshot().context.unseen).toBe(1)
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
    actor.send({ type: 'console.badgeSeen' })
    expect(actor.getSnapshot().context.unseen).toBe(0)
  })

  it('reads the whole board after a reconnect and rings for what arrived while away', async () => {
    const { actor, emitted, push, fetches } = run([[firstOrder], [firstOrder, secondOrder]])
    await settle()
    push({ type: 'console.feed.down' })
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    push({ type: 'console.feed.subscribed' })
    await settle()
    expect(fetches()).toBe(2)
    expect(actor.getSnapshot().context.orders).toEqual([firstOrder, secondOrder])
    expect(emitted).toEqual([{ type: 'newOrders', count: 1 }])
    expect(actor.getSnapshot().context.unseen).toBe(1)
  })

  it('keeps a push that arrived during a read over the read’s older answer', async () => {
    const { actor, push } = run([[firstOrder], [firstOrder]])
    await settle()
    push({ type: 'console.feed.resync' })
    push({ type: 'console.feed.order', order: acceptedFirst })
    await settle()
    expect(actor.getSnapshot().context.orders).toEqual([acceptedFirst])
  })

  it('reads again by itself after a failed first read, as its "Reintentando…" says', async () => {
    const clock = new SimulatedClock()
    let fetches = 0
    const actor = createActor(
      consoleBoardMachine.provide({
        actors: {
          fetchOrders: fromPromise(async () => {
            if (fetches++ === 0) throw new Error('offline')
            return [firstOrder]
          }),
        },
      }),
      { clock },
    ).start()
    await settle()
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true)
    clock.increment(BOARD_RETRY_MS - 1)
    expect(fetches).toBe(1)
    clock.increment(1)
    await settle()
    expect(fetches).toBe(2)
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(false)
    expect(actor.getSnapshot().context.orders).toEqual([firstOrder])
  })
})
