import { useCallback, useRef, useSyncExternalStore } from 'react'
import { CART_STORAGE_KEY, type PersistedCart, restoreCart, stampCart } from '../../domain/cart-persistence'
import type { SelectedOrderMode, SelectedPaymentType } from '../../domain/order-mode'

/**
 * The stored cart as the storefront's other screens see it (the cart screens own it through the cart
 * machine). Storage is read through domain/cart-persistence, so a stale, foreign or tampered record reads
 * as no cart. Writers announce a change with CART_CHANGED_EVENT; other tabs are heard through 'storage'.
 */
export const CART_CHANGED_EVENT = 'tucan:cart-changed'

function readRaw(): unknown {
  try {
    const text = localStorage.getItem(CART_STORAGE_KEY)
    return text === null ? null : JSON.parse(text)
  } catch {
    return null
  }
}

export function readStoredCart(alias: string, now = Date.now()): PersistedCart | null {
  return restoreCart(readRaw(), alias, now)
}

/** The local a usable stored cart belongs to, or null. */
export function storedCartAlias(now = Date.now()): string | null {
  const raw = readRaw()
  const alias =
    typeof raw === 'object' && raw !== null && 'alias' in raw && typeof raw.alias === 'string'
      ? raw.alias
      : null
  return alias !== null && restoreCart(raw, alias, now) !== null ? alias : null
}

/** Lines in the stored cart of this local (0 when none applies). */
export const storedCartLineCount = (alias: string) => readStoredCart(alias)?.items.length ?? 0

/** Tells this tab's screens that the stored cart changed (the cart actor's own saves included). */
export const announceStoredCartChange = () => window.dispatchEvent(new Event(CART_CHANGED_EVENT))
const announce = announceStoredCartChange

export function clearStoredCart(): void {
  try {
    localStorage.removeItem(CART_STORAGE_KEY)
  } catch {
    // storage refused (private mode): there is nothing stored to clear
  }
  announce()
}

/** The kept cart takes the new mode and its default payment. */
export function setStoredCartMode(
  alias: string,
  mode: SelectedOrderMode,
  paymentType: SelectedPaymentType | null,
): void {
  const cart = readStoredCart(alias)
  if (!cart) return
  try {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(stampCart({ ...cart, mode, paymentType }, alias, Date.now())),
    )
  } catch {
    return
  }
  announce()
}

/** Calls back whenever the stored cart may have changed, here or in another tab. */
export function onStoredCartChange(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) callback()
  }
  window.addEventListener(CART_CHANGED_EVENT, callback)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, callback)
    window.removeEventListener('storage', onStorage)
  }
}

const noStoredCart = () => null

/**
 * Re-renders with the stored cart of this local whenever it changes. A page the server rendered is
 * hydrated as the server saw it, with no cart (React's server snapshot); the stored cart comes in the
 * render right after, so hydration never meets a different page.
 */
export function useStoredCart(alias: string): PersistedCart | null {
  // The same stored text must give the same cart, or React would render forever.
  const last = useRef<{ text: string | null; alias: string; cart: PersistedCart | null }>(undefined)
  const snapshot = useCallback(() => {
    let text: string | null = null
    try {
      text = localStorage.getItem(CART_STORAGE_KEY)
    } catch {
      text = null
    }
    if (last.current?.text !== text || last.current.alias !== alias)
      last.current = { text, alias, cart: readStoredCart(alias) }
    return last.current.cart
  }, [alias])
  return useSyncExternalStore(onStoredCartChange, snapshot, noStoredCart)
}
