import type { AnyMachineSnapshot } from 'xstate'
import { type CounterBoardFeed, counterBoardMachine } from './counter-board.machine'
import { defineModel } from './graph/model'

const feed = (ready: number[]): CounterBoardFeed => ({
  localName: 'Pizzería Demo Palermo',
  channel: 'board-1',
  readyMinutes: 15,
  preparing: [{ number: 42, name: 'Lucía' }],
  ready: ready.map((number) => ({ number, name: null })),
})
/** the board before and after number 7 became ready */
export const feeds = { before: feed([]), after: feed([7]) }

// A board is the same state whatever its entries but its ready numbers (what the chime depends on).
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const { board, taps, pin, error } = snapshot.context as {
    board: CounterBoardFeed | null
    taps: number
    pin: string
    error: { key: string } | null
  }
  return JSON.stringify([snapshot.value, board?.ready.map((e) => e.number) ?? null, taps, pin, error?.key])
}

export const counterBoardModel = defineModel({
  name: 'counter-board',
  description:
    "Counter board: reads the feed, follows its live channel (takes the board it pushes after every change, re-reads after each (re)subscription), shows 'Sin conexión' when the channel or a read fails, chimes for a newly ready number; locked like a kiosk: fullscreen on the first touch, the staff PIN behind five corner taps to leave.",
  machine: counterBoardMachine,
  input: { alias: 'pizzeria-demo-palermo' },
  serializeState,
  // The tap window (under 2 s) always runs out before the feed's 5 s retry and before a dropped
  // channel is back (up to 4 s): the replay's clock would fire it first, so neither is taken while taps
  // are being counted.
  canTake: (snapshot, event) =>
    !(
      snapshot.matches({ lock: { locked: 'counting' } }) &&
      ((event.type.startsWith('xstate.after.') && !event.type.includes('lock')) ||
        (event.type === 'board.connected' && snapshot.matches({ feed: { watching: 'offline' } })))
    ),
  events: [
    { type: 'xstate.done.actor.loadBoard', output: feeds.before },
    { type: 'xstate.error.actor.loadBoard', error: { status: 404 } },
    { type: 'xstate.error.actor.loadBoard', error: { status: 0 } },
    { type: 'xstate.done.actor.readBoard', output: feeds.before },
    { type: 'xstate.done.actor.readBoard', output: feeds.after },
    { type: 'xstate.error.actor.readBoard', error: { status: 0 } },
    { type: 'xstate.done.actor.catchUp', output: feeds.after },
    { type: 'xstate.error.actor.catchUp', error: { status: 503 } },
    { type: 'board.connected' },
    { type: 'board.pushed', board: feeds.before },
    { type: 'board.pushed', board: feeds.after },
    { type: 'board.disconnected' },
    { type: 'board.touched' },
    { type: 'board.cornerTapped' },
    { type: 'board.pinChanged', pin: '2468' },
    { type: 'board.pinChanged', pin: '12' },
    { type: 'board.pinSubmitted' },
    { type: 'board.pinClosed' },
    { type: 'xstate.done.actor.checkPin' },
    { type: 'xstate.error.actor.checkPin', error: { status: 401 } },
    { type: 'xstate.error.actor.checkPin', error: { status: 429, retryAfterSeconds: 840 } },
    { type: 'xstate.error.actor.checkPin', error: { status: 0 } },
  ],
})
