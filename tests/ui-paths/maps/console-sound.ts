import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const mute = { role: 'button', name: message('orderConsole.soundMute') } as const
const unmute = { role: 'button', name: message('orderConsole.soundUnmute'), prefix: true } as const

/** The new-order sound of the orders console, in its header once staff have signed in. */
export const consoleSoundMap: UiMap = {
  machine: 'console-sound',
  where: 'Cabecera de la consola de pedidos del local Palermo, con el encargado ya ingresado',
  url: '/consola/pizzeria-demo-palermo',
  viewport: { width: 1400, height: 900 },
  setup: [
    { fill: { label: message('orderConsole.nameLabel') }, with: 'encargado' },
    { fill: { label: message('orderConsole.passwordLabel') }, with: 'palermo1234' },
    { tap: { role: 'button', name: message('orderConsole.signIn') } },
  ],
  events: [
    { event: 'sound.toggled', in: 'console-sound.on', cause: [{ tap: mute }] },
    { event: 'sound.toggled', in: 'console-sound.muted', cause: [{ tap: unmute }] },
    {
      event: 'sound.ordersArrived',
      unreachable:
        'a chime is sound only and leaves the screen as it was, so a screen replay has nothing to check after it (tests/e2e/console-kitchen.test.ts hears it through WebAudio)',
    },
  ],
  states: {
    'console-sound': [{ see: { role: 'heading', name: message('orderConsole.title') } }],
    'console-sound.on': [{ see: mute }, { gone: unmute }],
    'console-sound.muted': [{ see: unmute }, { gone: mute }],
  },
}
