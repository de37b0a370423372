/**
 * What the device remembers about the diner (1-storefront.md §3–6): the phone they signed in or ordered
 * with, their email and name, and the address under `userLocation`. Storage can be full, disabled or
 * edited by hand, so every read is defensive and every write may silently not happen.
 */
export const STORED_PHONE_KEY = 'phone'
export const STORED_EMAIL_KEY = 'email'
export const STORED_NAME_KEY = 'name'
export const USER_LOCATION_KEY = 'userLocation'

export function readStored(key: string): string | null {
  try {
    const value = localStorage.getItem(key)
    return value?.trim() ? value : null
  } catch {
    return null
  }
}

// Said on window by writeStored, with the key as detail; another tab's writes arrive as 'storage'.
const STORED_CHANGED_EVENT = 'tucan:stored'

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage full or disabled: the diner is simply not remembered.
    return
  }
  window.dispatchEvent(new CustomEvent(STORED_CHANGED_EVENT, { detail: key }))
}

/** Calls back whenever the stored value under `key` may have changed, here or in another tab. */
export function onStoredChange(key: string, callback: () => void): () => void {
  const onChange = (event: Event) => {
    const changed = event instanceof StorageEvent ? event.key : (event as CustomEvent<string>).detail
    if (changed === null || changed === key) callback()
  }
  window.addEventListener(STORED_CHANGED_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(STORED_CHANGED_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

export function readStoredJson(key: string): unknown {
  const raw = readStored(key)
  if (raw === null) return null
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

export interface StoredAddress {
  fullAddress: string | null
  lat: number | null
  lng: number | null
}

/** The diner's stored address, as far as analytics and logs need it. */
export function readStoredAddress(): StoredAddress {
  const value = readStoredJson(USER_LOCATION_KEY)
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  return {
    fullAddress:
      typeof record.fullAddress === 'string' && record.fullAddress.trim() ? record.fullAddress : null,
    lat: number(record.lat),
    lng: number(record.lng),
  }
}
