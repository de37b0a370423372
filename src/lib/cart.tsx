import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { fromPromise } from 'xstate'
import { CART_STORAGE_KEY, stampCart } from '../../domain/cart-persistence'
import {
  type CartContext,
  type CartEmitted,
  cartMachine,
  type SaveCartParams,
} from '../../machines/cart.machine'
import { useFlowRef } from '../hooks/use-flow'
import { toast } from '../ui/toast'
import { useHydrating } from './hydrating'
import { announceStoredCartChange, onStoredCartChange, readStoredCart } from './stored-cart'
import { useT } from './use-t'

export type CartActor = ActorRefFrom<typeof cartMachine>

type CartSnapshot = ReturnType<CartActor['getSnapshot']>

/** The cart actor, and its snapshot before it started: the cart as the server rendered it (none loaded). */
const CartActorContext = createContext<{ actor: CartActor; initial: CartSnapshot } | null>(null)

/** What storage holds under the cart key: parsed JSON, the raw text when it is not JSON, or null. */
function readStorage(): unknown {
  const raw = localStorage.getItem(CART_STORAGE_KEY)
  if (raw === null) return null
  try {
    return JSON.parse(raw)
  } catch {
    // not JSON: the machine reads it as an unreadable cart and tells the diner
    return raw
  }
}

function storedAlias(): unknown {
  const stored = readStorage()
  return typeof stored === 'object' && stored !== null ? (stored as { alias?: unknown }).alias : undefined
}

const cartOnThisDevice = cartMachine.provide({
  actors: { loadCart: fromPromise(async () => readStorage()) },
  actions: {
    saveCart: (_, { alias, cart }: SaveCartParams) => {
      // One cart is stored at a time. Merely looking at another local (an empty cart there) leaves the
      // stored one alone; adding to it replaces it, as the spec's change-local warning says.
      const owner = storedAlias()
      if (cart.items.length === 0 && typeof owner === 'string' && owner !== alias) return
      try {
        // An empty cart is no cart: nothing is stored for it, so every screen (the order-mode change, the
        // recovery link, the checkout) reads "no cart", and a cart another screen discarded stays gone.
        if (cart.items.length === 0) localStorage.removeItem(CART_STORAGE_KEY)
        else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stampCart(cart, alias, Date.now())))
      } catch {
        // storage full or blocked: the cart still works for this visit
        return
      }
      // the order-mode change counts the lines and the delivery info its subtotal from storage
      announceStoredCartChange()
    },
  },
})

/**
 * One cart actor per local, for every page of it (menu, plate, 'Mi pedido', checkout). Keyed by the alias
 * where it is mounted, so changing local starts from that local's stored cart.
 */
export function CartProvider({ alias, children }: { alias: string; children: ReactNode }) {
  const t = useT()
  const actorRef = useFlowRef(cartOnThisDevice, { input: { alias, now: Date.now() } })
  // Read in the first render, before the actor starts (in an effect) and loads the stored cart.
  const [initial] = useState(() => actorRef.getSnapshot())
  const shared = useMemo(() => ({ actor: actorRef, initial }), [actorRef, initial])
  useEffect(() => {
    const subscription = actorRef.on('notify', (notice: CartEmitted) => {
      const text = t(notice.message)
      if (notice.level === 'success') toast.success(text)
      else if (notice.level === 'warning') toast.warning(text)
      else toast.error(text)
    })
    return () => subscription.unsubscribe()
  }, [actorRef, t])
  // Other screens (the order-mode change, another tab) write the stored cart directly; the actor follows
  // them, so it never saves back a cart the diner just discarded.
  useEffect(
    () =>
      onStoredCartChange(() => {
        const stored = readStoredCart(alias)
        const { items, mode } = actorRef.getSnapshot().context
        if (!stored) {
          if (items.length > 0) actorRef.send({ type: 'cart.cleared' })
          return
        }
        if (stored.mode && stored.mode.id !== mode?.id)
          actorRef.send({ type: 'cart.modeSelected', mode: stored.mode, paymentType: stored.paymentType })
      }),
    [actorRef, alias],
  )
  return <CartActorContext.Provider value={shared}>{children}</CartActorContext.Provider>
}

function useSharedCart() {
  const shared = useContext(CartActorContext)
  if (!shared) throw new Error('useCartActor needs a CartProvider above it')
  return shared
}

export const useCartActor = (): CartActor => useSharedCart().actor

/** The cart actor when there is one (the kiosk shell also runs outside a local's pages). */
export const useOptionalCartActor = () => useContext(CartActorContext)?.actor ?? null

/**
 * Reads part of the cart; the view re-renders only when that part changes. While its part of a rendered
 * page hydrates, it reads the cart as the server rendered it (none), even if the stored cart has already
 * loaded for the parts hydrated before: the stored cart comes in the render right after.
 */
export function useCart<T>(select: (context: CartContext, ready: boolean) => T): T {
  const { actor, initial } = useSharedCart()
  const hydrating = useHydrating()
  const live = useSelector(actor, (snapshot) => select(snapshot.context, snapshot.matches('ready')))
  return hydrating ? select(initial.context, initial.matches('ready')) : live
}

export function useCartAnimating(): boolean {
  const { actor } = useSharedCart()
  const hydrating = useHydrating()
  const animating = useSelector(actor, (snapshot) => snapshot.hasTag('addAnimation'))
  return !hydrating && animating
}

/** Stable sender for views. */
export function useCartSend() {
  const actor = useCartActor()
  return useMemo(() => actor.send.bind(actor), [actor])
}
