import { defineModel } from './graph/model'
import { kioskSetupMachine } from './kiosk-setup.machine'

export const kioskSetupModel = defineModel({
  name: 'kiosk-setup',
  description:
    "Staff set-up of a kiosk: five quick corner taps open the PIN dialog; the server's check opens the set-up (table, self-service, leave fullscreen, reload) or tells a wrong PIN or the lock-out.",
  machine: kioskSetupMachine,
  events: [
    { type: 'setup.cornerTapped' },
    { type: 'setup.pinChanged', pin: '2468' },
    { type: 'setup.pinChanged', pin: '12' },
    { type: 'setup.pinSubmitted' },
    { type: 'xstate.done.actor.checkPin' },
    { type: 'xstate.error.actor.checkPin', error: { status: 401 } },
    { type: 'xstate.error.actor.checkPin', error: { status: 429, retryAfterSeconds: 840 } },
    { type: 'xstate.error.actor.checkPin', error: { status: 0 } },
    { type: 'setup.tableChanged', table: '12' },
    { type: 'setup.tableChanged', table: '12-B' },
    { type: 'setup.tableChosen' },
    { type: 'setup.selfServiceChosen' },
    { type: 'setup.fullscreenLeft' },
    { type: 'setup.reloadChosen' },
    { type: 'setup.closed' },
  ],
})
