import { defineModel } from './graph/model'
import { sliderMachine } from './slider.machine'

export const sliderModel = defineModel({
  name: 'slider',
  description: 'Deslizar para avanzar el envío: se confirma sólo al soltar en 85 o más.',
  machine: sliderMachine,
  events: [
    ...[10, 25, 40, 55, 70, 85, 95].map((value) => ({ type: 'slider.moved', value })),
    { type: 'slider.released' },
    { type: 'slider.reset' },
  ],
})
