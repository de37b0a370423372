import { setup } from 'xstate'

export type ConsoleSoundEvent =
  /** the board announced new orders (its emitted `newOrders`) */
  | { type: 'sound.ordersArrived' }
  /** staff silence the sound, or turn it back on */
  | { type: 'sound.toggled' }

/**
 * The console's new-order sound (issue 22): each arrival plays the `chime` the edge provides (WebAudio)
 * while the sound is on; staff can silence it and turn it back on, which plays it once so they hear it
 * works. Every load starts with the sound on: a console reloaded silent would let orders wait unheard.
 * The title badge does not depend on it: it counts on the board whatever the sound.
 */
export const consoleSoundMachine = setup({
  types: { events: {} as ConsoleSoundEvent },
  actions: {
    chime: () => undefined,
  },
}).createMachine({
  id: 'console-sound',
  initial: 'on',
  states: {
    on: {
      tags: ['soundOn'],
      on: { 'sound.ordersArrived': { actions: 'chime' }, 'sound.toggled': 'muted' },
    },
    muted: {
      on: { 'sound.toggled': { target: 'on', actions: 'chime' } },
    },
  },
})
