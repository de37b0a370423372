import type { OrderingCustomer } from '../domain/account'
import { defineModel } from './graph/model'
import { phoneLookupMachine } from './phone-lookup.machine'

export const lookedUpCustomer: OrderingCustomer = {
  phone: '+541123456789',
  name: 'Cliente Demo',
  optIn: true,
  addressesRegistered: [{ fullAddress: 'Av. Santa Fe 3500, CABA', lat: -34.5866, lng: -58.4136 }],
  loyaltyPointsBalance: 5000,
}

export const phoneLookupModel = defineModel({
  name: 'phone-lookup',
  description:
    'Checkout phone field: looks the customer up 500 ms after typing stops; a new number drops loyalty points and the code discount and resets optIn.',
  machine: phoneLookupMachine,
  input: { branchId: 1 },
  events: [
    { type: 'phone.changed', phone: '12' },
    { type: 'phone.changed', phone: '11 2345-6789' },
    { type: 'phone.changed', phone: '' },
    { type: 'phone.countryChanged', country: 'uy' },
    { type: 'phone.optInChanged', optIn: false },
    { type: 'xstate.done.actor.customerLookup', output: lookedUpCustomer },
    { type: 'xstate.error.actor.customerLookup', error: { status: 404 } },
  ],
})
