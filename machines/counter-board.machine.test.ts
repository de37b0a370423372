import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { t } from '../i18n/t'
import {
  BOARD_RETRY_MS,
  type BoardFailure,
  type CounterBoardEvent,
  type CounterBoardFeed,
  counterBoardMachine,
} from './counter-board.machine'
import { counterBoardModel, feeds } from './counter-board.model'
import { describeModel } from './graph/describe-model'

describeModel(counterBoardModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const chimes = emitted.filter((e) => e.type === 'board.chime')
    // a chime only after a read or a push that brought a new ready number, never on the first read
    if (event.type === 'xstate.done.actor.loadBoard') expect(chimes).toEqual([])
    if (chimes.length > 0)
      expect(['xstate.done.actor.readBoard', 'xstate.done.actor.catchUp', 'board.pushed']).toContain(
        event.type,
      )
    // a chime names the numbers that became ready
    for (const chime of chimes)
      expect(chime).toMatchObject({ numbers: expect.arrayContaining([expect.any(Number)]) })
    // a pushed board is the one shown, whatever read was under way
    if (event.type === 'board.pushed') {
      expect(snapshot.context.board).toEqual(event.board)
      expect(snapshot.matches({ feed: { watching: 'live' } })).toBe(true)
    }
    // the screen is never live and offline at once
    expect(snapshot.hasTag('live') && snapshot.hasTag('offline')).toBe(false)
    // fullscreen is left only after the server accepted the PIN
    if (emitted.some((e) => e.type === 'device.leaveFullscreen'))
      expect(event.type).toBe('xstate.done.actor.checkPin')
    if (snapshot.context.error) expect(t(snapshot.context.error)).not.toMatch(/\{\w+\}/)
  },
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function harness(reads: (CounterBoardFeed | BoardFailure)[]) {
  const clock = new SimulatedClock()
  const channels: string[] = []
  let sendBack: ((event: CounterBoardEvent) => void) | undefined
  const actor = createActor(
    counterBoardMachine.provide({
      actors: {
        loadBoard: fromPromise(async () => {
          const next = reads.shift()
          if (!next || 'status' in next) throw next ?? { status: 0 }
          return next
        }),
        listen: fromCallback<CounterBoardEvent, { channel: string }>(({ input, sendBack: back }) => {
          channels.push(input.channel)
          sendBack = back
          return () => {}
        }),
      },
    }),
    { input: { alias: 'pizzeria-demo-palermo' }, clock },
  )
  const emitted: { type: string; numbers?: number[] }[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, clock, channels, emitted, push: (event: CounterBoardEvent) => sendBack?.(event) }
}

describe('counter board', () => {
  it('reads, listens on the channel the feed names, and takes each pushed board, chiming for the new number', async () => {
    const { actor, channels, emitted, push } = harness([feeds.before])
    await settle()
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
    expect(channels).toEqual(['board-1'])
    push({ type: 'board.pushed', board: feeds.after })
    expect(actor.getSnapshot().context.board?.ready).toEqual([{ number: 7, name: null }])
    expect(emitted.filter((e) => e.type === 'board.chime')).toEqual([{ type: 'board.chime', numbers: [7] }])
    // the same board pushed again (a ready number's minutes checked) chimes for nothing new
    push({ type: 'board.pushed', board: feeds.after })
    expect(emitted.filter((e) => e.type === 'board.chime')).toHaveLength(1)
  })

  it('reads over HTTP only when the channel (re)subscribes, and a push under way wins over that read', async () => {
    let reads = 0
    let answer: ((feed: CounterBoardFeed) => void) | undefined
    const clock = new SimulatedClock()
    let sendBack: ((event: CounterBoardEvent) => void) | undefined
    const actor = createActor(
      counterBoardMachine.provide({
        actors: {
          loadBoard: fromPromise(() => {
            reads += 1
            if (reads === 1) return Promise.resolve(feeds.before)
            return new Promise<CounterBoardFeed>((resolve) => {
              answer = resolve
            })
          }),
          listen: fromCallback<CounterBoardEvent, { channel: string }>(({ sendBack: back }) => {
            sendBack = back
            return () => {}
          }),
        },
      }),
      { input: { alias: 'pizzeria-demo-palermo' }, clock },
    ).start()
    await settle()
    sendBack?.({ type: 'board.pushed', board: feeds.after })
    sendBack?.({ type: 'board.pushed', board: feeds.before })
    expect(reads).toBe(1)
    sendBack?.({ type: 'board.connected' })
    expect(reads).toBe(2)
    // the read began before this push's read finished: the push is the newer board
    sendBack?.({ type: 'board.pushed', board: feeds.after })
    answer?.(feeds.before)
    await settle()
    expect(actor.getSnapshot().context.board).toEqual(feeds.after)
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
  })

  it("says 'Sin conexión' when the channel drops and catches up once it is back", async () => {
    const { actor, push } = harness([feeds.before, feeds.after])
    await settle()
    push({ type: 'board.disconnected' })
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    push({ type: 'board.connected' })
    await settle()
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
    expect(actor.getSnapshot().context.board?.ready.map((e) => e.number)).toEqual([7])
  })

  it('retries every 5 s while offline', async () => {
    const { actor, clock } = harness([{ status: 0 }, feeds.before, { status: 0 }, feeds.after])
    await settle()
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    clock.increment(BOARD_RETRY_MS)
    await settle()
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
    // a failed catch-up read: offline until the next try answers
    actor.send({ type: 'board.disconnected' })
    actor.send({ type: 'board.connected' })
    await settle()
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    clock.increment(BOARD_RETRY_MS)
    await settle()
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
    expect(actor.getSnapshot().context.board?.ready.map((e) => e.number)).toEqual([7])
  })

  it('tells an unknown local apart and stops', async () => {
    const { actor } = harness([{ status: 404 }])
    await settle()
    expect(actor.getSnapshot().hasTag('missing')).toBe(true)
  })
})
