import { assertLiveChannel, assertLiveDetail, ChannelListeners, type LiveBus } from './bus'

/** The bus of a single process (PGlite): a notice is delivered on the next tick, as NOTIFY would be. */
export function createInProcessBus(): LiveBus {
  const listeners = new ChannelListeners()
  let closed = false
  return {
    async publish(channel, detail) {
      assertLiveChannel(channel)
      assertLiveDetail(detail)
      if (closed) return
      queueMicrotask(() => listeners.deliver(channel, detail))
    },
    subscribe: (channel, listener) => listeners.add(channel, listener),
    async close() {
      closed = true
      listeners.clear()
    },
  }
}
