import { defineModel } from './graph/model'
import { kioskSessionMachine } from './kiosk-session.machine'

export const kioskSessionModel = defineModel({
  name: 'kiosk-session',
  description:
    'Table kiosk session: attract screen, ordering, idle warning with a 15-second countdown, reset clearing cart and diner; order number then reset.',
  machine: kioskSessionMachine,
  input: { tableNumber: '12' },
  events: [{ type: 'kiosk.orderPlaced', orderNumber: 'A-042' }],
})
