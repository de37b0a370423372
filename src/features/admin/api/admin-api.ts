import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import { api } from '../../../api/client'
import { ApiError, unwrap } from '../../../api/errors'

export type AdminSession = components['schemas']['AdminSession']
export type AdminLocal = components['schemas']['AdminLocal']

/** The back-office session: the account, null without one (401); a console account's 403 is an error. */
export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: async ({ signal }): Promise<AdminSession | null> => {
      try {
        return unwrap(await api.GET('/api/admin/session', { signal }))
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
    retry: false,
  })

export const adminLocalsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'locals'],
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/admin/locals', { signal })),
    retry: false,
  })

export async function signInAdmin(email: string, password: string): Promise<AdminSession> {
  return unwrap(await api.POST('/api/admin/session', { body: { email, password } }))
}

export async function signOutAdmin(): Promise<void> {
  await api.DELETE('/api/admin/session')
}
