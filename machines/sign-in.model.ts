import type { OrderingCustomer } from '../domain/account'
import { defineModel } from './graph/model'
import { signInMachine } from './sign-in.machine'

export const demoCustomer: OrderingCustomer = {
  phone: '+541123456789',
  name: 'Cliente Demo',
  optIn: true,
  addressesRegistered: [],
  loyaltyPointsBalance: 5000,
}

export const signInModel = defineModel({
  name: 'sign-in',
  description:
    'Account panel and phone sign-in: restores the stored phone, gates my orders / my benefit / sign out, shows the loyalty button only for an active programme of this local.',
  machine: signInMachine,
  input: { branchId: 1, branchContactId: 10, loyaltyProgramme: null },
  events: [
    { type: 'xstate.done.actor.storedPhone', output: '+541123456789' },
    { type: 'xstate.done.actor.storedPhone', output: null },
    { type: 'xstate.error.actor.storedPhone', error: { message: 'storage unavailable' } },
    { type: 'xstate.done.actor.restoreCustomer', output: demoCustomer },
    { type: 'xstate.error.actor.restoreCustomer', error: { status: 404 } },
    { type: 'xstate.done.actor.signIn', output: demoCustomer },
    { type: 'xstate.error.actor.signIn', error: { status: 404 } },
    { type: 'signIn.phoneChanged', phone: '12' },
    { type: 'signIn.phoneChanged', phone: '11 2345-6789' },
    { type: 'signIn.countryChanged', country: 'uy' },
    { type: 'account.programmeLoaded', programme: { active: true, branchContactIds: [10] } },
  ],
})
