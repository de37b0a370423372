import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type BranchContact = components['schemas']['BranchContact']
export type OrderMode = components['schemas']['OrderMode']

/** The local behind /menu/{alias}: its branch (colours, logos), address and order modes. */
export const branchContactQueryOptions = (alias: string) =>
  queryOptions({
    queryKey: ['branchContact', alias],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/diner/branchcontacts/{alias}', { params: { path: { alias } }, signal })),
  })
