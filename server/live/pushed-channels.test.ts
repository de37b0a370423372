import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WebSocket } from 'ws'
import { createInProcessBus } from './in-process-bus'
import { type PushedChannel, pushedChannels } from './pushed-channels'

type Message = { n: number; ready: boolean }

/** A socket that keeps what it was sent. */
const socket = () => {
  const sent: Message[] = []
  const fake = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    send: (data: Buffer) => sent.push(JSON.parse(data.toString()) as Message),
  })
  return { sent, socket: fake as unknown as WebSocket }
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
/** Lets promise callbacks run (works under fake timers too). */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** A channel whose reads are counted and answered when the test says. */
function slowChannel(refreshMs?: number) {
  const state = { value: 1, ready: false, reads: 0, known: true }
  const waiting: (() => void)[] = []
  const channel: PushedChannel<Message> = {
    serves: (name) => name.startsWith('board-'),
    read: async () => {
      state.reads += 1
      await new Promise<void>((resolve) => waiting.push(resolve))
      return state.known ? { n: state.value, ready: state.ready } : null
    },
    changesAlone: (message) => message.ready,
    ...(refreshMs === undefined ? {} : { refreshMs }),
  }
  const answer = async () => {
    while (waiting.length > 0) {
      for (const resolve of waiting.splice(0)) resolve()
      await flush()
    }
  }
  return { state, channel, answer }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('pushed channels', () => {
  it('reads once per notice for all the sockets of a channel, and a burst costs at most two reads', async () => {
    const bus = createInProcessBus()
    const { state, channel, answer } = slowChannel()
    const pushed = pushedChannels(bus, channel, log)
    const screens = Array.from({ length: 5 }, socket)
    for (const screen of screens) pushed.join('board-1', screen.socket)
    await bus.publish('board-1')
    await tick()
    state.value = 2
    for (let i = 0; i < 10; i++) await bus.publish('board-1')
    await tick()
    await answer()
    // the first read may predate the burst: one more read after it, never ten
    expect(state.reads).toBe(2)
    for (const screen of screens) expect(screen.sent.map((m) => m.n)).toEqual([2, 2])
    await bus.close()
  })

  it('stops reading once the last socket left', async () => {
    const bus = createInProcessBus()
    const { state, channel } = slowChannel()
    const pushed = pushedChannels(bus, channel, log)
    const leave = [socket(), socket()].map((s) => pushed.join('board-1', s.socket))
    for (const left of leave) left()
    await bus.publish('board-1')
    await tick()
    expect(state.reads).toBe(0)
    await bus.close()
  })

  it('reads again on its own only while the last board may change alone, and pushes only a change', async () => {
    vi.useFakeTimers()
    const bus = createInProcessBus()
    const { state, channel, answer } = slowChannel(1000)
    const pushed = pushedChannels(bus, channel, log)
    const screen = socket()
    pushed.join('board-1', screen.socket)
    // never read yet: the first tick reads (and pushes: what the screens show is not known)
    await vi.advanceTimersByTimeAsync(1000)
    await answer()
    expect(state.reads).toBe(1)
    expect(screen.sent).toEqual([{ n: 1, ready: false }])
    // nothing ready: nothing can change alone, no reads
    await vi.advanceTimersByTimeAsync(3000)
    expect(state.reads).toBe(1)
    state.ready = true
    await bus.publish('board-1')
    await vi.advanceTimersByTimeAsync(0)
    await answer()
    expect(screen.sent.at(-1)).toEqual({ n: 1, ready: true })
    // a ready number: read every tick, pushed only when it changed
    await vi.advanceTimersByTimeAsync(1000)
    await answer()
    expect(state.reads).toBe(3)
    expect(screen.sent).toHaveLength(2)
    state.ready = false
    await vi.advanceTimersByTimeAsync(1000)
    await answer()
    expect(screen.sent.at(-1)).toEqual({ n: 1, ready: false })
    pushed.close()
    await bus.close()
  })

  it('pushes nothing and stops reading on its own for a channel that names nothing', async () => {
    vi.useFakeTimers()
    const bus = createInProcessBus()
    const { state, channel, answer } = slowChannel(1000)
    state.known = false
    const pushed = pushedChannels(bus, channel, log)
    const screen = socket()
    pushed.join('board-9', screen.socket)
    await bus.publish('board-9')
    await vi.advanceTimersByTimeAsync(0)
    await answer()
    await vi.advanceTimersByTimeAsync(5000)
    await answer()
    expect(state.reads).toBe(1)
    expect(screen.sent).toEqual([])
    pushed.close()
    await bus.close()
  })
})
