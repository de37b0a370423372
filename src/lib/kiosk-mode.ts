import { type ComponentType, createContext, type ReactNode, useContext } from 'react'

/**
 * What a screen of the web app may know of, and tell, the kiosk session around it (null outside a kiosk).
 * The kiosk shell (kiosk/) provides it; src/ never imports kiosk/ (src/layering.test.ts).
 */
export interface KioskBridge {
  /** the table this kiosk serves, or null on a self-service totem */
  tableNumber: string | null
  /** the checkout started sending an order: the idle reset waits */
  submissionStarted: () => void
  /** the submission ended without an order: ordering goes on */
  submissionEnded: () => void
  /** the order exists and is accepted (paid, or to pay at the counter): its display number goes on screen */
  orderPlaced: (displayNumber: string) => void
}

export const KioskContext = createContext<KioskBridge | null>(null)

/** The kiosk session around this screen, or null on a phone visit. */
export const useKiosk = (): KioskBridge | null => useContext(KioskContext)

/** The kiosk shell a table or kiosk link runs inside: the app's entry hands it to the router context. */
export type KioskShellComponent = ComponentType<{
  /** the tableNumber of the kiosk link; without one the kiosk is a self-service totem */
  tableNumber?: string
  /** the venue as the attract screen shows it (logo, name, highlighted plates) */
  welcome?: ReactNode
  children: ReactNode
}>
