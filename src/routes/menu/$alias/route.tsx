import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { KioskShell } from '../../../../kiosk/kiosk-shell'
import { branchContactQueryOptions } from '../../../features/menu/api/branch-contact'
import { LocalShell } from '../../../features/menu/components/local-shell'
import { isAlias } from '../../../lib/alias'
import { countryQueryOptions } from '../../../lib/country'
import { loadOrNotFound } from '../../../lib/load-or-not-found'
import { isKioskVisit } from '../../../lib/storefront-search'

// Every page of a local (/menu/{alias}/…) needs the local: its colours, country, address and order modes.
export const Route = createFileRoute('/menu/$alias')({
  beforeLoad: ({ params }) => {
    if (!isAlias(params.alias)) throw notFound()
  },
  loader: async ({ context: { queryClient }, params: { alias } }) => {
    const contact = await loadOrNotFound(queryClient.ensureQueryData(branchContactQueryOptions(alias)))
    const country = contact.branch.countryCode
    // Money falls back to the default format if the country cannot be read; the page still shows.
    if (country) await queryClient.ensureQueryData(countryQueryOptions(country)).catch(() => undefined)
  },
  component: LocalLayout,
})

function LocalLayout() {
  const { alias } = Route.useParams()
  const search = Route.useSearch()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  return (
    <LocalShell contact={contact}>
      {isKioskVisit(search) ? (
        // Inside the local's theme, so the attract screen and the warning wear the branch's colours.
        <KioskShell tableNumber={search.tableNumber}>
          <Outlet />
        </KioskShell>
      ) : (
        <Outlet />
      )}
    </LocalShell>
  )
}
