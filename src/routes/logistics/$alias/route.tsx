import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { branchContactQueryOptions } from '../../../features/menu/api/branch-contact'
import { LocalShell } from '../../../features/menu/components/local-shell'
import type { RiderLocal } from '../../../features/riders/lib/rider-local'
import { isAlias } from '../../../lib/alias'
import { loadOrNotFound } from '../../../lib/load-or-not-found'

// The rider pages of a local (/logistics/{alias}/…): the local's colours, name, logo and id.
export const Route = createFileRoute('/logistics/$alias')({
  beforeLoad: ({ params }) => {
    if (!isAlias(params.alias)) throw notFound()
  },
  loader: async ({ context: { queryClient }, params: { alias } }): Promise<RiderLocal> => {
    const contact = await loadOrNotFound(queryClient.ensureQueryData(branchContactQueryOptions(alias)))
    return {
      id: contact.id,
      alias: contact.alias,
      name: contact.name,
      logoUrl: contact.branch.customLogoURL ?? null,
    }
  },
  component: RiderLayout,
})

function RiderLayout() {
  const { alias } = Route.useParams()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  return (
    <LocalShell contact={contact}>
      <Outlet />
    </LocalShell>
  )
}
