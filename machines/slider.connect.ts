import type { SnapshotFrom } from 'xstate'
import { SLIDER_MAX, SLIDER_MIN } from '../domain/slider'
import type { SliderEvent, sliderMachine } from './slider.machine'

type Snapshot = SnapshotFrom<typeof sliderMachine>
type Send = (event: SliderEvent) => void

/** Arrow keys move by this much: a deliberate step under the jump limit. */
export const SLIDER_KEY_STEP = 5

const KEY_DELTA: Record<string, number> = {
  ArrowRight: SLIDER_KEY_STEP,
  ArrowUp: SLIDER_KEY_STEP,
  ArrowLeft: -SLIDER_KEY_STEP,
  ArrowDown: -SLIDER_KEY_STEP,
}

export interface SliderView {
  /** the thumb's position, 0 to 100 */
  value: number
  /** the step it confirmed is under way: the control waits for its reset */
  busy: boolean
  move: (value: number) => void
  /** the finger or pointer let go */
  release: () => void
  /** focus left mid-drag: the same as letting go; otherwise nothing */
  blur: () => void
  /** the arrows slide, Enter or Space lets go; true when the key was the slider's (its default is then stopped) */
  keyPressed: (key: string) => boolean
}

/** The rider's slide-to-advance control (3-delivery.md §2.5): mouse, touch and keyboard over one machine. */
export function connectSlider(snapshot: Snapshot, send: Send): SliderView {
  const { value } = snapshot.context
  const release = () => send({ type: 'slider.released' })
  return {
    value,
    busy: snapshot.hasTag('busy'),
    move: (next) => send({ type: 'slider.moved', value: next }),
    release,
    blur: () => {
      if (snapshot.hasTag('dragging')) release()
    },
    keyPressed: (key) => {
      const delta = KEY_DELTA[key]
      if (delta !== undefined) {
        send({ type: 'slider.moved', value: Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value + delta)) })
        return true
      }
      if (key === 'Enter' || key === ' ') {
        release()
        return true
      }
      return false
    },
  }
}
