import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { branchContactQueryOptions } from '../../../../features/menu/api/branch-contact'
import { FollowUpPage } from '../../../../features/order/components/follow-up-page'

// Order follow-up (checkout spec §2). refreshAfterUpdate=true, or the payment provider's return (token_ws),
// reads the order again 5 s after arriving; the provider's signed callback, not this page, records the payment.
export const Route = createFileRoute('/menu/$alias/order/$orderCode')({
  component: FollowUp,
})

function FollowUp() {
  const { alias, orderCode } = Route.useParams()
  const { data: contact } = useSuspenseQuery(branchContactQueryOptions(alias))
  const search = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search)
  const refreshAfterUpdate = search.get('refreshAfterUpdate') === 'true' || search.has('token_ws')
  return (
    <main id="contenido">
      <FollowUpPage
        alias={alias}
        orderCode={orderCode}
        logoUrl={contact.branch.customLogoURL}
        localName={contact.name}
        timeZone={contact.branch.timeZone}
        refreshAfterUpdate={refreshAfterUpdate}
        providerReturn={search.has('token_ws')}
      />
    </main>
  )
}
