import { assign, emit, fromPromise, setup } from 'xstate'
import { type Message, message } from '../domain/message'

/** The signed-in staff member, as POST /api/console/{alias}/session answers. */
export interface SignedInStaff {
  id: number
  name: string
  /** the local and its IANA time zone, in which the board shows times */
  local: { id: number; alias: string; name: string; timeZone: string }
}

export interface ConsoleSignInContext {
  name: string
  password: string
  /** why the last attempt failed, shown under the form; null before any or after typing again */
  error: Message | null
}

export type ConsoleSignInEvent =
  | { type: 'consoleSignIn.nameChanged'; name: string }
  | { type: 'consoleSignIn.passwordChanged'; password: string }
  | { type: 'consoleSignIn.submitted' }

export type ConsoleSignInEmitted = { type: 'signedIn'; staff: SignedInStaff }

/** What the sign-in actor throws: the HTTP status (401 wrong credentials, 429 locked out). */
export interface SignInFailure {
  status: number
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as SignInFailure).status : undefined

/** The message for a failed sign-in, by the status the server answered. */
export function signInFailureMessage(error: unknown): Message {
  switch (statusOf(error)) {
    case 401:
      return message('orderConsole.wrongCredentials')
    case 429:
      return message('consoleSignIn.tooManyAttempts')
    default:
      return message('consoleSignIn.failed')
  }
}

/**
 * The staff sign-in form of the orders console (issue 8): name and password, one attempt at a time.
 * A wrong password (401) or a lock-out after too many (429) keeps the name, clears the password and
 * says why; success hands the staff member to the page, which then shows the board.
 */
export const consoleSignInMachine = setup({
  types: {
    context: {} as ConsoleSignInContext,
    events: {} as ConsoleSignInEvent,
    emitted: {} as ConsoleSignInEmitted,
  },
  actors: {
    signIn: fromPromise<SignedInStaff, { name: string; password: string }>(async () => {
      throw new Error('provide signIn at the edge')
    }),
  },
  guards: {
    filled: ({ context }) => context.name.trim() !== '' && context.password !== '',
  },
  actions: {
    setName: assign(({ event }) => (event.type === 'consoleSignIn.nameChanged' ? { name: event.name } : {})),
    setPassword: assign(({ event }) =>
      event.type === 'consoleSignIn.passwordChanged' ? { password: event.password } : {},
    ),
    clearError: assign({ error: null }),
    requireFields: assign({ error: message('consoleSignIn.fieldsRequired') }),
    setFailure: assign(({ event }) => ({
      password: '',
      error: signInFailureMessage('error' in event ? event.error : undefined),
    })),
    announce: emit((_, staff: SignedInStaff) => ({ type: 'signedIn' as const, staff })),
  },
}).createMachine({
  id: 'console-sign-in',
  context: { name: '', password: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'consoleSignIn.nameChanged': { actions: ['setName', 'clearError'] },
        'consoleSignIn.passwordChanged': { actions: ['setPassword', 'clearError'] },
        'consoleSignIn.submitted': [
          { guard: 'filled', target: 'signingIn', actions: 'clearError' },
          { actions: 'requireFields' },
        ],
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ name: context.name.trim(), password: context.password }),
        onDone: { target: 'signedIn', actions: { type: 'announce', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: 'setFailure' },
      },
    },
    signedIn: { type: 'final', tags: ['busy'] },
  },
})
