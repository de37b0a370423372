import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { Message } from '../../../../domain/message'
import { customerPhoneKey } from '../../../../domain/phone'
import type { CheckoutActor } from '../../../../machines/checkout.machine'
import { track } from '../../../lib/analytics'
import { STORED_EMAIL_KEY, STORED_NAME_KEY, STORED_PHONE_KEY, writeStored } from '../../../lib/diner-storage'
import { useKiosk } from '../../../lib/kiosk-mode'
import { clearStoredCart, setStoredCartMode } from '../../../lib/stored-cart'
import { useT } from '../../../lib/use-t'
import { openWhatsApp, useWhatsAppLink } from '../../../lib/whatsapp-handoff'
import { toast } from '../../../ui/toast'

/**
 * What the checkout emits, done at this edge: toasts, the stored cart (and its mode) and order code, the WhatsApp link,
 * the follow-up (or, on a kiosk, its short number) and the kiosk's idle reset held while an order is sent.
 */
export function useCheckoutEffects(actor: CheckoutActor, alias: string) {
  const t = useT()
  const router = useRouter()
  const kiosk = useKiosk()
  const whatsAppLink = useWhatsAppLink(undefined)
  const edge = useRef({ t, kiosk, whatsAppLink })
  edge.current = { t, kiosk, whatsAppLink }
  useEffect(() => {
    const notify = (level: 'error' | 'success' | 'info', message: Message) => {
      const text = edge.current.t(message)
      if (level === 'error') toast.error(text)
      else if (level === 'success') toast.success(text)
      else toast(text)
    }
    let placedNumber: string | null = null
    const subscriptions = [
      actor.on('notify', (event) => notify(event.level, event.message)),
      actor.on('checkout.revalidate', () => notify('error', { key: 'checkout.orderFailed' })),
      actor.on('loyalty.rewardClaimed', () => notify('success', { key: 'checkout.rewardClaimed' })),
      actor.on('checkout.orderSubmitted', ({ request: { draft } }) => {
        // Remembered for the next visit (storage unavailable: it asks again). The phone is kept as the key
        // the customer is known by, so the account panel signs the diner in with it.
        const phoneKey = customerPhoneKey(draft.phone, draft.phoneCountry)
        writeStored(STORED_NAME_KEY, draft.customerName.trim() || null)
        writeStored(STORED_PHONE_KEY, phoneKey ?? (draft.phone.trim() || null))
        if (draft.customerEmail.trim()) writeStored(STORED_EMAIL_KEY, draft.customerEmail.trim())
        track('PAY_ORDER', alias, { paymentMethod: draft.paymentMethod ?? '', total: String(draft.total) })
      }),
      actor.on('order.placed', (event) => {
        const { displayNumber } = event.order
        placedNumber = displayNumber === undefined ? null : String(displayNumber)
        // through the shared stored cart, so the local's cart actor empties too and never saves it back
        clearStoredCart()
        track('CREATE_ORDER', alias, { orderCode: event.order.code })
      }),
      // a mode switched on the page is the cart's mode on the next visit; a cart its menu cannot keep goes
      actor.on('orderMode.modeApplied', ({ mode, paymentType }) =>
        setStoredCartMode(alias, mode, paymentType),
      ),
      actor.on('orderMode.cartCleared', () => clearStoredCart()),
      actor.on('order-code.store', (event) => {
        try {
          window.localStorage.setItem('lastOrderCode', event.code)
        } catch {
          // storage unavailable
        }
      }),
      // Opened in the continuation of the tap: a late answer is blocked, and the follow-up offers it.
      actor.on('open-external', (event) =>
        openWhatsApp(edge.current.whatsAppLink(event.phone, event.order), event.order.code),
      ),
      actor.on('navigate', (event) => {
        // A kiosk shows the order's short number, then resets for the next diner, instead of the follow-up.
        const { kiosk } = edge.current
        if (kiosk && placedNumber !== null) kiosk.orderPlaced(placedNumber)
        // the payment link's hosted page is the provider's, outside the app's router; the checkout's entry
        // becomes the follow-up, so Back from the provider lands there
        else if (event.external) {
          if (event.back) router.history.replace(event.back)
          window.location.assign(event.to)
        } else router.history.push(event.to)
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor, alias, router])

  // The kiosk holds its idle reset while the order is on its way.
  const submission = useSelector(actor, (s) => s.children.submission)
  const sending = useSelector(submission, (s) =>
    s?.hasTag('submitting') ? 'sending' : s?.hasTag('submitted') ? 'sent' : 'idle',
  )
  const was = useRef(false)
  useEffect(() => {
    const now = sending === 'sending'
    if (!kiosk || now === was.current) return
    was.current = now
    if (now) kiosk.submissionStarted()
    else if (sending !== 'sent') kiosk.submissionEnded()
  }, [kiosk, sending])
}
