import { useSelector } from '@xstate/react'
import type { CheckoutActor } from '../../../../machines/checkout.machine'

/** The checkout's snapshot, for a section that renders it. */
export const useCheckoutState = (actor: CheckoutActor) => useSelector(actor, (snapshot) => snapshot)
