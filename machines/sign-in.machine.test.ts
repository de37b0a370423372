import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { OrderingCustomer } from '../domain/account'
import { describeModel } from './graph/describe-model'
import { signInMachine } from './sign-in.machine'
import { demoCustomer, signInModel } from './sign-in.model'

const notices = (emitted: { type: string; message?: { key: string } }[]) =>
  emitted.filter((e) => e.type === 'notify').map((e) => e.message?.key)

describeModel(signInModel, {
  eachStep: ({ event, snapshot, emitted, actions }) => {
    const names = actions.map((a) => a.type)
    if (event.type === 'xstate.done.actor.signIn') {
      expect(notices(emitted)).toEqual(['account.signInSuccess'])
      expect(actions.find((a) => a.type === 'storePhone')?.params).toEqual({ phone: '+541123456789' })
    }
    if (event.type === 'xstate.error.actor.signIn') expect(notices(emitted)).toEqual(['account.signInFailed'])
    expect(names.includes('clearStoredPhone')).toBe(
      event.type === 'account.signOutPressed' && snapshot.matches('anonymous') && !notices(emitted).length,
    )
    const gated = ['account.myOrdersPressed', 'account.myBenefitPressed', 'account.signOutPressed']
    if (gated.includes(event.type) && snapshot.matches('anonymous') && names.includes('notifySignInRequired'))
      expect(notices(emitted)).toEqual(['account.signInRequired'])
    // the panel's facts follow the rules of 1-storefront.md §5
    expect(snapshot.hasTag('showsSignOut')).toBe(snapshot.hasTag('loggedIn'))
    if (snapshot.hasTag('showsLoyalty')) {
      expect(snapshot.hasTag('loggedIn')).toBe(true)
      expect(snapshot.context.loyaltyProgramme?.branchContactIds).toContain(snapshot.context.branchContactId)
    }
    expect(snapshot.hasTag('loggedIn')).toBe(snapshot.context.customer !== null)
  },
})

const withCustomer = (
  lookup: (phone: string) => OrderingCustomer | undefined,
  stored: string | null = null,
) =>
  signInMachine.provide({
    actors: {
      readStoredPhone: fromPromise(async () => stored),
      fetchCustomer: fromPromise(async ({ input }) => {
        const found = lookup(input.phone)
        if (!found) throw new Error('404')
        return found
      }),
    },
  })

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sign-in', () => {
  const input = {
    branchId: 1,
    branchContactId: 10,
    loyaltyProgramme: { active: true, branchContactIds: [10] },
  }

  it('restores the session of the phone stored on the device', async () => {
    const actor = createActor(
      withCustomer(() => demoCustomer, '+541123456789'),
      { input },
    ).start()
    await settle()
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('loggedIn')).toBe(true)
    expect(snapshot.hasTag('showsLoyalty')).toBe(true)
    expect(snapshot.context.customer?.name).toBe('Cliente Demo')
  })

  it('signs in an Argentine mobile typed with the 9 under the same customer key', async () => {
    const asked: string[] = []
    const actor = createActor(
      withCustomer((phone) => {
        asked.push(phone)
        return demoCustomer
      }),
      { input },
    ).start()
    await settle()
    actor.send({ type: 'account.signInOpened' })
    actor.send({ type: 'signIn.phoneChanged', phone: '+54 9 11 2345-6789' })
    actor.send({ type: 'signIn.submitted' })
    await settle()
    expect(asked).toEqual(['+541123456789'])
    expect(actor.getSnapshot().context.storedPhone).toBe('+541123456789')
  })

  it('refuses an invalid number without asking the server', async () => {
    const asked: string[] = []
    const actor = createActor(
      withCustomer((phone) => {
        asked.push(phone)
        return demoCustomer
      }),
      { input },
    ).start()
    const seen: string[] = []
    actor.on('notify', (e) => seen.push(e.message.key))
    await settle()
    actor.send({ type: 'account.signInOpened' })
    actor.send({ type: 'signIn.phoneChanged', phone: '12' })
    actor.send({ type: 'signIn.submitted' })
    await settle()
    expect(asked).toEqual([])
    expect(seen).toEqual(['account.invalidPhone'])
    expect(actor.getSnapshot().matches({ signingIn: 'editing' })).toBe(true)
  })

  it('hides the loyalty button when the programme does not list this local', async () => {
    const actor = createActor(
      withCustomer(() => demoCustomer, '+541123456789'),
      {
        input: { ...input, loyaltyProgramme: { active: true, branchContactIds: [11] } },
      },
    ).start()
    await settle()
    await settle()
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true)
    expect(actor.getSnapshot().hasTag('showsLoyalty')).toBe(false)
    actor.send({ type: 'account.programmeLoaded', programme: { active: false, branchContactIds: [10] } })
    expect(actor.getSnapshot().hasTag('showsLoyalty')).toBe(false)
  })
})
