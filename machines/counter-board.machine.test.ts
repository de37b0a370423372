import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { t } from '../i18n/t'
import {
  BOARD_REFRESH_MS,
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
    // a chime only after a read that found a new ready number, never on the first read
    if (event.type === 'xstate.done.actor.loadBoard') expect(chimes).toEqual([])
    if (chimes.length > 0)
      expect(['xstate.done.actor.readBoard', 'xstate.done.actor.catchUp']).toContain(event.type)
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
  it('reads, listens on the channel the feed names, and re-reads on a notice, chiming for the new number', async () => {
    const { actor, channels, emitted, push } = harness([feeds.before, feeds.after])
    await settle()
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
    expect(channels).toEqual(['board-1'])
    push({ type: 'board.changed' })
    await settle()
    expect(actor.getSnapshot().context.board?.ready).toEqual([{ number: 7, name: null }])
    expect(emitted.filter((e) => e.type === 'board.chime')).toEqual([{ type: 'board.chime', numbers: [7] }])
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

  it('re-reads every 30 s while live and retries every 5 s while offline', async () => {
    const { actor, clock } = harness([{ status: 0 }, feeds.before, feeds.after])
    await settle()
    expect(actor.getSnapshot().hasTag('offline')).toBe(true)
    clock.increment(BOARD_RETRY_MS)
    await settle()
    expect(actor.getSnapshot().hasTag('live')).toBe(true)
    clock.increment(BOARD_REFRESH_MS)
    await settle()
    expect(actor.getSnapshot().context.board?.ready.map((e) => e.number)).toEqual([7])
  })

  it('tells an unknown local apart and stops', async () => {
    const { actor } = harness([{ status: 404 }])
    await settle()
    expect(actor.getSnapshot().hasTag('missing')).toBe(true)
  })
})
