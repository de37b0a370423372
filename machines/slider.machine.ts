import { assign, emit, setup } from 'xstate'
import { isAcceptedRelease, isDeliberateMove } from '../domain/slider'

export type SliderEvent =
  | { type: 'slider.moved'; value: number }
  | { type: 'slider.released' }
  | { type: 'slider.reset' }

export type SliderEmitted = { type: 'slider.confirmed' }

/**
 * Slide-to-advance control of the rider's shipment detail: a drag that reaches 85 and is released there
 * confirms the next step; anything short of it springs back. The owner resets it once the step is done.
 */
export const sliderMachine = setup({
  types: {
    context: {} as { value: number },
    events: {} as SliderEvent,
    emitted: {} as SliderEmitted,
  },
  guards: {
    isDeliberateMove: ({ context, event }) =>
      event.type === 'slider.moved' && isDeliberateMove(context.value, event.value),
    isAcceptedRelease: ({ context }) => isAcceptedRelease(context.value),
  },
  actions: {
    followFinger: assign({ value: ({ event }) => (event.type === 'slider.moved' ? event.value : 0) }),
    springBack: assign({ value: 0 }),
    confirm: emit({ type: 'slider.confirmed' } as const),
  },
}).createMachine({
  id: 'slider',
  context: { value: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'slider.moved': { guard: 'isDeliberateMove', target: 'dragging', actions: 'followFinger' } },
    },
    dragging: {
      tags: ['dragging'],
      on: {
        'slider.moved': { guard: 'isDeliberateMove', actions: 'followFinger' },
        'slider.released': [
          { guard: 'isAcceptedRelease', target: 'confirmed', actions: 'confirm' },
          { target: 'idle', actions: 'springBack' },
        ],
      },
    },
    confirmed: {
      tags: ['busy'],
      on: { 'slider.reset': { target: 'idle', actions: 'springBack' } },
    },
  },
})
