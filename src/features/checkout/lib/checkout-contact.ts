import type { PlateForCart } from '../../../../domain/cart'
import type { MenuHashes } from '../../../../domain/order-mode'

/** The local as the checkout reads it (the menu feature's branch contact, composed by the route). */
export interface CheckoutContact {
  id: number
  alias: string
  name: string
  whatsAppPhone?: string | null
  /** false: orders are handed off by WhatsApp (the contract's BranchContact.ordersConsole) */
  ordersConsole?: boolean
  mandatoryEmail?: boolean
  branch: { id: number; countryCode?: string | null }
  address: { street?: string; number?: string | null; zone?: string | null; locality?: string | null }
  deliveryConfig: {
    betweenStreetsRequired: boolean
    orderModes: readonly CheckoutOrderMode[]
  }
}

export interface CheckoutOrderMode {
  id: number
  /** the local's path name of the mode, which allowedOM may name */
  name: string
  type: 'DELIVERY' | 'TAKE_AWAY' | 'TABLE' | 'SELF_SERVICE'
  active: boolean
  showName?: string | null
  scheduledOrders?: 'NONE' | 'ALLOWED' | 'ONLY'
  minDelayInMinutes?: number | null
  maxDelayInMinutes?: number | null
  paymentTypes: readonly {
    id: number
    paymentMethod: string
    showName?: string | null
    active: boolean
    upload?: 'APP' | 'API'
  }[]
}

/** The menu feature's answers the checkout needs, composed by the route. */
export interface CheckoutMenu {
  /** the mode's menu as it is now, to check the cart against before sending */
  loadPlates: (orderModeId: number) => Promise<readonly PlateForCart[]>
  /** each mode's menu hash: a mode switch keeps the cart only where the menu is the same */
  loadHashes: (orderModeIds: readonly number[]) => Promise<MenuHashes>
}

export interface CheckoutSearch {
  phone?: string
  name?: string
  tableNumber?: string
  code?: string
  invalidCustomRedirect?: boolean
  rewardId?: number
  /** the storefront link's modes (allowedOM) and kiosk flag: the checkout offers only what the menu did */
  allowedOM?: string[]
  kiosk?: boolean
}
