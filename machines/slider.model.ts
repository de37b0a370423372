import { defineModel } from './graph/model'
import { sliderMachine } from './slider.machine'

export const sliderModel = defineModel({
  name: 'slider',
  description: 'Slide-to-advance on the rider shipment detail: confirms only when released at 85 or more.',
  machine: sliderMachine,
  events: [
    ...[10, 25, 40, 55, 70, 85, 95].map((value) => ({ type: 'slider.moved', value })),
    { type: 'slider.released' },
    { type: 'slider.reset' },
  ],
})
