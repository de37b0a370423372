import { useSyncExternalStore } from 'react'
import { readUserLocation, USER_LOCATION_KEY, type UserLocation } from '../../domain/user-location'

/** The diner's stored address (`userLocation`), shared by the address modal and the delivery info. */
const CHANGED = 'tucan:user-location-changed'

let cachedText: string | null | undefined
let cachedValue: UserLocation | null = null

function snapshot(): UserLocation | null {
  let text: string | null = null
  try {
    text = localStorage.getItem(USER_LOCATION_KEY)
  } catch {
    text = null
  }
  // the same text must give the same object, or React would render forever
  if (text !== cachedText) {
    cachedText = text
    try {
      cachedValue = text === null ? null : readUserLocation(JSON.parse(text))
    } catch {
      cachedValue = null
    }
  }
  return cachedValue
}

function subscribe(callback: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_LOCATION_KEY) callback()
  }
  window.addEventListener(CHANGED, callback)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGED, callback)
    window.removeEventListener('storage', onStorage)
  }
}

export const useUserLocation = () => useSyncExternalStore(subscribe, snapshot, () => null)

export function saveUserLocation(location: UserLocation): void {
  try {
    localStorage.setItem(USER_LOCATION_KEY, JSON.stringify({ ...location, fromLocalStorage: false }))
  } catch {
    // storage refused (private mode): nothing is kept, and the page reads no address
  }
  window.dispatchEvent(new Event(CHANGED))
}
