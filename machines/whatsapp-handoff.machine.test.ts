import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor } from 'xstate'
import { describeModel } from './graph/describe-model'
import { whatsAppHandoffMachine } from './whatsapp-handoff.machine'
import { floresOrder, whatsAppHandoffModel } from './whatsapp-handoff.model'

describeModel(whatsAppHandoffModel, {
  eachStep: ({ event, snapshot, emitted }) => {
    const order = snapshot.context.order
    // offered only for a WhatsApp local's open order
    if (snapshot.hasTag('offer')) {
      expect(order?.takenByWhatsApp).toBe(true)
      expect(order?.status).not.toBe('CANCELED')
    }
    if (event.type === 'whatsApp.sendPressed' && snapshot.matches('sent'))
      expect(emitted).toEqual([{ type: 'whatsApp.sent', code: 'FL-2001' }])
    else expect(emitted).toEqual([])
    if (
      event.type === 'whatsApp.orderLoaded' &&
      event.sent &&
      order?.takenByWhatsApp &&
      order.status !== 'CANCELED'
    )
      expect(snapshot.matches('sent')).toBe(true)
  },
})

describe('WhatsApp hand-off', () => {
  const start = () => {
    const emitted: AnyEventObject[] = []
    const actor = createActor(whatsAppHandoffMachine)
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    return { actor, emitted }
  }

  it('offers the message until it is tapped, remembers it once, and never offers it again', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'whatsApp.orderLoaded', order: floresOrder, sent: false })
    expect(actor.getSnapshot().hasTag('offer')).toBe(true)
    actor.send({ type: 'whatsApp.sendPressed' })
    actor.send({ type: 'whatsApp.sendPressed' })
    actor.send({ type: 'whatsApp.orderLoaded', order: floresOrder, sent: false })
    expect(actor.getSnapshot().hasTag('sent')).toBe(true)
    expect(emitted).toEqual([{ type: 'whatsApp.sent', code: 'FL-2001' }])
  })

  it('does not offer what this device already opened, a console order, or a canceled one', () => {
    for (const [order, sent] of [
      [floresOrder, true],
      [{ ...floresOrder, takenByWhatsApp: false }, false],
      [{ ...floresOrder, status: 'CANCELLED' }, false],
    ] as const) {
      const { actor } = start()
      actor.send({ type: 'whatsApp.orderLoaded', order, sent })
      expect(actor.getSnapshot().hasTag('offer')).toBe(false)
    }
  })

  it('withdraws the offer when a re-read finds the order canceled', () => {
    const { actor } = start()
    actor.send({ type: 'whatsApp.orderLoaded', order: floresOrder, sent: false })
    actor.send({ type: 'whatsApp.orderLoaded', order: { ...floresOrder, status: 'CANCELED' }, sent: false })
    expect(actor.getSnapshot().matches('notNeeded')).toBe(true)
  })
})
