import { useEffect, useMemo } from 'react'
import { assign, fromPromise } from 'xstate'
import { message } from '../../domain/message'
import { connectConsoleSignIn } from '../../machines/console-sign-in.connect'
import {
  consoleSignInMachine,
  type SignedInStaff,
  signInFailureMessage,
} from '../../machines/console-sign-in.machine'
import { ApiError } from '../api/errors'
import { useFlow } from '../hooks/use-flow'
import { type MessageKey, useT } from '../lib/use-t'

/** The words of one staff sign-in page: the console's (name) or the back office's (e-mail). */
export interface StaffSignInLabels {
  title: MessageKey
  name: MessageKey
  password: MessageKey
  submit: MessageKey
  submitting: MessageKey
  /** what a 401 reads as; the machine's own text (the console's) when absent */
  wrongCredentials?: MessageKey
}

/**
 * Name (or e-mail) and password on the console-sign-in machine, one attempt at a time: the orders
 * console's and the back office's sign-in differ only in their words, the first field and the call.
 */
export function StaffSignInForm<T>({
  labels,
  nameField,
  signIn,
  onSignedIn,
}: {
  labels: StaffSignInLabels
  nameField: { name: string; type: 'text' | 'email' }
  signIn: (name: string, password: string) => Promise<T>
  onSignedIn: (result: T) => void
}) {
  const t = useT()
  const machine = useMemo(
    () =>
      consoleSignInMachine.provide({
        actors: {
          // the machine reads the status only (401 wrong credentials, 429 locked out)
          signIn: fromPromise(async ({ input }: { input: { name: string; password: string } }) => {
            try {
              // typed as the console's staff; the page only hands it back to onSignedIn
              return (await signIn(input.name, input.password)) as unknown as SignedInStaff
            } catch (error) {
              throw { status: error instanceof ApiError ? error.status : 0 }
            }
          }),
        },
        actions: {
          setFailure: assign(({ event }) => {
            const said = signInFailureMessage('error' in event ? event.error : undefined)
            const wrong = labels.wrongCredentials
            return {
              password: '',
              error: wrong && said.key === 'orderConsole.wrongCredentials' ? message(wrong) : said,
            }
          }),
        },
      }),
    [signIn, labels.wrongCredentials],
  )
  const [state, send, actorRef] = useFlow(machine)

  useEffect(() => {
    const subscription = actorRef.on('signedIn', ({ staff }) => onSignedIn(staff as unknown as T))
    return () => subscription.unsubscribe()
  }, [actorRef, onSignedIn])

  const { name, password, error, busy, ...on } = connectConsoleSignIn(state, send)

  return (
    <main id="contenido" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-4 p-6">
      <title>{t(labels.title)}</title>
      <h1 className="text-2xl font-semibold">{t(labels.title)}</h1>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          on.submit()
        }}
      >
        <label className="flex flex-col gap-1">
          <span>{t(labels.name)}</span>
          <input
            className="rounded border border-gray-400 px-3 py-2"
            name={nameField.name}
            type={nameField.type}
            autoComplete="username"
            value={name}
            onChange={(e) => on.changeName(e.target.value)}
            required
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>{t(labels.password)}</span>
          <input
            className="rounded border border-gray-400 px-3 py-2"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => on.changePassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p role="alert" className="text-red-700">
            {t(error)}
          </p>
        )}
        <button
          type="submit"
          className="rounded bg-gray-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
          disabled={busy}
        >
          {busy ? t(labels.submitting) : t(labels.submit)}
        </button>
      </form>
    </main>
  )
}
