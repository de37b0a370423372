import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const signInButton = { role: 'button', name: message('account.signInTitle') } as const
const signInDialog = { role: 'dialog', name: message('account.signInTitle') } as const
const phone = { label: message('account.phoneLabel') }
const signOut = { role: 'button', name: message('account.signOut') } as const
const benefit = { role: 'button', name: 'Puntos Demo' } as const
// the top dialog's close button (the ones under it are hidden from a screen reader while it is open)
const close = { role: 'button', name: message('common.close') } as const

/**
 * 'Mi cuenta' on Palermo's menu: the panel and the phone sign-in, against the real server (the demo
 * customer 11 2345-6789, 'Cliente Demo', and the programme 'Puntos Demo'). The panel and its machine
 * start when 'Mi cuenta' is first tapped, so what the device kept is laid down before that tap.
 */
export const signInMap: UiMap = {
  machine: 'sign-in',
  where: "Menú de delivery del local Palermo: el panel 'Mi cuenta' y el ingreso por teléfono",
  url: '/menu/pizzeria-demo-palermo/delivery',
  held: {
    customer: { name: 'la consulta del cliente', method: 'GET', path: '^/api/orderingcustomer/[^/]+$' },
    programme: {
      name: 'la lectura del programa de puntos',
      method: 'GET',
      path: '^/api/branch/[^/]+/loyalty-program$',
    },
  },
  // the sign-in's toasts: 'Inicie sesión', the invalid phone, success and failure
  notices: true,
  events: [
    {
      event: 'xstate.done.actor.storedPhone',
      match: { output: '+541123456789' },
      cause: [
        { store: { phone: '+541123456789' } },
        { tap: { role: 'button', name: message('account.myAccount') } },
      ],
    },
    {
      event: 'xstate.done.actor.storedPhone',
      cause: [{ tap: { role: 'button', name: message('account.myAccount') } }],
    },
    {
      event: 'xstate.error.actor.storedPhone',
      unreachable:
        'the panel reads the device through readStored, which answers null when the storage throws (src/lib/diner-storage.ts), so a broken storage reads as no phone',
    },
    // the real server knows the demo customer at Palermo
    { event: 'xstate.done.actor.restoreCustomer', cause: [{ release: 'customer' }] },
    {
      event: 'xstate.error.actor.restoreCustomer',
      cause: [{ answer: 'customer', status: 404, title: 'Not Found' }],
    },
    { event: 'xstate.done.actor.signIn', cause: [{ release: 'customer' }] },
    {
      event: 'xstate.error.actor.signIn',
      cause: [{ answer: 'customer', status: 404, title: 'Not Found' }],
    },
    { event: 'signIn.phoneChanged', cause: [{ fill: phone, with: { event: 'phone' } }] },
    {
      event: 'signIn.countryChanged',
      // the label wraps the list, so its name goes on with the chosen country
      cause: [
        {
          select: { role: 'combobox', name: message('account.phoneCountry'), prefix: true },
          value: { event: 'country' },
        },
      ],
    },
    {
      event: 'account.programmeLoaded',
      unreachableWhen: [
        {
          in: 'sign-in.readingStorage',
          reason: 'the device is read at once when the panel opens, before the network can answer anything',
        },
      ],
      // the real server's programme 'Puntos Demo', active at Palermo
      cause: [{ release: 'programme' }],
    },
    { event: 'account.signInOpened', cause: [{ tap: signInButton }] },
    {
      event: 'account.myOrdersPressed',
      // before signing in: 'Inicie sesión' (a toast)
      cause: [{ tap: { role: 'button', name: message('account.myOrdersTitle') } }],
    },
    // the benefit's dialog ('Puntos Demo' and the balance) opens over the panel: closing it is what shows the
    // panel again, and a button that opened nothing would close the panel instead
    { event: 'account.myBenefitPressed', in: 'loggedIn', cause: [{ tap: benefit }, { tap: close }] },
    {
      event: 'account.myBenefitPressed',
      unreachableWhen: [
        {
          in: 'sign-in.anonymous',
          reason:
            "the benefit button shows only once signed in (tag showsLoyalty), so 'Inicie sesión' cannot come from it",
        },
      ],
    },
    {
      event: 'account.myOrdersPressed',
      in: 'loggedIn',
      cause: [{ tap: { role: 'button', name: message('account.myOrdersTitle') } }, { tap: close }],
    },
    { event: 'account.signOutPressed', in: 'loggedIn', cause: [{ tap: signOut }] },
    {
      event: 'account.signOutPressed',
      unreachableWhen: [
        {
          in: 'sign-in.anonymous',
          reason: "'Cerrar sesión' shows only once signed in (tag showsSignOut)",
        },
      ],
    },
    {
      event: 'signIn.submitted',
      cause: [{ tap: { role: 'button', name: message('account.signInButton') } }],
    },
    { event: 'signIn.closed', cause: [{ tap: close }] },
  ],
  states: {
    'sign-in': [],
    // the panel (and its machine) opens with the tap that reads the device
    'sign-in.readingStorage': [],
    'sign-in.restoring': [{ see: { role: 'dialog', name: message('account.myAccount') } }, { gone: signOut }],
    'sign-in.anonymous': [
      { see: { role: 'dialog', name: message('account.myAccount') } },
      { see: signInButton },
      { gone: signOut },
      { gone: signInDialog },
    ],
    'sign-in.signingIn': [{ see: signInDialog }, { field: phone, shows: { context: 'phone' } }],
    'sign-in.signingIn.editing': [],
    // 'Ingresar' is disabled while the customer is asked for: the form stays as it was
    'sign-in.signingIn.submitting': [],
    'sign-in.loggedIn': [
      { gone: signInDialog },
      { see: { text: message('account.greeting', { name: 'Cliente Demo' }) } },
      { see: signOut },
      { gone: signInButton },
    ],
    'sign-in.loggedIn.withoutLoyalty': [{ gone: benefit }],
    'sign-in.loggedIn.withLoyalty': [{ see: benefit }],
  },
}
