import { fromCallback } from 'xstate'
import type { OrderConsoleEvent } from '../../../../machines/order-console.machine'

/** The cards count whole minutes: a tick every 15 s keeps each within a quarter of a minute. */
const TICK_MS = 15_000

const listeners = new Set<(now: number) => void>()
let timer: ReturnType<typeof setInterval> | undefined

/**
 * The order-console machine's `clock`: every card on the board listens to one shared timer, so all of
 * them turn amber or red on the same tick. It ticks once at once (the card may have been created a
 * while after its machine's input was read) and stops when the last card goes.
 */
export const consoleClockActor = fromCallback<OrderConsoleEvent>(({ sendBack }) => {
  const listener = (now: number) => sendBack({ type: 'console.tick', now })
  listeners.add(listener)
  listener(Date.now())
  timer ??= setInterval(() => {
    const now = Date.now()
    for (const each of listeners) each(now)
  }, TICK_MS)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer)
      timer = undefined
    }
  }
})
