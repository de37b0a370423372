import { useEffect } from 'react'
import { isCounterPickup, isReadyForPickup } from '../../../../domain/counter-board'
import type { OrderModeType } from '../../../../domain/order-mode'
import type { OrderStatus } from '../../../../domain/order-status'
import {
  type NotificationPermissionState,
  readyNoticeMachine,
} from '../../../../machines/ready-notice.machine'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import '../../../../i18n/areas/counter-board'

const permissionNow = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission

/**
 * 'Tu pedido está listo para retirar' on the follow-up of a take-away or kiosk order (issue 35). The
 * ready-notice machine decides when to alert; this view tells it each read of the order and carries out
 * the vibration and the notification, while the page is open.
 */
export function ReadyNotice({
  order,
}: {
  order: { type: OrderModeType; status: OrderStatus; full: { displayNumber?: number | null } }
}) {
  const t = useT()
  const [state, send, actorRef] = useFlow(readyNoticeMachine)
  const ready = isReadyForPickup(order)
  const counter = isCounterPickup(order.type)
  const number = order.full.displayNumber ?? ''

  useEffect(() => {
    send({ type: 'notice.permission', permission: permissionNow() })
  }, [send])
  useEffect(() => {
    send({ type: 'order.seen', ready, counter })
  }, [ready, counter, send])
  useEffect(() => {
    const subscriptions = [
      actorRef.on('notice.alert', ({ notify }) => {
        navigator.vibrate?.([300, 150, 300])
        if (notify)
          try {
            new Notification(t('counterBoard.readyForPickup'), {
              body: t('counterBoard.readyForPickupDetail', { number }),
            })
          } catch {
            // some browsers allow notifications only from a service worker: the page's text is enough
          }
      }),
      actorRef.on('notice.askPermission', () => {
        Notification.requestPermission()
          .then((permission) => send({ type: 'notice.permission', permission }))
          .catch(() => undefined)
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, send, t, number])

  if (state.hasTag('ready'))
    return (
      <div role="status" className="mx-auto mt-4 max-w-xl rounded-xl bg-brand px-4 py-3 text-brand-contrast">
        <p className="font-bold text-xl">{t('counterBoard.readyForPickup')}</p>
        <p>{t('counterBoard.readyForPickupDetail', { number })}</p>
      </div>
    )
  if (state.hasTag('waiting') && state.context.permission === 'default')
    return (
      <p className="mx-auto mt-4 max-w-xl">
        <button
          type="button"
          onClick={() => send({ type: 'notice.permissionAsked' })}
          className="rounded-full border-2 border-ink/15 px-4 py-2 font-semibold hover:border-brand"
        >
          {t('counterBoard.notifyMe')}
        </button>
      </p>
    )
  return null
}
