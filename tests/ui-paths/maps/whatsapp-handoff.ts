import { message } from '../../../domain/message'
import type { Cause, EventEntry, UiMap } from '../ui-map'

const send = { role: 'link', name: message('whatsapp.send') } as const
const hint = { text: message('whatsapp.sendHint') } as const
// the follow-up shows the order read: 'Pedido <código>'
const followUp = { role: 'heading', name: 'Pedido', prefix: true } as const
// the code the answer is given below, so the device's 'sent' mark can name it before the page reads it
const CODE = 'WA-HANDOFF-1'

/** The order answer as a local without the console answers it: Palermo's order, read as Flores' would be. */
const byWhatsApp =
  (over: Record<string, unknown> = {}) =>
  (json: unknown) => ({ ...(json as Record<string, unknown>), code: CODE, takenByWhatsApp: true, ...over })

/**
 * The first read comes as the page opens (the spinner still there); a later one when the diner comes back
 * to the tab, which has the follow-up read the order again.
 */
const read = (answer: Cause): Cause[] => [
  { unless: { role: 'status', name: message('common.loading') }, steps: [{ tabReturn: true }] },
  answer,
]

const loaded = (match: Record<string, unknown>, cause: Cause[]): EventEntry => ({
  event: 'whatsApp.orderLoaded',
  match,
  cause,
})

/**
 * 'Enviar pedido por WhatsApp' on the follow-up (machines/whatsapp-handoff.machine.ts). The seeded follow-up
 * order is Palermo's (a console local): its read is held, and answered as the real server answers it, or
 * as a local without the console would (takenByWhatsApp), canceled, or with this device's 'sent' mark
 * stored first. Nothing is written on the server: the mark lives on the device.
 */
export const whatsAppHandoffMap: UiMap = {
  machine: 'whatsapp-handoff',
  where: 'Seguimiento de un pedido de un local que recibe los pedidos por WhatsApp',
  url: '/menu/pizzeria-demo-palermo/order/{followUpOrderCode}',
  held: {
    order: {
      name: 'la lectura del pedido',
      method: 'GET',
      path: '^/api/diner/[^/]+/order/[^/]+$',
      latest: true,
    },
  },
  events: [
    loaded(
      { sent: false, order: { takenByWhatsApp: true, status: 'GENERATED' } },
      read({
        edited: 'order',
        edit: byWhatsApp(),
        says: 'Haz que el pedido llegue como de un local que recibe los pedidos por WhatsApp',
      }),
    ),
    loaded({ sent: true }, [
      { store: { [`whatsAppSent:${CODE}`]: '2026-11-29T12:00:00.000Z' } },
      ...read({
        edited: 'order',
        edit: byWhatsApp(),
        says: 'Haz que el pedido llegue como de un local por WhatsApp, ya enviado desde este teléfono',
      }),
    ]),
    loaded({ order: { takenByWhatsApp: false } }, read({ release: 'order' })),
    loaded(
      { order: { status: 'CANCELED' } },
      read({
        edited: 'order',
        edit: byWhatsApp({ status: 'CANCELED' }),
        says: 'Haz que el pedido llegue cancelado, de un local por WhatsApp',
      }),
    ),
    { event: 'whatsApp.sendPressed', cause: [{ tap: send }] },
  ],
  states: {
    'whatsapp-handoff': [],
    // the page reads the order as it opens: these pass before a person could look
    'whatsapp-handoff.waitingForOrder': [],
    'whatsapp-handoff.checking': [],
    'whatsapp-handoff.notNeeded': [{ see: followUp }, { gone: send }],
    'whatsapp-handoff.offering': [{ see: hint }, { see: send }],
    'whatsapp-handoff.sent': [{ see: followUp }, { gone: send }, { gone: hint }],
  },
}
