import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RECONNECT_NOW_CLOSE_CODE, RECONNECT_NOW_SPREAD_MS } from '../../domain/live-close'
import { openLiveChannel } from './live-channel'

/** A WebSocket the test drives: it records each connection and lets the test close or talk on it. */
class FakeSocket {
  static opened: FakeSocket[] = []
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.opened.push(this)
  }
  subscribe() {
    this.onmessage?.({ data: JSON.stringify({ type: 'subscribed', channel: 'order-X' }) })
  }
  drop(code: number) {
    this.onclose?.({ code })
  }
  close() {}
}

beforeEach(() => {
  FakeSocket.opened = []
  vi.useFakeTimers()
  vi.stubGlobal('WebSocket', FakeSocket)
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'tienda.example' } })
})
// The page keeps one socket per address (live-socket.ts): each test closes what it opened.
const closers: (() => void)[] = []
const open = (...args: Parameters<typeof openLiveChannel>) => {
  const close = openLiveChannel(...args)
  closers.push(close)
  return close
}

afterEach(() => {
  for (const close of closers.splice(0)) close()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('live channel', () => {
  it('reconnects at once when the node says 1012 (reconnect now), and reads again once subscribed', () => {
    const changed = vi.fn()
    const close = open('order-X', { changed })
    FakeSocket.opened[0]?.subscribe()
    expect(changed).toHaveBeenCalledTimes(1)
    FakeSocket.opened[0]?.drop(RECONNECT_NOW_CLOSE_CODE)
    vi.advanceTimersByTime(RECONNECT_NOW_SPREAD_MS)
    expect(FakeSocket.opened).toHaveLength(2)
    expect(FakeSocket.opened[1]?.url).toBe('wss://tienda.example/api/live?channel=order-X')
    FakeSocket.opened[1]?.subscribe()
    expect(changed).toHaveBeenCalledTimes(2)
    close()
  })

  it('does not count 1012 as a failure: a draining node never makes the page give up', () => {
    const gaveUp = vi.fn()
    open('order-X', { changed: () => {}, gaveUp })
    for (let i = 0; i < 10; i++) {
      FakeSocket.opened.at(-1)?.drop(RECONNECT_NOW_CLOSE_CODE)
      vi.advanceTimersByTime(RECONNECT_NOW_SPREAD_MS)
    }
    expect(FakeSocket.opened).toHaveLength(11)
    expect(gaveUp).not.toHaveBeenCalled()
  })

  it('backs off after a failure (1006): not back within the spread of a 1012', () => {
    open('order-X', { changed: () => {} })
    FakeSocket.opened[0]?.drop(1006)
    vi.advanceTimersByTime(RECONNECT_NOW_SPREAD_MS)
    expect(FakeSocket.opened).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.opened).toHaveLength(2)
  })

  it('retries forever when asked, at most the given time apart, telling each drop and each subscription', () => {
    const lost = vi.fn()
    const subscribed = vi.fn()
    const changed = vi.fn()
    const gaveUp = vi.fn()
    open('board-1', { changed, lost, subscribed, gaveUp }, { retryForeverEveryMs: 4000 })
    for (let i = 0; i < 12; i++) {
      FakeSocket.opened.at(-1)?.drop(1006)
      vi.advanceTimersByTime(4000)
    }
    expect(FakeSocket.opened).toHaveLength(13)
    expect(lost).toHaveBeenCalledTimes(12)
    expect(gaveUp).not.toHaveBeenCalled()
    FakeSocket.opened.at(-1)?.subscribe()
    expect(subscribed).toHaveBeenCalledTimes(1)
    expect(changed).not.toHaveBeenCalled()
  })
})
