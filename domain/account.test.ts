import { describe, expect, it } from 'vitest'
import { isProgrammeActiveFor, showsLoyaltyButton, showsSignOut, unknownCustomer } from './account'

describe('account', () => {
  const programme = { active: true, branchContactIds: [10, 12] }

  it('counts a programme only when active and listing the local', () => {
    expect(isProgrammeActiveFor(programme, 10)).toBe(true)
    expect(isProgrammeActiveFor(programme, 11)).toBe(false)
    expect(isProgrammeActiveFor({ ...programme, active: false }, 10)).toBe(false)
    expect(isProgrammeActiveFor(null, 10)).toBe(false)
    expect(isProgrammeActiveFor(undefined, 10)).toBe(false)
  })

  it('shows the loyalty button to a signed-in customer of a local in the programme', () => {
    expect(showsLoyaltyButton(programme, 10, true)).toBe(true)
    expect(showsLoyaltyButton(programme, 10, false)).toBe(false)
    expect(showsLoyaltyButton(programme, 11, true)).toBe(false)
  })

  it('offers sign-out only when signed in', () => {
    expect(showsSignOut(true)).toBe(true)
    expect(showsSignOut(false)).toBe(false)
  })

  it('treats an unknown customer as not opted in with no addresses, and as a first purchase', () => {
    expect(unknownCustomer('+541123456789')).toEqual({
      phone: '+541123456789',
      name: '',
      optIn: false,
      addressesRegistered: [],
      loyaltyPointsBalance: 0,
      firstPurchase: true,
    })
  })
})
