import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { connectConsoleSignIn } from '../../../../machines/console-sign-in.connect'
import { consoleSignInMachine } from '../../../../machines/console-sign-in.machine'
import { ApiError } from '../../../api/errors'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { type StaffMember, signInStaff, staffSessionQueryOptions } from '../api/console-api'
import '../../../../i18n/areas/console'

/** Name and password of a staff member of this local, on the console-sign-in machine. */
export function SignInForm({ alias }: { alias: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      consoleSignInMachine.provide({
        actors: {
          // the machine reads the status only (401 wrong credentials, 429 locked out)
          signIn: fromPromise(async ({ input }: { input: { name: string; password: string } }) => {
            try {
              return await signInStaff(alias, input.name, input.password)
            } catch (error) {
              throw { status: error instanceof ApiError ? error.status : 0 }
            }
          }),
        },
      }),
    [alias],
  )
  const [state, send, actorRef] = useFlow(machine)

  useEffect(() => {
    const subscription = actorRef.on('signedIn', ({ staff }) =>
      queryClient.setQueryData(staffSessionQueryOptions(alias).queryKey, staff satisfies StaffMember),
    )
    return () => subscription.unsubscribe()
  }, [actorRef, queryClient, alias])

  const { name, password, error, busy, ...on } = connectConsoleSignIn(state, send)

  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">{t('orderConsole.signInTitle')}</h1>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          on.submit()
        }}
      >
        <label className="flex flex-col gap-1">
          <span>{t('orderConsole.nameLabel')}</span>
          <input
            className="rounded border border-gray-400 px-3 py-2"
            name="username"
            autoComplete="username"
            value={name}
            onChange={(e) => on.changeName(e.target.value)}
            required
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>{t('orderConsole.passwordLabel')}</span>
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
          {busy ? t('orderConsole.signingIn') : t('orderConsole.signIn')}
        </button>
      </form>
    </main>
  )
}
