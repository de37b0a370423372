import type { QueryClient } from '@tanstack/react-query'
import { dinerAliasQueryOptions, type Local } from '../../features/landing/api/diner-alias'
import { branchContactQueryOptions } from '../../features/menu/api/branch-contact'
import type { Venue } from '../../lib/analytics'

/**
 * The venue an analytics event belongs to, from the alias of its page: a local (with its branch) or a
 * branch landing. A local's pages have its contact in the query cache already; otherwise the alias is read
 * once as what it names, which answers for locals and branches alike (a branch alias asked as a local
 * would be a 404 in the console of every branch landing).
 */
export const venueResolver =
  (queryClient: QueryClient) =>
  async (alias: string): Promise<Venue | null> => {
    const cached = queryClient.getQueryData(branchContactQueryOptions(alias).queryKey)
    if (cached) return venueOfLocal(cached)
    try {
      const named = await queryClient.fetchQuery(dinerAliasQueryOptions(alias))
      if (named.type === 'branchContact') return venueOfLocal(named.info)
      if (named.type === 'branch')
        return {
          branch: { id: named.info.branch.id, alias: named.info.branch.alias },
          branchContact: null,
        }
    } catch {
      // an unknown alias: the event goes without a venue
    }
    return null
  }

function venueOfLocal(local: Local): Venue {
  return {
    branch: { id: local.branch.id, alias: local.branch.alias },
    branchContact: { id: local.id, alias: local.alias },
  }
}
