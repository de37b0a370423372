import { useEffect } from 'react'
import { whatsAppHandoffMachine } from '../../../../machines/whatsapp-handoff.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { rememberWhatsAppSent, useWhatsAppLink, wasWhatsAppSent } from '../../../lib/whatsapp-handoff'
import type { Order } from '../api/order'

/**
 * 'Enviar pedido por WhatsApp' on the follow-up of an order the local takes by WhatsApp, until this device
 * opened its message (machines/whatsapp-handoff.machine.ts). The link opens in the tap itself, so no popup
 * blocker stands in the way; the message is the checkout's, built from the same answer.
 */
export function WhatsAppHandoff({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  const t = useT()
  const linkOf = useWhatsAppLink(timeZone)
  const [snapshot, send, actorRef] = useFlow(whatsAppHandoffMachine)
  const phone = order.branchContact?.whatsAppPhone ?? null

  useEffect(() => {
    send({
      type: 'whatsApp.orderLoaded',
      order: {
        code: order.code,
        status: order.status,
        takenByWhatsApp: Boolean(order.takenByWhatsApp && phone),
      },
      sent: wasWhatsAppSent(order.code),
    })
  }, [order, phone, send])
  useEffect(() => {
    const subscription = actorRef.on('whatsApp.sent', ({ code }) => rememberWhatsAppSent(code))
    return () => subscription.unsubscribe()
  }, [actorRef])

  if (!snapshot.hasTag('offer') || !phone) return null
  return (
    <section className="mx-auto mt-4 max-w-xl px-4">
      <div className="rounded-xl border-2 border-brand/30 bg-brand/5 px-4 py-3">
        <p className="text-sm">{t('whatsapp.sendHint')}</p>
        <a
          href={linkOf(phone, order)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => send({ type: 'whatsApp.sendPressed' })}
          className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand px-5 py-2 font-semibold text-brand-contrast"
        >
          {t('whatsapp.send')}
        </a>
      </div>
    </section>
  )
}
