import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../contract/schema'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'

export type DinerAliasInfo = components['schemas']['DinerAliasInfo']
export type CompanyInfo = components['schemas']['CompanyInfo']
export type BranchInfo = components['schemas']['BranchInfo']
export type Local = components['schemas']['BranchContact']
export type Branch = components['schemas']['Branch']
export type OrderModeSummary = components['schemas']['OrderModeSummary']

/** What an alias names (company, branch or local); a branch's locals can be filtered by name. */
export const dinerAliasQueryOptions = (alias: string, search = '') =>
  queryOptions({
    queryKey: ['dinerAlias', alias, search],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/diner/{aliasOrId}', {
          params: { path: { aliasOrId: alias }, query: search ? { search } : {} },
          signal,
        }),
      ),
  })
