import { consoleSoundMachine } from './console-sound.machine'
import { defineModel } from './graph/model'

export const consoleSoundModel = defineModel({
  name: 'console-sound',
  description:
    'The console’s new-order sound: each arrival chimes while it is on; staff silence it and turn it back on (which chimes once).',
  machine: consoleSoundMachine,
  events: [{ type: 'sound.ordersArrived' }, { type: 'sound.toggled' }],
})
