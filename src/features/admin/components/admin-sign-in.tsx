import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { assign, fromPromise } from 'xstate'
import { message } from '../../../../domain/message'
import { connectConsoleSignIn } from '../../../../machines/console-sign-in.connect'
import {
  consoleSignInMachine,
  type SignedInStaff,
  signInFailureMessage,
} from '../../../../machines/console-sign-in.machine'
import { ApiError } from '../../../api/errors'
import { useFlow } from '../../../hooks/use-flow'
import { useT } from '../../../lib/use-t'
import { adminSessionQueryOptions, signInAdmin } from '../api/admin-api'
import '../../../../i18n/areas/admin'

/**
 * E-mail and password of an owner or a manager. The flow is the console's sign-in machine (same fields,
 * same one-attempt-at-a-time rules): the e-mail travels as its `name`, and a 401 reads as the back
 * office's wrong-credentials text.
 */
export function AdminSignIn() {
  const t = useT()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      consoleSignInMachine.provide({
        actors: {
          signIn: fromPromise(async ({ input }: { input: { name: string; password: string } }) => {
            try {
              const session = await signInAdmin(input.name, input.password)
              queryClient.setQueryData(adminSessionQueryOptions().queryKey, session)
              // the machine's output is the console's shape; the page reads the session from the query
              return { id: session.staff.id, name: session.staff.name } as SignedInStaff
            } catch (error) {
              throw { status: error instanceof ApiError ? error.status : 0 }
            }
          }),
        },
        actions: {
          setFailure: assign(({ event }) => {
            const failure = 'error' in event ? event.error : undefined
            const said = signInFailureMessage(failure)
            return {
              password: '',
              error: said.key === 'orderConsole.wrongCredentials' ? message('admin.wrongCredentials') : said,
            }
          }),
        },
      }),
    [queryClient],
  )
  const [state, send] = useFlow(machine)

  const { name, password, error, busy, ...on } = connectConsoleSignIn(state, send)

  return (
    <main id="contenido" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-4 p-6">
      <title>{t('admin.signInTitle')}</title>
      <h1 className="text-2xl font-semibold">{t('admin.signInTitle')}</h1>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          on.submit()
        }}
      >
        <label className="flex flex-col gap-1">
          <span>{t('admin.emailLabel')}</span>
          <input
            className="rounded border border-gray-400 px-3 py-2"
            name="email"
            type="email"
            autoComplete="username"
            value={name}
            onChange={(e) => on.changeName(e.target.value)}
            required
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>{t('admin.passwordLabel')}</span>
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
          {busy ? t('admin.signingIn') : t('admin.signIn')}
        </button>
      </form>
    </main>
  )
}
