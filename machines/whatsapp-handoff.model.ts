import { defineModel } from './graph/model'
import type { HandoffOrder } from './whatsapp-handoff.machine'
import { whatsAppHandoffMachine } from './whatsapp-handoff.machine'

/** An order taken at Flores (no console), just placed. */
export const floresOrder: HandoffOrder = { code: 'FL-2001', status: 'GENERATED', takenByWhatsApp: true }

export const whatsAppHandoffModel = defineModel({
  name: 'whatsapp-handoff',
  description:
    "The follow-up of an order of a local without the console offers 'Enviar pedido por WhatsApp' until this device opened the message; not for a console local's order nor a canceled one.",
  machine: whatsAppHandoffMachine,
  events: [
    { type: 'whatsApp.orderLoaded', order: floresOrder, sent: false },
    { type: 'whatsApp.orderLoaded', order: floresOrder, sent: true },
    { type: 'whatsApp.orderLoaded', order: { ...floresOrder, takenByWhatsApp: false }, sent: false },
    { type: 'whatsApp.orderLoaded', order: { ...floresOrder, status: 'CANCELED' }, sent: false },
    { type: 'whatsApp.sendPressed' },
  ],
})
