import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { offeredModes } from '../../../../domain/order-modes'
import { branchContactQueryOptions } from '../../../features/menu/api/branch-contact'
import { BlockedPage } from '../../../features/menu/components/blocked-page'
import { ModeSelectionPage } from '../../../features/menu/components/mode-selection-page'
import { findModeByPath, modePath } from '../../../features/menu/lib/order-modes'

// The branch-contact selection screen. It steps aside when there is nothing to choose: one offered mode,
// or a mode named in the URL hash (/menu/{alias}#delivery, as the branch page links it).
export const Route = createFileRoute('/menu/$alias/')({
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient }, params: { alias }, deps: { search }, location }) => {
    const contact = await queryClient.ensureQueryData(branchContactQueryOptions(alias))
    if (contact.commercialTermsInfo?.blocked) return
    const modes = offeredModes(contact.deliveryConfig.orderModes, search)
    const chosen =
      modes.length === 1 ? modes[0] : location.hash ? findModeByPath(modes, location.hash) : undefined
    if (chosen)
      throw redirect({
        to: '/menu/$alias/$mode',
        params: { alias, mode: modePath(chosen) },
        search,
        replace: true,
      })
  },
  component: ModeSelection,
})

function ModeSelection() {
  const { alias } = Route.useParams()
  const search = Route.useSearch()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  if (contact.commercialTermsInfo?.blocked) return <BlockedPage />
  return (
    <ModeSelectionPage contact={contact} modes={offeredModes(contact.deliveryConfig.orderModes, search)} />
  )
}
