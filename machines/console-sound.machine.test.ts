import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { consoleSoundMachine } from './console-sound.machine'
import { consoleSoundModel } from './console-sound.model'
import { describeModel } from './graph/describe-model'

describeModel(consoleSoundModel, {
  eachStep: ({ event, snapshot, actions }) => {
    const chimed = actions.filter((a) => a.type === 'chime').length
    // an arrival chimes only while the sound is on; turning it on chimes once; silencing never does
    if (event.type === 'sound.ordersArrived') expect(chimed).toBe(snapshot.hasTag('soundOn') ? 1 : 0)
    if (event.type === 'sound.toggled') expect(chimed).toBe(snapshot.hasTag('soundOn') ? 1 : 0)
  },
})

describe('console sound', () => {
  it('chimes for each arrival until silenced, stays quiet while muted, and chimes once when turned back on', () => {
    let chimes = 0
    const actor = createActor(
      consoleSoundMachine.provide({
        actions: {
          chime: () => {
            chimes += 1
          },
        },
      }),
    ).start()
    actor.send({ type: 'sound.ordersArrived' })
    actor.send({ type: 'sound.ordersArrived' })
    expect(chimes).toBe(2)
    actor.send({ type: 'sound.toggled' })
    expect(actor.getSnapshot().hasTag('soundOn')).toBe(false)
    actor.send({ type: 'sound.ordersArrived' })
    expect(chimes).toBe(2)
    actor.send({ type: 'sound.toggled' })
    expect(actor.getSnapshot().hasTag('soundOn')).toBe(true)
    expect(chimes).toBe(3)
  })
})
