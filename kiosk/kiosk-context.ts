import { createContext, useContext } from 'react'

/** What a screen inside the kiosk shell may tell the kiosk session (null outside a kiosk). */
export interface KioskBridge {
  /** the table this kiosk serves, or null on a self-service totem */
  tableNumber: string | null
  /** the checkout started sending an order: the idle reset waits */
  submissionStarted: () => void
  /** the submission ended without an order: ordering goes on */
  submissionEnded: () => void
  /** the order exists: its short display number goes on screen */
  orderPlaced: (displayNumber: string) => void
}

export const KioskContext = createContext<KioskBridge | null>(null)

/** The kiosk session around this screen, or null on a phone visit. */
export const useKiosk = (): KioskBridge | null => useContext(KioskContext)
