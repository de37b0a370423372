import type { LoyaltyProgramme } from './loyalty'

/** An address the customer used before, offered again at checkout (the contract's UserLocation). */
export interface RegisteredAddress {
  fullAddress?: string | null
  street?: string | null
  number?: string | null
  city?: string | null
  details?: string | null
  betweenStreets?: string | null
  lat?: number | null
  lng?: number | null
}

/** GET /api/orderingcustomer/{phone}: what the venue knows about a phone. */
export interface OrderingCustomer {
  phone: string
  name: string
  optIn: boolean
  addressesRegistered: RegisteredAddress[]
  loyaltyPointsBalance: number
  /** no order under this phone yet (the server's answer; absent means it did not say) */
  firstPurchase?: boolean
}

/** A failed look-up is treated as a customer who did not opt in and has no addresses (1-storefront.md §8). */
export const unknownCustomer = (phone: string): OrderingCustomer => ({
  phone,
  name: '',
  optIn: false,
  addressesRegistered: [],
  loyaltyPointsBalance: 0,
  // a phone the venue does not know has no order yet; POST /api/order checks it again
  firstPurchase: true,
})

/** The default before any look-up: a new diner opts in (2-checkout.md §9). */
export const DEFAULT_OPT_IN = true

type ProgrammeReach = Pick<LoyaltyProgramme, 'active' | 'branchContactIds'>

/** A programme counts for a local only when it is active and lists that local (1-storefront.md §5). */
export const isProgrammeActiveFor = (programme: ProgrammeReach | null | undefined, branchContactId: number) =>
  programme?.active === true && programme.branchContactIds.includes(branchContactId)

/** The account panel's 'my benefit' button: a programme for this local and a signed-in customer. */
export const showsLoyaltyButton = (
  programme: ProgrammeReach | null | undefined,
  branchContactId: number,
  loggedIn: boolean,
) => loggedIn && isProgrammeActiveFor(programme, branchContactId)

/** Sign-out is offered only to a signed-in customer. */
export const showsSignOut = (loggedIn: boolean) => loggedIn
