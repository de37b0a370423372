import type { SnapshotFrom } from 'xstate'
import type { Message } from '../domain/message'
import type { ConsoleSignInEvent, consoleSignInMachine } from './console-sign-in.machine'

type Snapshot = SnapshotFrom<typeof consoleSignInMachine>
type Send = (event: ConsoleSignInEvent) => void

export interface ConsoleSignInView {
  name: string
  password: string
  /** why the last attempt failed; null before any or after typing again */
  error: Message | null
  /** one attempt at a time: the button waits and reads 'Ingresando…' */
  busy: boolean
  changeName: (name: string) => void
  changePassword: (password: string) => void
  submit: () => void
}

/** The staff sign-in form (orders console, and the admin's with its own labels) over console-sign-in. */
export function connectConsoleSignIn(snapshot: Snapshot, send: Send): ConsoleSignInView {
  const { name, password, error } = snapshot.context
  return {
    name,
    password,
    error,
    busy: snapshot.hasTag('busy'),
    changeName: (next) => send({ type: 'consoleSignIn.nameChanged', name: next }),
    changePassword: (next) => send({ type: 'consoleSignIn.passwordChanged', password: next }),
    submit: () => send({ type: 'consoleSignIn.submitted' }),
  }
}
