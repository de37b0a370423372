import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { OrderingCustomer } from '../domain/account'
import { connectSignIn } from './sign-in.connect'
import { type SignInEvent, signInMachine } from './sign-in.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const demo: OrderingCustomer = {
  phone: '+541123456789',
  name: 'Cliente Demo',
  optIn: true,
  addressesRegistered: [],
  loyaltyPointsBalance: 5000,
}
const programme = { active: true, branchContactIds: [10] }

function viewed(stored: string | null) {
  const machine = signInMachine.provide({
    actors: {
      readStoredPhone: fromPromise(async () => stored),
      fetchCustomer: fromPromise(async () => demo),
    },
  })
  const actor = createActor(machine, {
    input: { branchId: 1, branchContactId: 10, loyaltyProgramme: null },
  }).start()
  const sent: SignInEvent[] = []
  const send = (event: SignInEvent) => {
    sent.push(event)
    actor.send(event)
  }
  return { actor, sent, view: () => connectSignIn(actor.getSnapshot(), send) }
}

describe('connectSignIn', () => {
  it('before signing in: offers it, no greeting, no benefit, no sign-out', async () => {
    const { view } = viewed(null)
    await settle()
    expect(view()).toMatchObject({
      loggedIn: false,
      greetingName: null,
      offersSignIn: true,
      showsLoyalty: false,
      showsSignOut: false,
      signIn: { open: false },
    })
  })

  it('signs in with the typed phone: the form, then the greeting and the balance', async () => {
    const { view, sent } = viewed(null)
    await settle()
    view().openSignIn()
    expect(view().signIn).toMatchObject({ open: true, busy: false, phone: '', country: 'ar' })
    view().signIn.changePhone('11 2345-6789')
    expect(view().signIn.phone).toBe('11 2345-6789')
    view().signIn.submit()
    expect(view().signIn.busy).toBe(true)
    await settle()
    expect(view()).toMatchObject({
      loggedIn: true,
      greetingName: 'Cliente Demo',
      offersSignIn: false,
      showsSignOut: true,
      balance: 5000,
      signIn: { open: false },
    })
    expect(sent.map((e) => e.type)).toEqual([
      'account.signInOpened',
      'signIn.phoneChanged',
      'signIn.submitted',
    ])
  })

  it("a stored phone restores the session; 'Mi beneficio' shows once the programme is active here", async () => {
    const { actor, view } = viewed('+541123456789')
    await settle()
    await settle()
    expect(view()).toMatchObject({ loggedIn: true, storedPhone: '+541123456789', showsLoyalty: false })
    actor.send({ type: 'account.programmeLoaded', programme })
    expect(view().showsLoyalty).toBe(true)
    view().signOut()
    expect(view()).toMatchObject({ loggedIn: false, storedPhone: null, greetingName: null })
  })
})
