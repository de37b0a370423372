import { message } from '../../../domain/message'
import type { UiMap } from '../ui-map'

const name = { label: message('orderConsole.nameLabel') }
const password = { label: message('orderConsole.passwordLabel') }
const alert = { role: 'alert' } as const

/** The staff sign-in of the orders console (/consola/:alias): the board appears once signed in. */
export const consoleSignInMap: UiMap = {
  machine: 'console-sign-in',
  where: 'Consola de pedidos del local Palermo, antes de ingresar',
  url: '/consola/pizzeria-demo-palermo',
  viewport: { width: 1400, height: 900 },
  held: { signIn: { name: 'el ingreso', method: 'POST', path: '^/api/console/[^/]+/session$' } },
  events: [
    { event: 'consoleSignIn.nameChanged', cause: [{ fill: name, with: { event: 'name' } }] },
    { event: 'consoleSignIn.passwordChanged', cause: [{ fill: password, with: { event: 'password' } }] },
    {
      event: 'consoleSignIn.submitted',
      cause: [{ tap: { role: 'button', name: message('orderConsole.signIn') } }],
    },
    // the demo staff member's real credentials: the server signs them in
    { event: 'xstate.done.actor.signIn', cause: [{ release: 'signIn' }] },
    {
      event: 'xstate.error.actor.signIn',
      match: { error: { status: 401 } },
      cause: [{ answer: 'signIn', status: 401, title: 'Unauthorized' }],
    },
    {
      event: 'xstate.error.actor.signIn',
      match: { error: { status: 429 } },
      cause: [{ answer: 'signIn', status: 429, title: 'Too Many Requests' }],
    },
    { event: 'xstate.error.actor.signIn', match: { error: { status: 0 } }, cause: [{ fail: 'signIn' }] },
  ],
  states: {
    'console-sign-in': [],
    'console-sign-in.editing': [
      { see: { role: 'heading', name: message('orderConsole.signInTitle') } },
      { field: name, shows: { context: 'name' } },
      { field: password, shows: { context: 'password' } },
      { message: { context: 'error' }, within: alert },
      { see: { role: 'button', name: message('orderConsole.signIn') } },
    ],
    'console-sign-in.signingIn': [{ see: { role: 'button', name: message('orderConsole.signingIn') } }],
    'console-sign-in.signedIn': [
      { see: { role: 'heading', name: message('orderConsole.title') } },
      { gone: { role: 'heading', name: message('orderConsole.signInTitle') } },
    ],
  },
}
