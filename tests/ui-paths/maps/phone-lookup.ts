import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const phone = { label: message('checkout.phoneLabel') }
const optIn = { role: 'checkbox', name: message('checkout.optInLabel') } as const

/**
 * The checkout's phone field ('Mis datos') on Palermo's delivery checkout with a stored cart: the real
 * server knows the demo customer 11 2345-6789 ('Cliente Demo'), whose name then fills the empty name field.
 */
export const phoneLookupMap: UiMap = {
  machine: 'phone-lookup',
  where: "Confirmación del pedido (delivery, Palermo), sección 'Mis datos': el teléfono del cliente",
  url: '/menu/pizzeria-demo-palermo/checkout',
  cart: { alias: 'pizzeria-demo-palermo', mode: 'DELIVERY' },
  held: {
    lookUp: { name: 'la búsqueda del cliente', method: 'GET', path: '^/api/orderingcustomer/[^/]+$' },
  },
  events: [
    { event: 'phone.changed', cause: [{ fill: phone, with: { event: 'phone' } }] },
    {
      event: 'phone.countryChanged',
      unreachable:
        "the checkout's phone field has no country list: the number is read in the local's country (the sign-in modal has one, see the sign-in map)",
    },
    { event: 'phone.optInChanged', cause: [{ check: optIn, checked: { event: 'optIn' } }] },
    {
      event: 'xstate.after.debounce.phone-lookup.debouncing',
      cause: [{ happens: 'Deja de escribir medio segundo' }],
    },
    // the real server answers for the demo customer
    { event: 'xstate.done.actor.customerLookup', cause: [{ release: 'lookUp' }] },
    {
      event: 'xstate.error.actor.customerLookup',
      cause: [{ answer: 'lookUp', status: 404, title: 'Not Found' }],
    },
  ],
  states: {
    'phone-lookup': [
      { see: { role: 'heading', name: message('checkout.myData') } },
      { field: phone, shows: { context: 'phone' } },
      { ticked: optIn, shows: { context: 'optIn' } },
    ],
    // nothing shows while the diner types, nor for an empty or short number (the order's validation says
    // it on 'Realizar pedido', which is the checkout's map)
    'phone-lookup.debouncing': [],
    'phone-lookup.empty': [],
    'phone-lookup.invalid': [],
    'phone-lookup.lookingUp': [],
    'phone-lookup.known': [
      { field: { label: message('checkout.nameLabel') }, shows: { context: 'customer.name' } },
    ],
    'phone-lookup.unknown': [],
  },
}
