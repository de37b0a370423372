import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor } from 'xstate'
import { connectSlider, SLIDER_KEY_STEP } from './slider.connect'
import { type SliderEvent, sliderMachine } from './slider.machine'

function viewed() {
  const actor = createActor(sliderMachine).start()
  const emitted: AnyEventObject[] = []
  actor.on('*', (e) => emitted.push(e))
  const sent: SliderEvent[] = []
  const send = (event: SliderEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, emitted, view: () => connectSlider(actor.getSnapshot(), send) }
}

/** a drag in steps under the jump limit, as a finger moves */
const dragTo = (view: () => ReturnType<typeof connectSlider>, target: number) => {
  for (let value = 10; value <= target; value += 10) view().move(value)
}

describe('connectSlider', () => {
  it('follows a drag and confirms when let go at 85 or more, then waits for its reset', () => {
    const { view, emitted, actor } = viewed()
    dragTo(view, 90)
    expect(view()).toMatchObject({ value: 90, busy: false })
    view().release()
    expect(emitted).toEqual([{ type: 'slider.confirmed' }])
    expect(view().busy).toBe(true)
    actor.send({ type: 'slider.reset' })
    expect(view()).toMatchObject({ value: 0, busy: false })
  })

  it('springs back when let go short of 85, and ignores a jump (a tap far along the track)', () => {
    const { view, emitted } = viewed()
    view().move(60)
    expect(view().value).toBe(0)
    dragTo(view, 50)
    view().release()
    expect(view().value).toBe(0)
    expect(emitted).toEqual([])
  })

  it('slides with the arrows, lets go with Enter or Space, and leaves other keys alone', () => {
    const { view, sent } = viewed()
    expect(view().keyPressed('ArrowRight')).toBe(true)
    expect(view().keyPressed('ArrowUp')).toBe(true)
    expect(view().value).toBe(2 * SLIDER_KEY_STEP)
    expect(view().keyPressed('ArrowDown')).toBe(true)
    expect(view().value).toBe(SLIDER_KEY_STEP)
    expect(view().keyPressed('Tab')).toBe(false)
    expect(view().keyPressed(' ')).toBe(true)
    expect(view().value).toBe(0)
    expect(sent.at(-1)).toEqual({ type: 'slider.released' })
    // the arrows never go below the track's start
    expect(view().keyPressed('ArrowLeft')).toBe(true)
    expect(sent.at(-1)).toEqual({ type: 'slider.moved', value: 0 })
  })

  it('a blur mid-drag lets go; a blur at rest sends nothing', () => {
    const { view, sent } = viewed()
    view().blur()
    expect(sent).toEqual([])
    view().move(10)
    view().blur()
    expect(sent).toEqual([{ type: 'slider.moved', value: 10 }, { type: 'slider.released' }])
  })
})
