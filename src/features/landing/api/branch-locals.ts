import type { QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { FetchLocalsInput, LocalCard } from '../../../../machines/branch-search.machine'
import { dinerAliasQueryOptions } from './diner-alias'

/**
 * The branch-search machine's fetchLocals for one branch alias. The first, unsearched page is the one the
 * route loader already holds, so it comes from the query cache. The contract answers every local of a
 * search at once: the first page holds them all and a further page is empty.
 */
export const fetchBranchLocals = (queryClient: QueryClient, alias: string) =>
  fromPromise<LocalCard[], FetchLocalsInput>(async ({ input }) => {
    const landing = await queryClient.fetchQuery(dinerAliasQueryOptions(alias, input.query))
    if (landing.type !== 'branch') throw new Error(`The alias ${alias} no longer names a branch`)
    return input.offset === 0 ? landing.info.branchContacts : []
  })
