import { consoleSignInMachine } from './console-sign-in.machine'
import { defineModel } from './graph/model'

export const consoleSignInModel = defineModel({
  name: 'console-sign-in',
  description:
    'The console sign-in form: name and password; a wrong password (401) or a lock-out (429) says why and clears the password.',
  machine: consoleSignInMachine,
  events: [
    { type: 'consoleSignIn.nameChanged', name: 'encargado' },
    { type: 'consoleSignIn.passwordChanged', password: 'palermo1234' },
    { type: 'consoleSignIn.submitted' },
    {
      type: 'xstate.done.actor.signIn',
      output: { id: 1, name: 'encargado', local: { id: 2, alias: 'pizzeria-demo-palermo', name: 'Palermo' } },
    },
    { type: 'xstate.error.actor.signIn', error: { status: 401 } },
    { type: 'xstate.error.actor.signIn', error: { status: 429 } },
    { type: 'xstate.error.actor.signIn', error: { status: 0 } },
  ],
})
