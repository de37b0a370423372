import { assign, emit, setup } from 'xstate'
import { normaliseOrderStatus, type OrderStatus } from '../domain/order-status'

/** What the hand-off reads of the order the follow-up shows, and what the device remembers of it. */
export interface HandoffOrder {
  code: string
  status: string
  /** the local takes its orders by WhatsApp (no orders console) */
  takenByWhatsApp: boolean
}

export interface WhatsAppHandoffContext {
  order: HandoffOrder | null
}

export type WhatsAppHandoffEvent =
  /** the follow-up read the order; `sent`: this device already opened its message */
  | { type: 'whatsApp.orderLoaded'; order: HandoffOrder; sent: boolean }
  /** the diner tapped 'Enviar pedido por WhatsApp' (the link opens in that same tap) */
  | { type: 'whatsApp.sendPressed' }

/** the edge remembers on the device that this order's message was opened */
export type WhatsAppHandoffEmitted = { type: 'whatsApp.sent'; code: string }

// A canceled order (the console's rejection reads canceled too) is not for the kitchen: nothing to send.
const CLOSED: readonly OrderStatus[] = ['CANCELED']

/**
 * The WhatsApp hand-off on the follow-up (issue 32). At a local without the orders console the checkout
 * opens the order's message in the continuation of the tap; when the order's answer comes too late for the
 * popup blocker (or cannot be read back), nothing opened and the local has not heard of the order. Until
 * this device has opened the message, the follow-up of such an order offers 'Enviar pedido por WhatsApp';
 * once tapped it is remembered per order code and the offer goes.
 */
export const whatsAppHandoffMachine = setup({
  types: {
    context: {} as WhatsAppHandoffContext,
    events: {} as WhatsAppHandoffEvent,
    emitted: {} as WhatsAppHandoffEmitted,
  },
  guards: {
    notForWhatsApp: ({ context }) => {
      const order = context.order
      if (!order?.takenByWhatsApp) return true
      const status = normaliseOrderStatus(order.status)
      return status !== null && CLOSED.includes(status)
    },
    alreadySent: ({ event }) => event.type === 'whatsApp.orderLoaded' && event.sent,
  },
  actions: {
    setOrder: assign({
      order: ({ context, event }) => (event.type === 'whatsApp.orderLoaded' ? event.order : context.order),
    }),
    rememberSent: emit(({ context }) => ({
      type: 'whatsApp.sent' as const,
      code: context.order?.code ?? '',
    })),
  },
}).createMachine({
  id: 'whatsapp-handoff',
  context: { order: null },
  initial: 'waitingForOrder',
  states: {
    waitingForOrder: {
      on: { 'whatsApp.orderLoaded': { target: 'checking', actions: 'setOrder' } },
    },
    checking: {
      always: [
        { guard: 'notForWhatsApp', target: 'notNeeded' },
        { guard: 'alreadySent', target: 'sent' },
        { target: 'offering' },
      ],
    },
    // a console local's order, or one closed: no offer (a later read may still change that)
    notNeeded: {
      on: { 'whatsApp.orderLoaded': { target: 'checking', actions: 'setOrder' } },
    },
    offering: {
      tags: ['offer'],
      on: {
        // a re-read keeps the message current (a payment link made meanwhile, a cancellation)
        'whatsApp.orderLoaded': { target: 'checking', actions: 'setOrder' },
        'whatsApp.sendPressed': { target: 'sent', actions: 'rememberSent' },
      },
    },
    // opened on this device: WhatsApp tells nothing back, so that is as sent as the page can know
    sent: {
      tags: ['sent'],
    },
  },
})
