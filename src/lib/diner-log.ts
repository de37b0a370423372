import { api } from '../api/client'
import { readStoredAddress } from './diner-storage'

export interface DinerLogContext {
  bcId?: number | null
  branchId?: number | null
  component?: string | null
  payload?: string | null
  stack?: string | null
}

/**
 * Sends a client-side report to POST /api/diner/log with where the diner was (url, stored address).
 * A report that cannot be sent is dropped: logging must never become an error the diner sees.
 */
export async function postDinerLog(text: string, context: DinerLogContext = {}): Promise<void> {
  const address = readStoredAddress()
  try {
    await api.POST('/api/diner/log', {
      body: {
        text: text.slice(0, 2000),
        context: {
          ...context,
          url: location.href.slice(0, 2000),
          fullAddress: address.fullAddress?.slice(0, 300) ?? null,
          lat: address.lat,
          lng: address.lng,
          addressFromLocalStorage: address.fullAddress !== null,
        },
      },
    })
  } catch {
    // offline: nothing to do
  }
}
