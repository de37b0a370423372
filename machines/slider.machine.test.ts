import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { describeModel } from './graph/describe-model'
import { sliderMachine } from './slider.machine'
import { sliderModel } from './slider.model'

describeModel(sliderModel, {
  eachStep: (step) => {
    const confirmed = step.emitted.some((e) => e.type === 'slider.confirmed')
    expect(confirmed).toBe(step.event.type === 'slider.released' && step.snapshot.matches('confirmed'))
  },
})

describe('slider', () => {
  it('ignores a jump straight to the end', () => {
    const actor = createActor(sliderMachine).start()
    actor.send({ type: 'slider.moved', value: 95 })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })
})
