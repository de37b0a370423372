import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../../api/errors'
import { useT } from '../../../lib/use-t'
import { signInStaff, staffSessionQueryOptions } from '../api/console-api'

/** Name and password of a staff member of this local; the server sets the session cookie. */
export function SignInForm({ alias }: { alias: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const signIn = useMutation({
    mutationFn: () => signInStaff(alias, name, password),
    onSuccess: (staff) => queryClient.setQueryData(staffSessionQueryOptions(alias).queryKey, staff),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!signIn.isPending) signIn.mutate()
  }
  const error = signIn.error
  const errorText =
    error instanceof ApiError && (error.status === 401 || error.status === 429) && error.detail
      ? error.detail
      : error
        ? t('orderConsole.transitionFailed')
        : null

  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">{t('orderConsole.signInTitle')}</h1>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <label className="flex flex-col gap-1">
          <span>{t('orderConsole.nameLabel')}</span>
          <input
            className="rounded border border-gray-400 px-3 py-2"
            name="username"
            autoComplete="username"
            value={name}
            onChange={(e) => setName(e.target.value)}
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
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {errorText && (
          <p role="alert" className="text-red-700">
            {errorText}
          </p>
        )}
        <button
          type="submit"
          className="rounded bg-gray-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
          disabled={signIn.isPending}
        >
          {signIn.isPending ? t('orderConsole.signingIn') : t('orderConsole.signIn')}
        </button>
      </form>
    </main>
  )
}
