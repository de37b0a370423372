import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RECONNECT_NOW_CLOSE_CODE, RECONNECT_NOW_SPREAD_MS } from '../../domain/live-close'
import { type LiveMessage, listenLive } from './live-socket'

/** A WebSocket the test drives: it records each connection and lets the test talk on it or drop it. */
class FakeSocket {
  static opened: FakeSocket[] = []
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeSocket.opened.push(this)
  }
  say(json: unknown) {
    this.onmessage?.({ data: JSON.stringify(json) })
  }
  drop(code: number) {
    this.onclose?.({ code })
  }
  close() {
    this.closed = true
  }
}

const CONSOLE = 'wss://tienda.example/api/console/pizzeria-demo-palermo/live'
const closers: (() => void)[] = []
const listen = (...args: Parameters<typeof listenLive>) => {
  const stop = listenLive(...args)
  closers.push(stop)
  return stop
}
const typesOf = (heard: LiveMessage[]) => heard.map((message) => message.type)

beforeEach(() => {
  FakeSocket.opened = []
  vi.useFakeTimers()
  vi.stubGlobal('WebSocket', FakeSocket)
})
afterEach(() => {
  for (const stop of closers.splice(0)) stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("the page's live socket", () => {
  it("is one per address: the console's board and 'Mensajes' hear the same socket", async () => {
    const board: LiveMessage[] = []
    const messages: LiveMessage[] = []
    listen(CONSOLE, { message: (m) => board.push(m) })
    FakeSocket.opened[0]?.say({ type: 'subscribed', channel: 'console-1' })
    listen(CONSOLE, { message: (m) => messages.push(m) })
    expect(FakeSocket.opened).toHaveLength(1)
    // the one joining an open socket hears it is subscribed, as on a socket of its own (it reads then)
    await Promise.resolve()
    expect(typesOf(messages)).toEqual(['subscribed'])
    FakeSocket.opened[0]?.say({ type: 'support' })
    expect(typesOf(board)).toEqual(['subscribed', 'support'])
    expect(typesOf(messages)).toEqual(['subscribed', 'support'])
  })

  it('reconnects once for all its listeners, and closes when the last one leaves', () => {
    const downs: boolean[] = []
    const stopBoard = listen(CONSOLE, { message: () => {}, down: (goingAway) => downs.push(goingAway) })
    const stopMessages = listen(CONSOLE, { message: () => {}, down: (goingAway) => downs.push(goingAway) })
    FakeSocket.opened[0]?.drop(RECONNECT_NOW_CLOSE_CODE)
    expect(downs).toEqual([true, true])
    vi.advanceTimersByTime(RECONNECT_NOW_SPREAD_MS)
    expect(FakeSocket.opened).toHaveLength(2)
    FakeSocket.opened[1]?.drop(1006)
    expect(downs).toEqual([true, true, false, false])
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.opened).toHaveLength(3)
    stopBoard()
    expect(FakeSocket.opened[2]?.closed).toBe(false)
    stopMessages()
    expect(FakeSocket.opened[2]?.closed).toBe(true)
    // a listener after that opens a socket of its own again
    listen(CONSOLE, { message: () => {} })
    expect(FakeSocket.opened).toHaveLength(4)
  })

  it('backs off 1 s, 2 s, 4 s… up to its ceiling, and starts again once subscribed', () => {
    listen(CONSOLE, { message: () => {} }, { maxDelayMs: 4000 })
    const waits: number[] = []
    for (let i = 0; i < 5; i++) {
      const before = FakeSocket.opened.length
      FakeSocket.opened.at(-1)?.drop(1006)
      let waited = 0
      while (FakeSocket.opened.length === before) {
        vi.advanceTimersByTime(500)
        waited += 500
      }
      waits.push(waited)
    }
    expect(waits).toEqual([1000, 2000, 4000, 4000, 4000])
    FakeSocket.opened.at(-1)?.say({ type: 'subscribed', channel: 'console-1' })
    FakeSocket.opened.at(-1)?.drop(1006)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.opened).toHaveLength(7)
  })

  it('gives up after the policy allows, telling every listener', () => {
    const gaveUp = vi.fn()
    listen(CONSOLE, { message: () => {}, gaveUp }, { giveUpAfter: 2 })
    for (let i = 0; i < 3; i++) {
      FakeSocket.opened.at(-1)?.drop(1006)
      vi.advanceTimersByTime(10_000)
    }
    expect(FakeSocket.opened).toHaveLength(3)
    expect(gaveUp).toHaveBeenCalledTimes(1)
  })
})
