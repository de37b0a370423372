import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { components } from '../../../../contract/schema'
import type { AbandonedCartCancel, AbandonedCartNotice, CartOnHide } from '../../../../domain/abandoned-cart'
import { abandonedCartMachine } from '../../../../machines/abandoned-cart.machine'
import { useFlow } from '../../../hooks/use-flow'
import { postDinerLog } from '../../../lib/diner-log'
import { readStored, STORED_EMAIL_KEY, STORED_PHONE_KEY } from '../../../lib/diner-storage'
import { cancelAbandonedCart, reportAbandonedCart } from '../api/abandoned-cart'
import { storedCartOf } from '../lib/wire-cart'

type BranchContact = components['schemas']['BranchContact']

/** A stored email that is not one would only get the report refused; it travels as no email instead. */
const emailOrNull = (email: string | null) =>
  email && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim()) ? email.trim() : null

const machine = abandonedCartMachine.provide({
  actors: {
    reportAbandonedCart: fromPromise<void, AbandonedCartNotice>(({ input }) => reportAbandonedCart(input)),
    cancelAbandonedCart: fromPromise<void, AbandonedCartCancel>(({ input }) => cancelAbandonedCart(input)),
  },
})

/**
 * Runs the abandoned-cart machine while a local's pages are open: hiding the page with a stored phone and
 * items reports the cart, showing it again cancels the report. Renders nothing.
 */
export default function AbandonedCartWatcher({
  alias,
  contact,
  currentModeId,
}: {
  alias: string
  contact: BranchContact
  /** the mode of the page, used when the cart does not say which mode it was built in */
  currentModeId: number | null
}) {
  const [, send, actorRef] = useFlow(machine, { input: { alias } })

  useEffect(() => {
    const subscription = actorRef.on('log', (event) =>
      postDinerLog(event.text, {
        bcId: contact.id,
        branchId: contact.branch.id,
        component: 'abandoned-cart',
      }),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, contact])

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        send({ type: 'page.visible' })
        return
      }
      const cart = storedCartOf(alias, Date.now())
      const fallbackMode =
        currentModeId ?? contact.deliveryConfig.orderModes.find((m) => m.active)?.id ?? null
      const onHide: CartOnHide = {
        phone: readStored(STORED_PHONE_KEY),
        email: emailOrNull(readStored(STORED_EMAIL_KEY)),
        items: cart?.items ?? [],
        branchId: contact.branch.id,
        branchContactId: contact.id,
        orderModeId: cart?.mode?.id ?? fallbackMode,
      }
      send({ type: 'page.hidden', cart: onHide })
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [alias, contact, currentModeId, send])

  return null
}
